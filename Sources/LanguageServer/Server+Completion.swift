import HeaderSpecAnalysis
import JSONSyntax

/// `textDocument/completion`: the analysis layer's items as LSP `CompletionItem`s, snippets
/// only for clients with `snippetSupport` (the others get the same JSON with default values),
/// and the comma the previous member lacks as an additional text edit.
extension Server {
  static func completion(_ document: DocumentSnapshot, _ params: TextDocumentPositionParams)
    -> JSONValue
  {
    guard let spec = document.spec else { return .null }
    let list = completions(
      in: spec, at: document.offset(of: params.position), settings: spec.settings,
      snippets: document.client.snippets)
    return [
      "isIncomplete": .bool(list.isIncomplete),
      "items": .array(list.items.map { lspCompletionItem($0, document, bytes: spec.syntax.bytes) }),
    ]
  }

  /// One LSP `CompletionItem`. Its `filterText` starts with the quote when the replaced text
  /// does, so that editors filtering by the typed prefix (`"ba`) still match `bar`.
  static func lspCompletionItem(
    _ item: HeaderSpecAnalysis.CompletionItem, _ document: DocumentSnapshot, bytes: [UInt8]
  ) -> JSONValue {
    var result: [(String, JSONValue)] = [
      ("label", .string(item.label)), ("kind", .int(completionKind(item.kind))),
    ]
    if let detail = item.detail { result.append(("detail", .string(detail))) }
    if let documentation = item.documentation {
      result.append(("documentation", ["kind": "markdown", "value": .string(documentation)]))
    }
    if item.range.start < bytes.count, bytes[item.range.start] == UInt8(ascii: "\""),
      !item.label.hasPrefix("\"")
    {
      result.append(("filterText", .string("\"\(item.label)\"")))
    }
    if !item.sortText.isEmpty { result.append(("sortText", .string(item.sortText))) }
    result.append(("insertTextFormat", .int(item.isSnippet && document.client.snippets ? 2 : 1)))
    result.append(
      ("textEdit", document.lspTextEdit(TextEdit(range: item.range, newText: item.insertText))))
    if !item.additionalEdits.isEmpty {
      result.append(("additionalTextEdits", document.lspTextEdits(item.additionalEdits)))
    }
    return .object(result)
  }

  /// LSP's `CompletionItemKind`: Property 10, Value 12, Snippet 15.
  static func completionKind(_ kind: HeaderSpecAnalysis.CompletionItem.Kind) -> Int {
    switch kind {
    case .property: 10
    case .value: 12
    case .snippet: 15
    }
  }
}
