import HeaderSpecAnalysis

/// `textDocument/documentColor` and `textDocument/colorPresentation`: `#RRGGBB[AA]` strings as
/// colours, and how a picked colour is written back (quotes included).
extension Server {
  static func documentColor(_ document: DocumentSnapshot, _ params: TextDocumentParams)
    -> JSONValue
  {
    guard let spec = document.spec else { return [] }
    return .array(
      documentColors(in: spec).map { color in
        [
          "range": document.lspRange(color.range),
          "color": [
            "red": .number(color.red), "green": .number(color.green), "blue": .number(color.blue),
            "alpha": .number(color.alpha),
          ],
        ]
      })
  }

  static func colorPresentation(
    _ document: DocumentSnapshot, _ params: ColorPresentationParams
  ) -> JSONValue {
    let presentations = colorPresentations(
      red: params.red, green: params.green, blue: params.blue, alpha: params.alpha,
      range: document.byteRange(of: params.range))
    return .array(
      presentations.map {
        ["label": .string($0.label), "textEdit": document.lspTextEdit($0.edit)]
      })
  }
}
