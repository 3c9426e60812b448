import JSONSyntax

/// A document and a position in it: `hover` and `completion`.
import LanguageService

struct TextDocumentPositionParams: DocumentParams {
  var uri: String
  var position: LSPPosition

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    position = try LSPPosition(json: params["position"])
  }
}
