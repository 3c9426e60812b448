/// A compiled `pattern` (ECMA-262 semantics, searched anywhere in the string unless anchored).
/// The schema's two patterns (colours and ids) are matched by hand, byte by byte, because
/// the standard library's `Regex` costs microseconds per match and a 10 MB spec has a hundred
/// thousand ids; any other pattern falls back to `Regex`. A test checks the two agree.
public enum PatternMatcher: Hashable, Sendable {
  /// `^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$`
  case hexColor
  /// `^[A-Za-z_][A-Za-z0-9_-]*$`
  case identifier
  /// Any other pattern, matched with the standard library's `Regex`.
  case regex(String)

  public static let hexColorPattern = "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
  public static let identifierPattern = "^[A-Za-z_][A-Za-z0-9_-]*$"

  public init(pattern: String) {
    switch pattern {
    case Self.hexColorPattern: self = .hexColor
    case Self.identifierPattern: self = .identifier
    default: self = .regex(pattern)
    }
  }

  /// Whether `text` matches.
  public func matches(_ text: String) -> Bool {
    switch self {
    case .hexColor:
      let bytes = text.utf8
      guard bytes.count == 7 || bytes.count == 9, bytes.first == UInt8(ascii: "#") else {
        return false
      }
      return bytes.dropFirst().allSatisfy(Self.isHexDigit)
    case .identifier:
      guard let first = text.utf8.first, first == UInt8(ascii: "_") || Self.isLetter(first) else {
        return false
      }
      return text.utf8.dropFirst().allSatisfy {
        Self.isLetter($0) || Self.isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
      }
    case .regex(let pattern):
      guard let regex = try? Regex(pattern) else { return true }
      return (try? regex.firstMatch(in: text)) != nil
    }
  }

  /// Says what a matching string looks like, for messages.
  var expectation: String {
    switch self {
    case .hexColor: "a colour written #RRGGBB or #RRGGBBAA (hexadecimal digits)"
    case .identifier:
      "an id: a letter or _ first, then letters, digits, _ or - (no spaces)"
    case .regex(let pattern): "a string matching \(pattern)"
    }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
