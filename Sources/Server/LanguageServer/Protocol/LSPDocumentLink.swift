import LanguageService

/// LSP's `DocumentLink`: `range` opens `target` (a URI) when followed.
struct LSPDocumentLink: Encodable, Sendable {
  var range: LSPRange
  var target: String
  var tooltip: String
}
