import LanguageService

/// LSP's `ColorPresentation`: how a picked colour is written, and the edit that writes it.
struct LSPColorPresentation: Encodable, Sendable {
  var label: String
  var textEdit: LSPTextEdit
}
