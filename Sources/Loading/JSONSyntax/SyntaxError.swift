/// One problem found while parsing, with the bytes it is about.
///
/// A zero-width problem (a missing comma, colon or value) is reported on the token before the
/// place where something is missing, so that it is visible in an editor.
public struct SyntaxError: Hashable, Sendable, CustomStringConvertible {
  /// The stable code.
  public var code: SyntaxErrorCode
  /// The UTF-8 byte range the error is about.
  public var range: ByteRange
  /// A sentence for people; wording may change, `code` does not.
  public var message: String

  public init(code: SyntaxErrorCode, range: ByteRange, message: String) {
    self.code = code
    self.range = range
    self.message = message
  }

  public var description: String { "\(range.start)..<\(range.end) \(code.rawValue): \(message)" }
}
