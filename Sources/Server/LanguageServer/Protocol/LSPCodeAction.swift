import JSONSyntax
import LanguageService

/// LSP's `CodeAction` literal: its edit, and the diagnostics it fixes in the shape
/// `publishDiagnostics` sent them. Without an edit it carries the `data` that
/// `codeAction/resolve` reads to compute it (`CodeActionResolveParams`).
struct LSPCodeAction: Encodable, Sendable {
  var title: String
  var kind: String
  var diagnostics: [LSPDiagnostic]
  var isPreferred: Bool
  var edit: LSPWorkspaceEdit?
  var data: JSONValue?

  private enum CodingKeys: String, CodingKey {
    case title, kind, diagnostics, isPreferred, edit, data
  }

  /// `diagnostics` and `isPreferred` only when they say something.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(kind, forKey: .kind)
    if !diagnostics.isEmpty { try container.encode(diagnostics, forKey: .diagnostics) }
    if isPreferred { try container.encode(true, forKey: .isPreferred) }
    try container.encodeIfPresent(edit, forKey: .edit)
    try container.encodeIfPresent(data, forKey: .data)
  }
}
