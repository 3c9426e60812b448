import LanguageService

/// LSP's `TextEdit`: replace `range` by `newText`.
struct LSPTextEdit: Encodable, Sendable {
  var range: LSPRange
  var newText: String
}
