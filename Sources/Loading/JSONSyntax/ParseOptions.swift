/// How strict the parser is. Plain RFC 8259 JSON by default.
public struct ParseOptions: Hashable, Sendable {
  /// Accept `// line` and `/* block */` comments without errors.
  public var allowsComments: Bool
  /// Accept a comma before `}` or `]` without an error.
  public var allowsTrailingCommas: Bool
  /// The deepest nesting of objects and arrays kept in the tree; a container deeper than this
  /// is reported (`nestingTooDeep`) and skipped as one childless node.
  public var maximumDepth: Int

  public init(
    allowsComments: Bool = false, allowsTrailingCommas: Bool = false, maximumDepth: Int = 512
  ) {
    self.allowsComments = allowsComments
    self.allowsTrailingCommas = allowsTrailingCommas
    self.maximumDepth = maximumDepth
  }

  /// RFC 8259 JSON.
  public static let json = ParseOptions()
  /// JSON with comments and trailing commas, as VS Code's `jsonc`.
  public static let jsonc = ParseOptions(allowsComments: true, allowsTrailingCommas: true)
}
