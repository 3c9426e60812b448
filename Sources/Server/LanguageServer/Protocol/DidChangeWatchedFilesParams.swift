import JSONSyntax

/// `workspace/didChangeWatchedFiles`: the URIs of the files created, changed or deleted (the
/// kind of change does not matter to the server: it reads the files again).
struct DidChangeWatchedFilesParams: JSONParams {
  var uris: [String]

  init(json params: JSONValue) {
    uris = (params["changes"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }
  }
}
