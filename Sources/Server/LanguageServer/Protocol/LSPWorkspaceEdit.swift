/// LSP's `WorkspaceEdit` on one document: versioned `documentChanges` when the client supports
/// them (so that an edit made for another version is refused), else `changes` by URI.
struct LSPWorkspaceEdit: Encodable, Sendable {
  var uri: String
  /// The version the edits were computed for; nil writes `changes`.
  var version: Int?
  var edits: [LSPTextEdit]

  /// LSP's `TextDocumentEdit`.
  private struct DocumentEdit: Encodable {
    var textDocument: VersionedDocument
    var edits: [LSPTextEdit]
  }

  /// LSP's `OptionalVersionedTextDocumentIdentifier`.
  private struct VersionedDocument: Encodable {
    var uri: String
    var version: Int
  }

  private enum CodingKeys: String, CodingKey { case changes, documentChanges }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if let version {
      try container.encode(
        [DocumentEdit(textDocument: VersionedDocument(uri: uri, version: version), edits: edits)],
        forKey: .documentChanges)
    } else {
      try container.encode([uri: edits], forKey: .changes)
    }
  }
}
