/// LSP's `SemanticTokens`: five integers per token, relative to the token before it (line
/// delta, start character delta on the same line else the start, length, type index in the
/// legend, modifier bits), and the id a `full/delta` request names them by.
struct LSPSemanticTokens: Encodable, Sendable, Equatable {
  var resultId: String?
  var data: [Int]
}
