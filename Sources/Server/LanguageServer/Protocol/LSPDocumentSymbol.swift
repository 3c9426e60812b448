import JSONSyntax
import LanguageService

/// LSP's `DocumentSymbol`: one entry of the outline tree.
struct LSPDocumentSymbol: Encodable, Sendable {
  var name: String
  var detail: String?
  /// LSP's `SymbolKind`.
  var kind: Int
  var range: LSPRange
  var selectionRange: LSPRange
  /// Nil (left out) for a leaf.
  var children: [LSPDocumentSymbol]?
}
