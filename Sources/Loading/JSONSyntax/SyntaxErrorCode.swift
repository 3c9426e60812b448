/// What a syntax error is about. The raw values are stable: layers above map them to their own
/// diagnostic codes and tests compare them, so never rename one.
public enum SyntaxErrorCode: String, Sendable, CaseIterable {
  /// A character or word that cannot start a JSON token here (`tru`, `NaN`, `'a'`, `#`).
  case unexpectedCharacter = "unexpected-character"
  /// A token that is valid JSON but not allowed at this place (`:` in an array, `]` after `{`).
  case unexpectedToken = "unexpected-token"
  /// A value is needed (after a colon, after a comma in an array, or for the whole document).
  case missingValue = "missing-value"
  /// Two members or elements follow each other without a comma.
  case missingComma = "missing-comma"
  /// A property name is not followed by a colon.
  case missingColon = "missing-colon"
  /// A property name is missing or is not a string in double quotes.
  case propertyNameExpected = "property-name-expected"
  /// A comma before `}` or `]` (allowed by `ParseOptions.allowsTrailingCommas`).
  case trailingComma = "trailing-comma"
  /// An object or array that is not closed before the end of the document.
  case unclosedContainer = "unclosed-container"
  /// A string without its closing quote on the same line.
  case unterminatedString = "unterminated-string"
  /// A backslash escape that JSON does not define (`\x`, `\u12`).
  case invalidEscape = "invalid-escape"
  /// A raw control character (U+0000 ..< U+0020) inside a string.
  case controlCharacterInString = "control-character-in-string"
  /// A number that does not follow JSON's grammar (`01`, `1.`, `.5`, `+1`, `1e`).
  case invalidNumber = "invalid-number"
  /// A number too large for a `Double` (`1e400`).
  case numberOutOfRange = "number-out-of-range"
  /// A comment, when `ParseOptions.allowsComments` is off.
  case commentNotAllowed = "comment-not-allowed"
  /// A block comment without its closing `*/`.
  case unterminatedComment = "unterminated-comment"
  /// The same property name twice in one object; reported on both occurrences.
  case duplicateKey = "duplicate-key"
  /// Bytes that are not well-formed UTF-8.
  case invalidUTF8 = "invalid-utf8"
  /// A UTF-8 byte order mark at the start of the document.
  case byteOrderMark = "byte-order-mark"
  /// Anything but whitespace after the root value.
  case contentAfterRoot = "content-after-root"
  /// Containers nested deeper than `ParseOptions.maximumDepth`; the deeper part is skipped.
  case nestingTooDeep = "nesting-too-deep"

  /// How bad a problem is. Everything is an error except a duplicate key, which RFC 8259
  /// allows ("names SHOULD be unique") but which a reader of the document never means.
  public enum Severity: String, Sendable {
    case error, warning
  }

  public var severity: Severity { self == .duplicateKey ? .warning : .error }
}
