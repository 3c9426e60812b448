/// The result of `textDocument/documentSymbol`: a tree, or a flat list for clients that
/// cannot show a tree.
enum DocumentSymbolResult: Encodable, Sendable {
  case tree([LSPDocumentSymbol])
  case flat([LSPSymbolInformation])

  /// The array itself, without a wrapper.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .tree(let symbols): try container.encode(symbols)
    case .flat(let symbols): try container.encode(symbols)
    }
  }
}
