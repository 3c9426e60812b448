import JSONSyntax

/// `codeAction/resolve`: a code action the server sent without its edit, back as the client
/// has it. Its `data` says where it was offered: `uri`, `version`, the UTF-8 `start` and `end`
/// of the request's range and the `kinds` it asked for.
import LanguageService

struct CodeActionResolveParams: DocumentParams {
  /// The action, as sent; the answer is this action with its edit.
  var action: JSONValue
  /// `data.uri`; empty when the action carries no data.
  var uri: String
  var version: Int?
  var range: ByteRange?
  var kinds: [LanguageService.CodeAction.Kind]

  init(json params: JSONValue) throws(ResponseError) {
    guard case .object = params, params["title"]?.stringValue != nil else {
      throw .invalidParams("missing or malformed code action")
    }
    action = params
    uri = params[path: "data", "uri"]?.stringValue ?? ""
    version = params[path: "data", "version"]?.intValue
    if let start = params[path: "data", "start"]?.intValue,
      let end = params[path: "data", "end"]?.intValue, 0 <= start, start <= end
    {
      range = ByteRange(start: start, end: end)
    }
    kinds = (params[path: "data", "kinds"]?.arrayValue ?? []).compactMap {
      $0.stringValue.flatMap(LanguageService.CodeAction.Kind.init(rawValue:))
    }
  }
}
