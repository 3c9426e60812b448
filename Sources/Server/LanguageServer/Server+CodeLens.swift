import JSONSyntax
import LanguageService

/// `textDocument/codeLens`: "Preview" above the bar, "Play fling" above the behaviour, each
/// subview's visibility spans above it (`LanguageService.codeLenses`); each runs
/// `headerspec.showPreview` (`Server+ExecuteCommand.swift`) with `[uri]`, `[uri, "fling"]` or
/// `[uri, progress]`; in an events file, "Simulate N events" above its `events` key, with
/// `[uri, "events"]`.
extension Server {
  static func codeLens(_ document: DocumentSnapshot, _ params: TextDocumentParams)
    -> [LSPCodeLens]?
  {
    let lenses: [CodeLens]
    if let events = document.events {
      lenses = codeLenses(in: events.check.document, records: events.check.records)
    } else if let spec = document.spec {
      lenses = codeLenses(in: spec)
    } else {
      return nil
    }
    return lenses.map { lens in
      var arguments: [JSONValue] = [.string(document.uri)]
      switch lens.action {
      case .preview(let progress?): arguments.append(.number(progress))
      case .preview(nil): break
      case .playFling: arguments.append("fling")
      case .replayEvents: arguments.append("events")
      }
      return LSPCodeLens(
        range: document.lspRange(lens.range), title: lens.title,
        command: ExecuteCommandParams.showPreview, arguments: arguments)
    }
  }
}
