import JSONSyntax

/// `textDocument/rename`: a position and the new name.
import LanguageService

struct RenameParams: DocumentParams {
  var uri: String
  var position: LSPPosition
  var newName: String

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    position = try LSPPosition(json: params["position"])
    guard let newName = params["newName"]?.stringValue else {
      throw .invalidParams("missing newName")
    }
    self.newName = newName
  }
}
