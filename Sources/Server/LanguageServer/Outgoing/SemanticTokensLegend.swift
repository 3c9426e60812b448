import LanguageService

/// LSP's `SemanticTokensLegend`, and each `SemanticToken.Role` as an index into its token
/// types and a set of its modifiers. Only LSP 3.17's standard `SemanticTokenTypes` and
/// `SemanticTokenModifiers`, so every theme colours them without configuration. The choices:
///
/// * a subview id is `variable` (the name a `let avatar = UIImageView()` would have):
///   `declaration` in its `id`, plain in a reference, as an editor colours a variable where it
///   is declared and where it is used;
/// * a reference's edge is `property`: `avatar.bottom` reads as the member access it stands
///   for (`avatar.bottomAnchor`);
/// * a subview's `kind` is `type` with `defaultLibrary`: it says what class the view is
///   (`label` is a `UILabel`), one of the built-in ones;
/// * a value of one of the schema's closed lists (a behaviour kind, a weight, an orientation,
///   a severity) is `enumMember`: the schema's `enum` is exactly that;
/// * a device name is `class` with `defaultLibrary`: it names a model, the class of every
///   phone of that model, from the built-in presets (`headerspec devices`), and stands apart
///   from the enum values around it in `supports`;
/// * a diagnostic code is `macro`: a short name that stands for a check defined elsewhere
///   (`headerspec explain HS311` expands it). `property`, what a key would be, is what JSON
///   highlighting already shows; the standard list has no type for a rule or lint.
struct SemanticTokensLegend: Encodable, Sendable {
  var tokenTypes = ["variable", "property", "type", "enumMember", "class", "macro"]
  var tokenModifiers = ["declaration", "defaultLibrary"]

  static let standard = SemanticTokensLegend()

  /// The index of `role`'s token type in `tokenTypes` and the bits of its modifiers (bit i
  /// for `tokenModifiers[i]`).
  static func encoding(of role: SemanticToken.Role) -> (type: Int, modifiers: Int) {
    let declaration = 1
    let defaultLibrary = 2
    switch role {
    case .subviewDefinition: return (0, declaration)
    case .subviewReference: return (0, 0)
    case .edge: return (1, 0)
    case .subviewKind: return (2, defaultLibrary)
    case .enumValue: return (3, 0)
    case .device: return (4, defaultLibrary)
    case .diagnosticCode: return (5, 0)
    }
  }
}
