import JSONSyntax
import LanguageService

/// `textDocument/documentSymbol`: the outline (bar, behaviour, snapping ranges, subviews,
/// keyframes) as a `DocumentSymbol` tree, or as flat `SymbolInformation` with container names
/// for clients without `hierarchicalDocumentSymbolSupport`.
///
/// A large spec's outline has one entry per subview and keyframe (about 12,000 on 1 MB), so it
/// is written straight into bytes (`JSONBuffer`) in document order, its positions found from
/// the previous one's line (`LineIndex.writeLSPRange`).
extension Server {
  static func documentSymbol(_ document: DocumentSnapshot, _ params: TextDocumentParams)
    -> JSONValue
  {
    guard let spec = document.spec else { return .null }
    let symbols = documentSymbols(in: spec)
    var writer = SymbolWriter(document: document, symbolCount: count(symbols))
    writer.buffer.append("[")
    var first = true
    for symbol in symbols {
      if document.client.hierarchicalSymbols {
        writer.writeTree(symbol, first: &first)
      } else {
        writer.writeFlat(symbol, container: nil, first: &first)
      }
    }
    writer.buffer.append("]")
    return .encoded(writer.buffer.bytes)
  }

  /// The number of symbols in `symbols` and all their descendants.
  private static func count(_ symbols: [LanguageService.DocumentSymbol]) -> Int {
    symbols.reduce(symbols.count) { $0 + count($1.children) }
  }

  /// Writes `DocumentSymbol`s or `SymbolInformation`s into one buffer.
  private struct SymbolWriter {
    let document: DocumentSnapshot
    var buffer: JSONBuffer
    /// The line of the last position written: the next is on it or near it.
    var lineHint = 0
    /// The document's URI, escaped once (every flat entry repeats it).
    let encodedURI: [UInt8]

    init(document: DocumentSnapshot, symbolCount: Int) {
      self.document = document
      // About 200 bytes per symbol: one allocation for most outlines.
      buffer = JSONBuffer(capacity: 64 + symbolCount * 200)
      var uri = JSONBuffer(capacity: document.uri.utf8.count + 2)
      uri.append(string: document.uri)
      encodedURI = uri.bytes
    }

    mutating func writeRange(_ range: ByteRange) {
      document.lineIndex.writeLSPRange(
        range, in: document.unit, lineHint: &lineHint, to: &buffer)
    }

    /// `{"name", "detail"?, "kind", "range", "selectionRange", "children"?}`.
    mutating func writeTree(_ symbol: LanguageService.DocumentSymbol, first: inout Bool) {
      if !first { buffer.append(",") }
      first = false
      buffer.append(#"{"name":"#)
      buffer.append(string: symbol.name)
      if let detail = symbol.detail {
        buffer.append(#","detail":"#)
        buffer.append(string: detail)
      }
      buffer.append(#","kind":"#)
      buffer.append(integer: symbolKind(symbol.kind))
      buffer.append(#","range":"#)
      writeRange(symbol.range)
      buffer.append(#","selectionRange":"#)
      writeRange(symbol.selectionRange)
      if !symbol.children.isEmpty {
        buffer.append(#","children":["#)
        var firstChild = true
        for child in symbol.children { writeTree(child, first: &firstChild) }
        buffer.append("]")
      }
      buffer.append("}")
    }

    /// `{"name", "kind", "location", "containerName"?}`, then the children's.
    mutating func writeFlat(
      _ symbol: LanguageService.DocumentSymbol, container: String?, first: inout Bool
    ) {
      if !first { buffer.append(",") }
      first = false
      buffer.append(#"{"name":"#)
      buffer.append(string: symbol.name)
      buffer.append(#","kind":"#)
      buffer.append(integer: symbolKind(symbol.kind))
      buffer.append(#","location":{"uri":"#)
      buffer.append(encoded: encodedURI)
      buffer.append(#","range":"#)
      writeRange(symbol.range)
      buffer.append("}")
      if let container {
        buffer.append(#","containerName":"#)
        buffer.append(string: container)
      }
      buffer.append("}")
      for child in symbol.children { writeFlat(child, container: symbol.name, first: &first) }
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
