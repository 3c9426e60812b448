/// LSP's `CompletionItem`, as the server fills it: always a `textEdit`, the snippet format only
/// for clients with `snippetSupport`.
import LanguageService

struct LSPCompletionItem: LSPEncodable {
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

  var json: JSONValue {
    var result: [(String, JSONValue)] = [("label", .string(label)), ("kind", .int(kind))]
    if let detail { result.append(("detail", .string(detail))) }
    if let documentation {
      result.append(("documentation", ["kind": "markdown", "value": .string(documentation)]))
    }
    if let filterText { result.append(("filterText", .string(filterText))) }
    if let sortText { result.append(("sortText", .string(sortText))) }
    result.append(("insertTextFormat", .int(isSnippet ? 2 : 1)))
    result.append(("textEdit", textEdit.json))
    if !additionalTextEdits.isEmpty {
      result.append(("additionalTextEdits", additionalTextEdits.json))
    }
    return .object(result)
  }
}
