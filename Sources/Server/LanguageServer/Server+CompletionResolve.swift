import JSONSyntax
import LanguageService

/// `completionItem/resolve`: the documentation a completion item left out (for clients that
/// resolve it, `ClientFeatures.resolvesCompletionDocumentation`), so the list carries only
/// what the client shows in it. The item's `data` names the document, its version and the
/// offset of the request; the completions there are computed again and the item with the same
/// label and kind gives its documentation. An item without data, or for another version or a
/// closed document, comes back as it was.
extension Server {
  func completionResolve(
    _ reply: Reply<CompletionResolveRequest>, _ params: CompletionResolveParams
  ) {
    guard !params.uri.isEmpty, params.version != nil, params.offset != nil else {
      return send(reply, .success(params.item))
    }
    documentRequest(
      reply, params, stage: .model, empty: params.item, Server.resolvedCompletion)
  }

  static func resolvedCompletion(_ document: DocumentSnapshot, _ params: CompletionResolveParams)
    -> JSONValue
  {
    guard let spec = document.spec, document.version == params.version,
      let offset = params.offset, offset >= 0, offset <= spec.syntax.bytes.count,
      case .object(var members) = params.item,
      let label = params.item["label"]?.stringValue
    else { return params.item }
    let kind = params.item["kind"]?.intValue
    let list = completions(
      in: spec, at: offset, settings: spec.settings, snippets: document.client.snippets)
    guard
      let documentation = list.items.first(where: {
        $0.label == label && completionKind($0.kind) == kind
      })?.documentation
    else { return params.item }
    members.removeAll { $0.0 == "documentation" }
    members.append(("documentation", ["kind": "markdown", "value": .string(documentation)]))
    return .object(members)
  }
}
