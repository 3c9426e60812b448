/// LSP's `Location`: a range in a document.
struct LSPLocation: Encodable, Sendable {
  var uri: String
  var range: LSPRange
}
