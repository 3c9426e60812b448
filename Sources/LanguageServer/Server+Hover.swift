import HeaderSpecAnalysis

/// `textDocument/hover`: a key's documentation and default, and for the bar, subviews,
/// keyframes and snapping ranges the numbers from the geometry core, as markdown.
extension Server {
  static func hover(_ document: DocumentSnapshot, _ params: TextDocumentPositionParams)
    -> JSONValue
  {
    guard let spec = document.spec,
      let hover = HeaderSpecAnalysis.hover(
        in: spec, at: document.offset(of: params.position), settings: spec.settings)
    else { return .null }
    return ["contents": document.markup(hover.markdown), "range": document.lspRange(hover.range)]
  }
}
