import JSONSyntax

/// LSP's `SymbolInformation`: one entry of a flat outline, for clients without
/// `hierarchicalDocumentSymbolSupport`; its parent is named by `containerName`.
struct LSPSymbolInformation: Encodable, Sendable {
  var name: String
  /// LSP's `SymbolKind`.
  var kind: Int
  var location: LSPLocation
  var containerName: String?
}
