import JSONSyntax
import LanguageService

/// `textDocument/documentSymbol`: the outline (bar, behaviour, snapping ranges, subviews,
/// keyframes) as a `DocumentSymbol` tree, or as flat `SymbolInformation` with container names
/// for clients without `hierarchicalDocumentSymbolSupport`. Made in document order, each
/// position found from the previous one's line (`LineIndex.lspRange(_:in:lineHint:)`).
extension Server {
  static func documentSymbol(_ document: DocumentSnapshot, _ params: TextDocumentParams)
    -> DocumentSymbolResult?
  {
    guard let spec = document.spec else { return nil }
    let symbols = documentSymbols(in: spec)
    var lineHint = 0
    guard document.client.hierarchicalSymbols else {
      var flat: [LSPSymbolInformation] = []
      for symbol in symbols {
        appendFlat(symbol, container: nil, document, lineHint: &lineHint, to: &flat)
      }
      return .flat(flat)
    }
    return .tree(symbols.map { tree($0, document, lineHint: &lineHint) })
  }

  /// `{name, detail?, kind, range, selectionRange, children?}`.
  private static func tree(
    _ symbol: LanguageService.DocumentSymbol, _ document: DocumentSnapshot,
    lineHint: inout Int
  ) -> LSPDocumentSymbol {
    let range = document.lineIndex.lspRange(symbol.range, in: document.unit, lineHint: &lineHint)
    let selectionRange = document.lineIndex.lspRange(
      symbol.selectionRange, in: document.unit, lineHint: &lineHint)
    var children: [LSPDocumentSymbol]?
    if !symbol.children.isEmpty {
      children = []
      for child in symbol.children {
        children?.append(tree(child, document, lineHint: &lineHint))
      }
    }
    return LSPDocumentSymbol(
      name: symbol.name, detail: symbol.detail, kind: symbolKind(symbol.kind), range: range,
      selectionRange: selectionRange, children: children)
  }

  /// `{name, kind, location, containerName?}`, then the children's.
  private static func appendFlat(
    _ symbol: LanguageService.DocumentSymbol, container: String?,
    _ document: DocumentSnapshot, lineHint: inout Int, to list: inout [LSPSymbolInformation]
  ) {
    let range = document.lineIndex.lspRange(symbol.range, in: document.unit, lineHint: &lineHint)
    list.append(
      LSPSymbolInformation(
        name: symbol.name, kind: symbolKind(symbol.kind),
        location: LSPLocation(uri: document.uri, range: range), containerName: container))
    for child in symbol.children {
      appendFlat(child, container: symbol.name, document, lineHint: &lineHint, to: &list)
    }
  }

  /// LSP's `SymbolKind`: Property 7, Array 18, Object 19, Event 24.
  static func symbolKind(_ kind: LanguageService.DocumentSymbol.Kind) -> Int {
    switch kind {
    case .property: 7
    case .array: 18
    case .object: 19
    case .event: 24
    }
  }
}
