/// A request from the client, as a handler receives it.
struct Request {
  let id: RequestID
  let method: String
  let params: JSONValue

  /// `params.textDocument.uri`.
  var documentURI: String? { params[path: "textDocument", "uri"]?.stringValue }
}
