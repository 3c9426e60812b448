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
    case .hexColor, .identifier: return matches(utf8: text.utf8)
    case .regex(let pattern):
      guard let regex = try? Regex(pattern) else { return true }
      return (try? regex.firstMatch(in: text)) != nil
    }
  }

  /// Whether the text with these UTF-8 bytes matches (hand-matched patterns only; a `Regex`
  /// pattern decodes the bytes first).
  func matches<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) -> Bool {
    switch self {
    case .hexColor:
      guard bytes.count == 7 || bytes.count == 9, bytes.first == UInt8(ascii: "#") else {
        return false
      }
      return bytes.dropFirst().allSatisfy(Self.isHexDigit)
    case .identifier:
      guard let first = bytes.first, first == UInt8(ascii: "_") || Self.isLetter(first) else {
        return false
      }
      return bytes.dropFirst().allSatisfy {
        Self.isLetter($0) || Self.isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
      }
    case .regex:
      return matches(String(decoding: bytes, as: UTF8.self))
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
