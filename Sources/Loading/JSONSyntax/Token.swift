/// One token of a document, trivia included: the tokens of a document, in order, cover every
/// byte of it exactly once.
public struct Token: Hashable, Sendable {
  /// What the token is.
  public enum Kind: UInt8, Sendable {
    case leftBrace, rightBrace, leftBracket, rightBracket, colon, comma
    case string, number
    case trueLiteral, falseLiteral, nullLiteral
    /// A run of characters that is no JSON token (`tru`, `NaN`, `'a'`, invalid UTF-8).
    case word
    case whitespace, lineComment, blockComment, byteOrderMark
    /// The zero-width token at the end; never part of `SyntaxTree.tokens`.
    case endOfInput

    /// Whitespace, comments and the byte order mark.
    public var isTrivia: Bool { self.rawValue >= Kind.whitespace.rawValue && self != .endOfInput }
  }

  public var kind: Kind
  /// The UTF-8 bytes of the token.
  public var range: ByteRange
  /// For strings: the token contains a backslash escape. For strings and block comments: the
  /// closing delimiter is missing. For numbers: the number is invalid or out of range.
  public var flags: Flags

  public init(kind: Kind, range: ByteRange, flags: Flags = []) {
    self.kind = kind
    self.range = range
    self.flags = flags
  }

  /// Facts about a token's text that the parser and the tree keep.
  public struct Flags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A string contains at least one backslash escape, so its value must be decoded.
    public static let hasEscapes = Flags(rawValue: 1 << 0)
    /// A string or block comment lacks its closing delimiter.
    public static let unterminated = Flags(rawValue: 1 << 1)
    /// A number or word is reported as an error.
    public static let invalid = Flags(rawValue: 1 << 2)
  }
}
