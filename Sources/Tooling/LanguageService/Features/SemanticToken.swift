import JSONSyntax

/// A name inside a string that JSON highlighting shows as one more string, with what it names:
/// the semantic tokens of a document (`semanticTokens(in:)`). Editor words: the server maps
/// each role to an LSP token type and modifiers (its legend).
public struct SemanticToken: Hashable, Sendable {
  /// What the name is.
  public enum Role: Hashable, Sendable, CaseIterable {
    /// A subview's `id` value, where the id is defined.
    case subviewDefinition
    /// The id part of an anchor reference's `"to"` (`avatar` in `"avatar.bottom"`).
    case subviewReference
    /// The edge part of an anchor reference's `"to"` (`bottom` in `"avatar.bottom"`), when
    /// it names an edge.
    case edge
    /// A subview's `kind` (`label`, `image`, ...): what the subview is.
    case subviewKind
    /// A value from one of the schema's closed lists: the behaviour's `kind`, `displayMode`,
    /// a font's `weight` and `textStyle`, the orientations, content sizes and layout
    /// directions of `supports`, a severity in `severityOverrides`.
    case enumValue
    /// A device preset's name (`supports.devices`, a configuration's `environment.device`).
    case device
    /// A diagnostic code as a key of a project configuration's `severityOverrides`.
    case diagnosticCode
  }

  /// The name's UTF-8 bytes: inside the string's quotes, on one line.
  public var range: ByteRange
  public var role: Role

  public init(range: ByteRange, role: Role) {
    self.range = range
    self.role = role
  }
}
