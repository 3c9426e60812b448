/// The result of `textDocument/hover`: `MarkupContent` (markdown, or plain text for clients
/// that show only that) and the range it is about.
import LanguageService

struct LSPHover: LSPEncodable {
  var markdown: Bool
  var value: String
  var range: LSPRange

  var json: JSONValue {
    [
      "contents": ["kind": markdown ? "markdown" : "plaintext", "value": .string(value)],
      "range": range.json,
    ]
  }
}
