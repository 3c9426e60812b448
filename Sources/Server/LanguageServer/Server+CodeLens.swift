import JSONSyntax
import LanguageService

/// `textDocument/codeLens`: "Preview" above the bar, "Play fling" above the behaviour, each
/// subview's visibility spans above it (`LanguageService.codeLenses`); each runs
/// `headerspec.showPreview` (`Server+ExecuteCommand.swift`) with `[uri]`, `[uri, "fling"]` or
/// `[uri, progress]`.
extension Server {
  static func codeLens(_ document: DocumentSnapshot, _ params: TextDocumentParams)
    -> [LSPCodeLens]?
  {
    guard let spec = document.spec else { return nil }
    return codeLenses(in: spec).map { lens in
      var arguments: [JSONValue] = [.string(document.uri)]
      switch lens.action {
      case .preview(let progress?): arguments.append(.number(progress))
      case .preview(nil): break
      case .playFling: arguments.append("fling")
      }
      return LSPCodeLens(
        range: document.lspRange(lens.range), title: lens.title,
        command: ExecuteCommandParams.showPreview, arguments: arguments)
    }
  }
}
