/// LSP's `InlayHint`: a label after `position`, padded on its left.
import LanguageService

struct LSPInlayHint: LSPEncodable {
  var position: LSPPosition
  var label: String
  var tooltip: String?

  var json: JSONValue {
    var result: [(String, JSONValue)] = [
      ("position", position.json), ("label", .string(label)), ("paddingLeft", true),
    ]
    if let tooltip { result.append(("tooltip", .string(tooltip))) }
    return .object(result)
  }
}
