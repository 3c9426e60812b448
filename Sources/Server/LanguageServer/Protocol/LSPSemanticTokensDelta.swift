/// The result of `textDocument/semanticTokens/full/delta`: the edits that turn the integers
/// of the tokens the client has into the current ones, or, when the server no longer has the
/// tokens the client names, all of them (LSP's `SemanticTokens | SemanticTokensDelta`).
enum LSPSemanticTokensDelta: Encodable, Sendable {
  /// LSP's `SemanticTokensEdit`: delete `deleteCount` integers at `start`, insert `data`.
  struct Edit: Encodable, Sendable, Equatable {
    var start: Int
    var deleteCount: Int
    var data: [Int]
  }

  case full(LSPSemanticTokens)
  case edits(resultId: String, [Edit])

  private enum CodingKeys: String, CodingKey { case resultId, edits }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .full(let tokens):
      try tokens.encode(to: encoder)
    case .edits(let resultID, let edits):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(resultID, forKey: .resultId)
      try container.encode(edits, forKey: .edits)
    }
  }
}
