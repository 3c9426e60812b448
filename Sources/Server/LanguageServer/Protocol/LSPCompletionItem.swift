import JSONSyntax
import LanguageService

/// LSP's `CompletionItem`, as the server fills it: always a `textEdit`, the snippet format only
/// for clients with `snippetSupport`.
struct LSPCompletionItem: Encodable, Sendable {
  var label: String
  /// `CompletionItemKind`: Property 10, Value 12, Snippet 15.
  var kind: Int
  var detail: String?
  /// Markdown.
  var documentation: String?
  var filterText: String?
  var sortText: String?
  var isSnippet: Bool
  var textEdit: LSPTextEdit
  var additionalTextEdits: [LSPTextEdit]
  /// Where the item was proposed, for `completionItem/resolve` (`CompletionResolveParams`).
  var data: JSONValue?

  private enum CodingKeys: String, CodingKey {
    case label, kind, detail, documentation, filterText, sortText, insertTextFormat, textEdit
    case additionalTextEdits, data
  }

  private enum MarkupKeys: String, CodingKey { case kind, value }

  /// The optional properties only when present; `insertTextFormat` 2 for a snippet, else 1.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(label, forKey: .label)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(detail, forKey: .detail)
    if let documentation {
      var markup = container.nestedContainer(keyedBy: MarkupKeys.self, forKey: .documentation)
      try markup.encode("markdown", forKey: .kind)
      try markup.encode(documentation, forKey: .value)
    }
    try container.encodeIfPresent(filterText, forKey: .filterText)
    try container.encodeIfPresent(sortText, forKey: .sortText)
    try container.encode(isSnippet ? 2 : 1, forKey: .insertTextFormat)
    try container.encode(textEdit, forKey: .textEdit)
    if !additionalTextEdits.isEmpty {
      try container.encode(additionalTextEdits, forKey: .additionalTextEdits)
    }
    try container.encodeIfPresent(data, forKey: .data)
  }
}
