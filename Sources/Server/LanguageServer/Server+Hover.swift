import LanguageService

/// `textDocument/hover`: a key's documentation and default, and for the bar, subviews,
/// keyframes and snapping ranges the numbers from the geometry core, as markdown; in an events
/// file, a key's documentation, the spec's path and each event's record.
extension Server {
  static func hover(_ document: DocumentSnapshot, _ params: TextDocumentPositionParams)
    -> LSPHover?
  {
    if let events = document.events {
      guard
        let hover = LanguageService.hover(
          in: events.check.document, records: events.check.records, specPath: events.specPath,
          at: document.offset(of: params.position))
      else { return nil }
      return LSPHover(
        markdown: document.client.markdownHover, value: hover.markdown,
        range: document.lspRange(hover.range))
    }
    guard let spec = document.spec,
      let hover = LanguageService.hover(
        in: spec, at: document.offset(of: params.position), settings: spec.settings)
    else { return nil }
    return LSPHover(
      markdown: document.client.markdownHover, value: hover.markdown,
      range: document.lspRange(hover.range))
  }
}
