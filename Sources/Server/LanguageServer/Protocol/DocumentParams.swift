import JSONSyntax

/// The parameters of a request about one document, decoded once from the message on the
/// server's queue: a malformed request is answered with InvalidParams before any work, and the
/// feature handler reads typed fields only.
protocol DocumentParams: JSONParams {
  /// `textDocument.uri`.
  var uri: String { get }
}

extension JSONValue {
  /// `textDocument.uri` of request params; InvalidParams when missing.
  func documentURI() throws(ResponseError) -> String {
    guard let uri = self[path: "textDocument", "uri"]?.stringValue else {
      throw .invalidParams("missing textDocument.uri")
    }
    return uri
  }
}
