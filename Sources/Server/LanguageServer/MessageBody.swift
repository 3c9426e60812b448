import JSONSyntax

/// A message body read as JSON, as long as it is syntactically JSON: also when it holds what a
/// `JSONValue` cannot carry exactly, so that a request with such params still gets an answer
/// for its id instead of a parse error with id null (which the client cannot match to anything).
///
/// Two things are syntactically JSON but not representable: a number beyond a `Double`'s range
/// (`1e400`, read as +-infinity) and containers nested deeper than the parser's limit (512; the
/// deeper part reads as null). `unrepresentable` says which, for the error the server answers.
public struct MessageBody: Sendable {
  public var value: JSONValue
  /// Why `value` is not exactly what was sent; nil when it is.
  public var unrepresentable: String?

  /// Nil unless `bytes` is one JSON value in well-formed UTF-8 (a duplicate key is accepted,
  /// the first occurrence wins). O(n).
  public init?(utf8 bytes: [UInt8]) {
    let tree = SyntaxTree(bytes: bytes)
    guard let root = tree.root else { return nil }
    var reasons: [String] = []
    for error in tree.errors where error.code.severity == .error {
      switch error.code {
      case .numberOutOfRange:
        reasons.append("a number is beyond the range of a 64-bit floating point value")
      case .nestingTooDeep:
        reasons.append("the message nests deeper than 512 levels")
      default:
        return nil
      }
    }
    value = JSONValue(node: root, in: tree)
    unrepresentable = reasons.first
  }
}
