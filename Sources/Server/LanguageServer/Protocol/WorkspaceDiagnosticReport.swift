/// The result of `workspace/diagnostic`: one report per spec file.
struct WorkspaceDiagnosticReport: Encodable, Sendable {
  /// LSP's `WorkspaceDocumentDiagnosticReport`: `full` with the items, or `unchanged`.
  struct Item: Encodable, Sendable {
    var kind: String
    var uri: String
    /// The open document's version; null (written, as LSP requires) for a file not open.
    var version: Int?
    var resultId: String
    /// Nil (left out) for `unchanged`.
    var items: [LSPDiagnostic]?

    private enum CodingKeys: String, CodingKey { case kind, uri, version, resultId, items }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(kind, forKey: .kind)
      try container.encode(uri, forKey: .uri)
      if let version {
        try container.encode(version, forKey: .version)
      } else {
        try container.encodeNil(forKey: .version)
      }
      try container.encode(resultId, forKey: .resultId)
      try container.encodeIfPresent(items, forKey: .items)
    }
  }

  var items: [Item]
}
