/// LSP's `TextEdit`: replace `range` by `newText`.
import LanguageService

struct LSPTextEdit: LSPEncodable {
  var range: LSPRange
  var newText: String

  var json: JSONValue { ["range": range.json, "newText": .string(newText)] }
}
