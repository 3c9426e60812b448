/// LSP's `CompletionList`.
import LanguageService

struct LSPCompletionList: LSPEncodable {
  var isIncomplete: Bool
  var items: [LSPCompletionItem]

  var json: JSONValue { ["isIncomplete": .bool(isIncomplete), "items": items.json] }
}
