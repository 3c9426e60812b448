/// Splits UTF-8 bytes into `Token`s and reports the errors that one token shows by itself
/// (bad strings, numbers, words, comments, invalid UTF-8). Structural errors are the parser's.
///
/// A value type on purpose: the parser peeks by copying it with `reportsErrors` off.
/// Every function here is O(length of the token it scans); nothing looks back.
struct Lexer {
  /// The document.
  let bytes: [UInt8]
  /// The UTF-8 offset of the next byte to scan.
  var position: Int = 0
  let options: ParseOptions
  /// Off while peeking, so that a token's errors are reported only once.
  var reportsErrors = true
  /// Errors in the order found; the parser appends its own here too.
  var errors: [SyntaxError] = []
  /// Whether a comment was seen (the printer refuses documents with comments).
  var sawComment = false
  /// Where the last number scanned starts and its value, which the parser keeps in its node.
  var lastNumber: (start: Int, value: Double) = (-1, 0)

  init(bytes: [UInt8], options: ParseOptions) {
    self.bytes = bytes
    self.options = options
  }

  // MARK: - Tokens

  /// The next token, trivia included; `.endOfInput` (zero-width) at the end.
  mutating func next() -> Token {
    let start = position
    guard start < bytes.count else {
      return Token(kind: .endOfInput, range: ByteRange(start: start, end: start))
    }
    switch bytes[start] {
    case 0x20, 0x09, 0x0A, 0x0D:
      position = skipWhitespace(from: start)
      return Token(kind: .whitespace, range: ByteRange(start: start, end: position))
    case UInt8(ascii: "/")
    where start + 1 < bytes.count
      && (bytes[start + 1] == UInt8(ascii: "/") || bytes[start + 1] == UInt8(ascii: "*")):
      return lexComment(start)
    case 0xEF where start == 0 && bytes.count >= 3 && bytes[1] == 0xBB && bytes[2] == 0xBF:
      position = 3
      report(.byteOrderMark, 0, 3, "A byte order mark is not allowed at the start of JSON")
      return Token(kind: .byteOrderMark, range: ByteRange(start: 0, end: 3))
    default:
      return lexSignificant(start)
    }
  }

  /// The next token that is not trivia; comments are reported (unless allowed) and skipped.
  mutating func nextSignificant() -> Token {
    while true {
      position = skipWhitespace(from: position)
      // Straight to the token unless trivia (a comment, the byte order mark) may start here.
      if position < bytes.count, bytes[position] != UInt8(ascii: "/"), bytes[position] != 0xEF {
        return lexSignificant(position)
      }
      let token = next()
      if !token.kind.isTrivia { return token }
    }
  }

  /// The next significant token, without moving and without reporting anything.
  func peekSignificant() -> Token {
    var copy = self
    copy.reportsErrors = false
    return copy.nextSignificant()
  }

  /// Whether the next significant token is a colon; cheap when the next byte tells.
  func nextIsColon() -> Bool {
    let index = skipWhitespace(from: position)
    guard index < bytes.count else { return false }
    switch bytes[index] {
    case UInt8(ascii: ":"): return true
    case UInt8(ascii: "/"): return peekSignificant().kind == .colon
    default: return false
    }
  }

  /// A token that is not whitespace, a comment or the byte order mark, starting at `start`.
  mutating func lexSignificant(_ start: Int) -> Token {
    let byte = bytes[start]
    let kind: Token.Kind
    switch byte {
    case UInt8(ascii: "\""): return lexString(start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return lexNumber(start)
    case UInt8(ascii: "{"): kind = .leftBrace
    case UInt8(ascii: "}"): kind = .rightBrace
    case UInt8(ascii: "["): kind = .leftBracket
    case UInt8(ascii: "]"): kind = .rightBracket
    case UInt8(ascii: ":"): kind = .colon
    case UInt8(ascii: ","): kind = .comma
    case UInt8(ascii: "t") where matchesWord(start, "true"):
      position = start + 4
      return Token(kind: .trueLiteral, range: ByteRange(start: start, end: start + 4))
    case UInt8(ascii: "f") where matchesWord(start, "false"):
      position = start + 5
      return Token(kind: .falseLiteral, range: ByteRange(start: start, end: start + 5))
    case UInt8(ascii: "n") where matchesWord(start, "null"):
      position = start + 4
      return Token(kind: .nullLiteral, range: ByteRange(start: start, end: start + 4))
    default: return lexWord(start)
    }
    position = start + 1
    return Token(kind: kind, range: ByteRange(start: start, end: start + 1))
  }

  // MARK: - Trivia

  /// The offset of the first byte at or after `start` that is not JSON whitespace.
  func skipWhitespace(from start: Int) -> Int {
    var index = start
    while index < bytes.count, Lexer.isWhitespace(bytes[index]) { index += 1 }
    return index
  }

  private mutating func lexComment(_ start: Int) -> Token {
    sawComment = true
    var index = start + 2
    var kind = Token.Kind.lineComment
    var flags: Token.Flags = []
    if bytes[start + 1] == UInt8(ascii: "/") {
      while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
        index = skipCharacter(at: index)
      }
    } else {
      kind = .blockComment
      flags = .unterminated
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/")
        {
          index += 2
          flags = []
          break
        }
        index = skipCharacter(at: index)
      }
      if !flags.isEmpty {
        report(.unterminatedComment, start, index, "This block comment is not closed with */")
      }
    }
    if !options.allowsComments {
      report(.commentNotAllowed, start, index, "Comments are not allowed in JSON")
    }
    position = index
    return Token(kind: kind, range: ByteRange(start: start, end: index), flags: flags)
  }

  // MARK: - Words

  /// Whether `word` (ASCII) stands at `start` and ends at a delimiter.
  private func matchesWord(_ start: Int, _ word: StaticString) -> Bool {
    let length = word.utf8CodeUnitCount
    guard start + length <= bytes.count else { return false }
    let pointer = word.utf8Start
    for offset in 1..<length where bytes[start + offset] != pointer[offset] { return false }
    return start + length == bytes.count || Lexer.isDelimiter(bytes[start + length])
  }

  /// A run of bytes up to the next delimiter that is no JSON token; always an error.
  private mutating func lexWord(_ start: Int) -> Token {
    let end = endOfWord(from: start + 1, first: start)
    position = end
    if !reportInvalidUTF8(from: start, to: end) {
      report(.unexpectedCharacter, start, end, "Unexpected characters; expected a JSON value")
    }
    return Token(kind: .word, range: ByteRange(start: start, end: end), flags: .invalid)
  }

  /// The end of the word that started at `first` and has been scanned up to `start`.
  func endOfWord(from start: Int, first: Int) -> Int {
    // A lone byte that is itself a delimiter (a stray `/`) is a word of one byte.
    var index = max(start, first + 1)
    while index < bytes.count, !Lexer.isDelimiter(bytes[index]) { index += 1 }
    return index
  }

  /// Reports every ill-formed UTF-8 sequence in `start ..< end`; returns whether there was one.
  private mutating func reportInvalidUTF8(from start: Int, to end: Int) -> Bool {
    var found = false
    var index = start
    while index < end {
      let length = Lexer.utf8SequenceLength(bytes, at: index)
      if length < 0 {
        found = true
        reportInvalidUTF8(at: index, length: -length)
        index -= length
      } else {
        index += length
      }
    }
    return found
  }

  /// Skips one character, reporting it when it is ill-formed UTF-8. Returns the next offset.
  mutating func skipCharacter(at index: Int) -> Int {
    guard bytes[index] >= 0x80 else { return index + 1 }
    let length = Lexer.utf8SequenceLength(bytes, at: index)
    if length > 0 { return index + length }
    reportInvalidUTF8(at: index, length: -length)
    return index - length
  }

  /// Reports invalid UTF-8, merging with an invalid-UTF-8 error that ends right here.
  mutating func reportInvalidUTF8(at index: Int, length: Int) {
    guard reportsErrors else { return }
    if let last = errors.last, last.code == .invalidUTF8, last.range.end == index {
      errors[errors.count - 1].range.end = index + length
      return
    }
    report(.invalidUTF8, index, index + length, "Invalid UTF-8")
  }

  // MARK: - Helpers

  mutating func report(_ code: SyntaxErrorCode, _ start: Int, _ end: Int, _ message: String) {
    guard reportsErrors else { return }
    errors.append(
      SyntaxError(code: code, range: ByteRange(start: start, end: end), message: message))
  }

  /// Space, tab, line feed or carriage return.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Bytes that end a number or a word: whitespace, structural characters, `"` and `/`.
  static func isDelimiter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"),
      UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "\""),
      UInt8(ascii: "/"):
      return true
    default:
      return false
    }
  }

  /// The length of the well-formed UTF-8 sequence at `index` (1 ... 4), or minus the length of
  /// its maximal ill-formed prefix (Unicode's "maximal subpart", at least 1).
  static func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    if lead < 0x80 { return 1 }
    let count: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: count = 2
    case 0xE0: count = 3; low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: count = 3
    case 0xED: count = 3; high = 0x9F
    case 0xF0: count = 4; low = 0x90
    case 0xF1...0xF3: count = 4
    case 0xF4: count = 4; high = 0x8F
    default: return -1
    }
    for offset in 1..<count {
      guard index + offset < bytes.count else { return -offset }
      let byte = bytes[index + offset]
      guard byte >= low && byte <= high else { return -offset }
      low = 0x80
      high = 0xBF
    }
    return count
  }
}
