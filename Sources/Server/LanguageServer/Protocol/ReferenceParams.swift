import JSONSyntax

/// `textDocument/references`: a position and whether the declaration is listed too.
import LanguageService

struct ReferenceParams: DocumentParams {
  var uri: String
  var position: LSPPosition
  /// `context.includeDeclaration` (true when absent).
  var includeDeclaration: Bool

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    position = try LSPPosition(json: params["position"])
    includeDeclaration = params[path: "context", "includeDeclaration"]?.boolValue ?? true
  }
}
