import JSONSyntax

/// A document and a range in it: `inlayHint`.
struct DocumentRangeParams: DocumentParams {
  var uri: String
  var range: LSPRange

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    range = try LSPRange(json: params["range"])
  }
}
