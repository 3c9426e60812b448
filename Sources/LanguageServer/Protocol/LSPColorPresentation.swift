/// LSP's `ColorPresentation`: how a picked colour is written, and the edit that writes it.
import LanguageService

struct LSPColorPresentation: Encodable, Sendable {
  var label: String
  var textEdit: LSPTextEdit
}
