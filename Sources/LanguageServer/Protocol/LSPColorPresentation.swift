/// LSP's `ColorPresentation`: how a picked colour is written, and the edit that writes it.
import LanguageService

struct LSPColorPresentation: LSPEncodable {
  var label: String
  var textEdit: LSPTextEdit

  var json: JSONValue { ["label": .string(label), "textEdit": textEdit.json] }
}
