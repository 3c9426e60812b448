import JSONSyntax

/// `textDocument/didOpen`: the document's URI, language, version and full text.
struct DidOpenTextDocumentParams: JSONParams {
  var uri: String
  var languageID: String
  var version: Int
  var text: String

  init(json params: JSONValue) throws(ResponseError) {
    let item = params["textDocument"]
    guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else {
      throw .invalidParams("didOpen without textDocument.uri and text")
    }
    self.uri = uri
    self.text = text
    languageID = item?["languageId"]?.stringValue ?? ""
    version = item?["version"]?.intValue ?? 0
  }
}
