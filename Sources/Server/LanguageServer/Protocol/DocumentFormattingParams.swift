import JSONSyntax

/// `textDocument/formatting`: the document and the client's formatting options.
import LanguageService

struct DocumentFormattingParams: DocumentParams {
  var uri: String
  var options: FormattingOptions

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    options = FormattingOptions(json: params["options"])
  }
}
