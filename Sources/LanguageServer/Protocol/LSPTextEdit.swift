/// LSP's `TextEdit`: replace `range` by `newText`.
import LanguageService

struct LSPTextEdit: Encodable, Sendable {
  var range: LSPRange
  var newText: String
}
