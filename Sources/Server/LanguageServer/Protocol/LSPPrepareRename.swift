import LanguageService

/// The result of `textDocument/prepareRename`: the range to rename and its current text.
struct LSPPrepareRename: Encodable, Sendable {
  var range: LSPRange
  var placeholder: String
}
