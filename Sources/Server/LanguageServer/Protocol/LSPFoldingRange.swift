/// LSP's `FoldingRange`, by lines (zero-based, both included).
struct LSPFoldingRange: Encodable, Sendable {
  var startLine: Int
  var endLine: Int
}
