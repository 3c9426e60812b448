import HeaderSpecAnalysis

/// `textDocument/documentSymbol`: the outline (bar, behaviour, snapping ranges, subviews,
/// keyframes) as a `DocumentSymbol` tree, or as flat `SymbolInformation` with container names
/// for clients without `hierarchicalDocumentSymbolSupport`.
extension Server {
  static func documentSymbol(_ document: DocumentSnapshot, _ params: JSONValue) -> JSONValue {
    guard let spec = document.spec else { return .null }
    let symbols = documentSymbols(in: spec)
    if document.client.hierarchicalSymbols {
      return .array(symbols.map { lspSymbol($0, document) })
    }
    var flat: [JSONValue] = []
    func add(_ symbol: HeaderSpecAnalysis.DocumentSymbol, container: String?) {
      var information: [(String, JSONValue)] = [
        ("name", .string(symbol.name)), ("kind", .int(symbolKind(symbol.kind))),
        ("location", ["uri": .string(document.uri), "range": document.lspRange(symbol.range)]),
      ]
      if let container { information.append(("containerName", .string(container))) }
      flat.append(.object(information))
      for child in symbol.children { add(child, container: symbol.name) }
    }
    for symbol in symbols { add(symbol, container: nil) }
    return .array(flat)
  }

  static func lspSymbol(_ symbol: HeaderSpecAnalysis.DocumentSymbol, _ document: DocumentSnapshot)
    -> JSONValue
  {
    var result: [(String, JSONValue)] = [("name", .string(symbol.name))]
    if let detail = symbol.detail { result.append(("detail", .string(detail))) }
    result += [
      ("kind", .int(symbolKind(symbol.kind))),
      ("range", document.lspRange(symbol.range)),
      ("selectionRange", document.lspRange(symbol.selectionRange)),
    ]
    if !symbol.children.isEmpty {
      result.append(("children", .array(symbol.children.map { lspSymbol($0, document) })))
    }
    return .object(result)
  }

  /// LSP's `SymbolKind`: Property 7, Array 18, Object 19, Event 24.
  static func symbolKind(_ kind: HeaderSpecAnalysis.DocumentSymbol.Kind) -> Int {
    switch kind {
    case .property: 7
    case .array: 18
    case .object: 19
    case .event: 24
    }
  }
}
