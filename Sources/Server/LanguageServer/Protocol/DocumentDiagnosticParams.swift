import JSONSyntax

/// `textDocument/diagnostic`: the document and the result id the client already has.
struct DocumentDiagnosticParams: DocumentParams {
  var uri: String
  var previousResultID: String?

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    previousResultID = params["previousResultId"]?.stringValue
  }
}
