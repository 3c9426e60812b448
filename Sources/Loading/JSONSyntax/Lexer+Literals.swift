// MARK: - Strings and numbers

extension Lexer {
  /// A string starting at the quote at `start`. A string ends at its closing quote; one without
  /// it ends before the line break (or at the end), so that the lines after it still parse.
  mutating func lexString(_ start: Int) -> Token {
    var index = start + 1
    var flags: Token.Flags = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        position = index + 1
        return Token(kind: .string, range: ByteRange(start: start, end: index + 1), flags: flags)
      } else if byte == UInt8(ascii: "\\") {
        flags.insert(.hasEscapes)
        index = lexEscape(index)
      } else if byte < 0x20 {
        if byte == 0x0A || byte == 0x0D { break }
        report(
          .controlCharacterInString, index, index + 1,
          "Control characters must be escaped in strings")
        index += 1
      } else if byte >= 0x80 {
        index = skipCharacter(at: index)
      } else {
        index += 1
      }
    }
    position = index
    report(.unterminatedString, start, index, "This string is not closed with a double quote")
    return Token(
      kind: .string, range: ByteRange(start: start, end: index), flags: flags.union(.unterminated))
  }

  /// The escape at `start` (a backslash); returns the offset after it. Reports invalid ones.
  private mutating func lexEscape(_ start: Int) -> Int {
    guard start + 1 < bytes.count else { return start + 1 }
    switch bytes[start + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return start + 2
    case UInt8(ascii: "u"):
      var index = start + 2
      while index < start + 6, index < bytes.count, Lexer.hexValue(bytes[index]) != nil {
        index += 1
      }
      if index < start + 6 {
        report(.invalidEscape, start, index, "\\u must be followed by four hexadecimal digits")
      }
      return index
    case 0x0A, 0x0D:
      report(
        .invalidEscape, start, start + 1, "A backslash must be followed by an escape character")
      return start + 1
    case let byte:
      let end =
        byte < 0x80
        ? start + 2 : start + 1 + max(1, abs(Lexer.utf8SequenceLength(bytes, at: start + 1)))
      report(
        .invalidEscape, start, end,
        "Invalid escape; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
      return end
    }
  }

  /// The value of an ASCII hexadecimal digit.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// A number starting at `start` (a digit or `-`). Anything glued to it up to the next
  /// delimiter belongs to it (`1x`, `01`, `-Infinity`), so a bad number is one error.
  /// Checks JSON's number grammar, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, and that
  /// the value fits in a `Double`.
  mutating func lexNumber(_ start: Int) -> Token {
    var index = start
    var valid = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if index < bytes.count, Lexer.isDigit(bytes[index]) {
      index = skipDigits(from: index)
    } else {
      valid = false
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if index >= bytes.count || !Lexer.isDigit(bytes[index]) { valid = false }
      index = skipDigits(from: index)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      if index >= bytes.count || !Lexer.isDigit(bytes[index]) { valid = false }
      index = skipDigits(from: index)
    }
    if index < bytes.count, !Lexer.isDelimiter(bytes[index]) {
      valid = false
      index = endOfWord(from: index, first: start)
    }
    position = index
    let range = ByteRange(start: start, end: index)
    if !valid {
      report(.invalidNumber, start, index, "Invalid number")
      return Token(kind: .number, range: range, flags: .invalid)
    }
    lastNumber = (start, numberValue(range))
    if !lastNumber.value.isFinite {
      report(
        .numberOutOfRange, start, index, "Number is too large for a 64-bit floating point value")
      return Token(kind: .number, range: range, flags: .invalid)
    }
    return Token(kind: .number, range: range)
  }

  /// The offset of the first byte at or after `start` that is not an ASCII digit.
  private func skipDigits(from start: Int) -> Int {
    var index = start
    while index < bytes.count, Lexer.isDigit(bytes[index]) { index += 1 }
    return index
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// The `Double` that the valid number text in `range` denotes (infinite when it overflows).
  func numberValue(_ range: ByteRange) -> Double {
    let text = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    return Double(text) ?? .nan
  }
}
