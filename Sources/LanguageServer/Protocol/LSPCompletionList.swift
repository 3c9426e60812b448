/// LSP's `CompletionList`.
import LanguageService

struct LSPCompletionList: Encodable, Sendable {
  var isIncomplete: Bool
  var items: [LSPCompletionItem]
}
