import JSONSyntax

/// `textDocument/semanticTokens/full` and `.../full/delta`: the document, and for a delta the
/// result id of the tokens the client has (`previousResultId`; nil for a full request).
struct SemanticTokensParams: DocumentParams {
  var uri: String
  var previousResultID: String?

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    previousResultID = params["previousResultId"]?.stringValue
  }
}
