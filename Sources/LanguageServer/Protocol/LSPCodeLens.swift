/// LSP's `CodeLens` with its `Command`: `title` shown above `range`'s line; a click sends
/// `workspace/executeCommand` with `command` and `arguments`.
import LanguageService

struct LSPCodeLens: LSPEncodable {
  var range: LSPRange
  var title: String
  var command: String
  var arguments: [JSONValue]

  var json: JSONValue {
    [
      "range": range.json,
      "command": [
        "title": .string(title), "command": .string(command), "arguments": .array(arguments),
      ],
    ]
  }
}
