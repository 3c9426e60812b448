import LanguageService

/// `textDocument/documentColor` and `textDocument/colorPresentation`: `#RRGGBB[AA]` strings as
/// colours, and how a picked colour is written back (quotes included).
extension Server {
  static func documentColor(_ document: DocumentSnapshot, _ params: TextDocumentParams)
    -> [LSPColorInformation]
  {
    guard let spec = document.spec else { return [] }
    return documentColors(in: spec).map { color in
      LSPColorInformation(
        range: document.lspRange(color.range), red: color.red, green: color.green,
        blue: color.blue, alpha: color.alpha)
    }
  }

  static func colorPresentation(
    _ document: DocumentSnapshot, _ params: ColorPresentationParams
  ) -> [LSPColorPresentation] {
    let presentations = colorPresentations(
      red: params.red, green: params.green, blue: params.blue, alpha: params.alpha,
      range: document.byteRange(of: params.range))
    return presentations.map {
      LSPColorPresentation(label: $0.label, textEdit: document.lspTextEdit($0.edit))
    }
  }
}
