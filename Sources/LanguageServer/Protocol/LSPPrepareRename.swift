/// The result of `textDocument/prepareRename`: the range to rename and its current text.
import LanguageService

struct LSPPrepareRename: LSPEncodable {
  var range: LSPRange
  var placeholder: String

  var json: JSONValue { ["range": range.json, "placeholder": .string(placeholder)] }
}
