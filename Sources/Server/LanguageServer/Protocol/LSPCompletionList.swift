import LanguageService

/// LSP's `CompletionList`.
struct LSPCompletionList: Encodable, Sendable {
  var isIncomplete: Bool
  var items: [LSPCompletionItem]
}
