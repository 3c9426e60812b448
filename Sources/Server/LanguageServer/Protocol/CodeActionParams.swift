import JSONSyntax

/// `textDocument/codeAction`: the range and the kinds the client asks for (`context.only`, nil
/// for every kind). The client's `context.diagnostics` are not read: the server recomputes the
/// fixes from its own analysis of the version.
struct CodeActionParams: DocumentParams {
  var uri: String
  var range: LSPRange
  var only: [String]?

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    range = try LSPRange(json: params["range"])
    only = params[path: "context", "only"]?.arrayValue?.compactMap(\.stringValue)
  }
}
