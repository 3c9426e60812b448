import HeaderSpecAnalysis

/// `textDocument/hover`: a key's documentation and default, and for the bar, subviews,
/// keyframes and snapping ranges the numbers from the geometry core, as markdown.
extension Server {
  static func hover(_ document: DocumentSnapshot, _ params: JSONValue) throws(ResponseError)
    -> JSONValue
  {
    guard let spec = document.spec else { return .null }
    let offset = try document.offset(ofPositionIn: params)
    guard
      let hover = HeaderSpecAnalysis.hover(
        in: spec, at: offset, settings: document.settings.analysisSettings)
    else { return .null }
    return ["contents": document.markup(hover.markdown), "range": document.lspRange(hover.range)]
  }
}
