import JSONSyntax
import LanguageService
import SpecAnalysis

/// `codeAction/resolve`: the edit a code action left out (for clients that resolve it,
/// `ClientFeatures.resolvesCodeActionEdits`), so that the list of actions a cursor move asks
/// for carries titles only. The action's `data` names the document, its version, the range
/// and the kinds of the request; the actions there are computed again and the one with the
/// same title and kind gives its edit. An action without data, or for another version or a
/// closed document, comes back as it was (without an edit, so a client applies nothing).
extension Server {
  func codeActionResolve(
    _ reply: Reply<CodeActionResolveRequest>, _ params: CodeActionResolveParams
  ) {
    guard !params.uri.isEmpty, params.version != nil, params.range != nil else {
      return send(reply, .success(params.action))
    }
    documentRequest(reply, params, empty: params.action, Server.resolvedCodeAction)
  }

  static func resolvedCodeAction(_ document: DocumentSnapshot, _ params: CodeActionResolveParams)
    -> JSONValue
  {
    guard let spec = document.spec, document.version == params.version,
      let range = params.range, range.end <= spec.syntax.bytes.count,
      case .object(var members) = params.action,
      let title = params.action["title"]?.stringValue
    else { return params.action }
    let kind = params.action["kind"]?.stringValue
    let actions = codeActions(
      in: spec, range: range, diagnostics: spec.diagnostics, kinds: Set(params.kinds))
    guard let action = actions.first(where: { $0.title == title && $0.kind.rawValue == kind })
    else { return params.action }
    let edit = Server.encode(document.workspaceEdit(action.edits))
    guard case .success(let value) = edit else { return params.action }
    members.removeAll { $0.0 == "edit" }
    members.append(("edit", value))
    return .object(members)
  }
}
