import JSONSyntax

/// `textDocument/didChange`: the new version and the changes, applied in order.
struct DidChangeTextDocumentParams: JSONParams {
  /// One `TextDocumentContentChangeEvent`: `range` nil replaces the whole text.
  struct Change: Sendable {
    var range: LSPRange?
    var text: String
  }

  var uri: String
  /// Nil when the client sent none (the server then counts one up).
  var version: Int?
  var changes: [Change]

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    version = params[path: "textDocument", "version"]?.intValue
    changes = []
    for change in params["contentChanges"]?.arrayValue ?? [] {
      guard let text = change["text"]?.stringValue else {
        throw .invalidParams("a content change without text")
      }
      let range = try change["range"].map { value throws(ResponseError) in
        try LSPRange(json: value)
      }
      changes.append(Change(range: range, text: text))
    }
  }
}
