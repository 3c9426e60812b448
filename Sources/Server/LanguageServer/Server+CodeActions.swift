import JSONSyntax
import LanguageService
import SpecAnalysis

/// `textDocument/codeAction`: quick fixes (linked to the diagnostics they fix, the preferred
/// one marked) and the snapping refactors, each with a `WorkspaceEdit` in the client's shape;
/// `source.sortKeys` when some object's keys are out of the schema's order (without
/// `context.only`, or when it asks for `source`); and, only when `context.only` asks for it
/// (`source`, `source.fixAll`, as an editor does on save), `source.fixAll`: one action that
/// applies exactly what `headerspec check --fix` would.
///
/// The fixes are recomputed from the analysed `SpecDocument` of the request's version (the same
/// diagnostics the server published), not read back from the client's `context.diagnostics`:
/// so they can never apply to another version of the text. A client that resolves edits gets
/// the actions without them (`Server+CodeActionResolve.swift`).
extension Server {
  static func codeAction(_ document: DocumentSnapshot, _ params: CodeActionParams)
    -> [LSPCodeAction]?
  {
    guard let spec = document.spec, document.client.codeActionLiterals else { return nil }
    let range = document.byteRange(of: params.range)
    let kinds = LanguageService.CodeAction.Kind.allCases.filter { kind in
      guard let only = params.only else { return kind != .sourceFixAll }
      return only.contains { kind.rawValue.hasPrefix($0) }
    }
    let actions = codeActions(
      in: spec, range: range, diagnostics: spec.diagnostics, kinds: Set(kinds))
    guard document.client.resolvesCodeActionEdits else {
      return actions.map { lspCodeAction($0, document) }
    }
    let data: JSONValue = [
      "uri": .string(document.uri), "version": .number(Double(document.version)),
      "start": .number(Double(range.start)), "end": .number(Double(range.end)),
      "kinds": .array(kinds.map { .string($0.rawValue) }),
    ]
    return actions.map { lspCodeAction($0, document, resolveData: data) }
  }

  /// The kinds advertised in `codeActionProvider`.
  static let codeActionKinds: [LanguageService.CodeAction.Kind] = [
    .quickFix, .refactor, .sourceFixAll, .sourceSortKeys,
  ]

  /// With `resolveData`, the action leaves its edit out and carries that data instead, for
  /// `codeAction/resolve`.
  static func lspCodeAction(
    _ action: LanguageService.CodeAction, _ document: DocumentSnapshot,
    resolveData: JSONValue? = nil
  ) -> LSPCodeAction {
    LSPCodeAction(
      title: action.title, kind: action.kind.rawValue,
      diagnostics: action.diagnostics.map(document.lspDiagnostic),
      isPreferred: action.isPreferred,
      edit: resolveData == nil ? document.workspaceEdit(action.edits) : nil, data: resolveData)
  }
}
