import JSONSyntax
import LanguageService
import SpecAnalysis
import SpecConfiguration

/// `textDocument/completion`: the analysis layer's items as LSP `CompletionItem`s, snippets
/// only for clients with `snippetSupport` (the others get the same JSON with default values),
/// and the comma the previous member lacks as an additional text edit. In an open
/// `.headerspec.json`, the names of its `supports` and `environment`
/// (`completions(inConfiguration:at:)`), their documentation in the list.
extension Server {
  static func completion(_ document: DocumentSnapshot, _ params: TextDocumentPositionParams)
    -> LSPCompletionList?
  {
    if document.isEvents { return eventsCompletion(document, params) }
    let offset = document.offset(of: params.position)
    guard let spec = document.spec else {
      guard document.uri.hasSuffix("/" + ProjectConfiguration.fileName) else { return nil }
      let bytes = document.lineIndex.bytes
      let list = completions(inConfiguration: bytes, at: offset)
      return LSPCompletionList(
        isIncomplete: list.isIncomplete,
        items: list.items.map { lspCompletionItem($0, document, bytes: bytes) })
    }
    let list = completions(
      in: spec, at: offset, settings: spec.settings, snippets: document.client.snippets)
    let resolveData: JSONValue? =
      document.client.resolvesCompletionDocumentation
      ? [
        "uri": .string(document.uri), "version": .number(Double(document.version)),
        "offset": .number(Double(offset)),
      ] : nil
    return LSPCompletionList(
      isIncomplete: list.isIncomplete,
      items: list.items.map {
        lspCompletionItem($0, document, bytes: spec.syntax.bytes, resolveData: resolveData)
      })
  }

  /// Completion in an events file, from its own text (the replay is not needed), with the
  /// documentation in the items.
  static func eventsCompletion(_ document: DocumentSnapshot, _ params: TextDocumentPositionParams)
    -> LSPCompletionList
  {
    let events =
      document.events?.check.document
      ?? EventsDocument(bytes: document.lineIndex.bytes, contentInsetTop: 0)
    let list = completions(
      in: events, at: document.offset(of: params.position), snippets: document.client.snippets)
    return LSPCompletionList(
      isIncomplete: list.isIncomplete,
      items: list.items.map { lspCompletionItem($0, document, bytes: events.syntax.bytes) })
  }

  /// One LSP `CompletionItem`. Its `filterText` starts with the quote when the replaced text
  /// does, so that editors filtering by the typed prefix (`"ba`) still match `bar`.
  /// With `resolveData`, an item with documentation leaves it out and carries that data
  /// instead, for `completionItem/resolve`.
  static func lspCompletionItem(
    _ item: LanguageService.CompletionItem, _ document: DocumentSnapshot, bytes: [UInt8],
    resolveData: JSONValue? = nil
  ) -> LSPCompletionItem {
    let deferred = resolveData != nil && item.documentation != nil
    let quoted =
      item.range.start < bytes.count && bytes[item.range.start] == UInt8(ascii: "\"")
      && !item.label.hasPrefix("\"")
    return LSPCompletionItem(
      label: item.label, kind: completionKind(item.kind), detail: item.detail,
      documentation: deferred ? nil : item.documentation,
      filterText: quoted ? "\"\(item.label)\"" : nil,
      sortText: item.sortText.isEmpty ? nil : item.sortText,
      isSnippet: item.isSnippet && document.client.snippets,
      textEdit: document.lspTextEdit(TextEdit(range: item.range, newText: item.insertText)),
      additionalTextEdits: item.additionalEdits.map(document.lspTextEdit),
      data: deferred ? resolveData : nil)
  }

  /// LSP's `CompletionItemKind`: Property 10, Value 12, Snippet 15.
  static func completionKind(_ kind: LanguageService.CompletionItem.Kind) -> Int {
    switch kind {
    case .property: 10
    case .value: 12
    case .snippet: 15
    }
  }
}
