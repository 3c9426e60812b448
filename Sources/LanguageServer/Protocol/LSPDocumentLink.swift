/// LSP's `DocumentLink`: `range` opens `target` (a URI) when followed.
import LanguageService

struct LSPDocumentLink: Encodable, Sendable {
  var range: LSPRange
  var target: String
  var tooltip: String
}
