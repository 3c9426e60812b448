import JSONSyntax

/// `textDocument/onTypeFormatting`: the character typed, the position around it (the cursor
/// after it, in the negotiated encoding) and the formatting options.
import LanguageService

struct DocumentOnTypeFormattingParams: DocumentParams {
  var uri: String
  var position: LSPPosition
  /// `ch`: one of the trigger characters the server declared.
  var character: String
  var options: FormattingOptions

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    position = try LSPPosition(json: params["position"])
    guard let character = params["ch"]?.stringValue else {
      throw .invalidParams("missing ch")
    }
    self.character = character
    options = FormattingOptions(json: params["options"])
  }
}
