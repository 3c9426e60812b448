import JSONSyntax

/// `textDocument/rangeFormatting`: formatting options and the range to format.
import LanguageService

struct DocumentRangeFormattingParams: DocumentParams {
  var uri: String
  var options: FormattingOptions
  var range: LSPRange

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    options = FormattingOptions(json: params["options"])
    range = try LSPRange(json: params["range"])
  }
}
