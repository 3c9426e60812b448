import LanguageService

/// LSP's `CodeAction` literal: its edit, and the diagnostics it fixes in the shape
/// `publishDiagnostics` sent them.
struct LSPCodeAction: Encodable, Sendable {
  var title: String
  var kind: String
  var diagnostics: [LSPDiagnostic]
  var isPreferred: Bool
  var edit: LSPWorkspaceEdit

  private enum CodingKeys: String, CodingKey { case title, kind, diagnostics, isPreferred, edit }

  /// `diagnostics` and `isPreferred` only when they say something.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(kind, forKey: .kind)
    if !diagnostics.isEmpty { try container.encode(diagnostics, forKey: .diagnostics) }
    if isPreferred { try container.encode(true, forKey: .isPreferred) }
    try container.encode(edit, forKey: .edit)
  }
}
