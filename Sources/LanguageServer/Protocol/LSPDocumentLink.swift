/// LSP's `DocumentLink`: `range` opens `target` (a URI) when followed.
import LanguageService

struct LSPDocumentLink: LSPEncodable {
  var range: LSPRange
  var target: String
  var tooltip: String

  var json: JSONValue {
    ["range": range.json, "target": .string(target), "tooltip": .string(tooltip)]
  }
}
