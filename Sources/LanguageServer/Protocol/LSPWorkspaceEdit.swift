/// LSP's `WorkspaceEdit` on one document: versioned `documentChanges` when the client supports
/// them (so that an edit made for another version is refused), else `changes` by URI.
struct LSPWorkspaceEdit: LSPEncodable {
  var uri: String
  /// The version the edits were computed for; nil writes `changes`.
  var version: Int?
  var edits: [LSPTextEdit]

  var json: JSONValue {
    guard let version else { return ["changes": .object([(uri, edits.json)])] }
    return [
      "documentChanges": [
        ["textDocument": ["uri": .string(uri), "version": .int(version)], "edits": edits.json]
      ]
    ]
  }
}
