import JSONSyntax

/// `workspace/didChangeWorkspaceFolders`: the folder URIs added and removed.
struct DidChangeWorkspaceFoldersParams: JSONParams {
  var added: [String]
  var removed: [String]

  init(json params: JSONValue) {
    func uris(_ key: String) -> [String] {
      (params[path: "event", key]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }
    }
    added = uris("added")
    removed = uris("removed")
  }
}
