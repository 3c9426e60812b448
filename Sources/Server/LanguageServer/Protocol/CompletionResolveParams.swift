import JSONSyntax
/// `completionItem/resolve`: a completion item the server sent, back as the client has it.
/// Its `data` (when the server left the documentation out) says where the item was proposed:
/// `uri`, `version` and the UTF-8 `offset` of the request.
import LanguageService

struct CompletionResolveParams: DocumentParams {
  /// The item, as sent; the answer is this item with its documentation.
  var item: JSONValue
  /// `data.uri`; empty when the item carries no data.
  var uri: String
  var version: Int?
  var offset: Int?

  init(json params: JSONValue) throws(ResponseError) {
    guard case .object = params, params["label"]?.stringValue != nil else {
      throw .invalidParams("missing or malformed completion item")
    }
    item = params
    uri = params[path: "data", "uri"]?.stringValue ?? ""
    version = params[path: "data", "version"]?.intValue
    offset = params[path: "data", "offset"]?.intValue
  }
}
