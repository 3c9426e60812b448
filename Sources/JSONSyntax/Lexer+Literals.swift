// MARK: - Strings and numbers

extension Lexer {
  /// A string starting at the quote at `start`. A string ends at its closing quote; one without
  /// it ends before the line break (or at the end), so that the lines after it still parse.
  @inline(__always)
  mutating func lexString(_ start: Int) -> Token {
    var index = start + 1
    var flags: Token.Flags = []
    let count = bytes.count
    let base = UnsafeRawPointer(bytes.baseAddress!)
    while true {
      // Skip 8 plain ASCII bytes at a time: none is `"`, `\`, a control character or >= 0x80.
      while index + 8 <= count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let special = Lexer.specialStringBytes(word)
        if special != 0 {
          // The lowest flagged byte is exact (see `specialStringBytes`): jump right to it.
          index += special.trailingZeroBitCount / 8
          break
        }
        index += 8
      }
      guard index < count else { break }
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

  /// The high bit of each of the 8 bytes (little-endian, first byte lowest) that is `"`, `\`,
  /// below 0x20 or at least 0x80 (SWAR). Borrows may flag bytes after a flagged one, never
  /// before it, so the lowest flag is exact.
  @inline(__always)
  static func specialStringBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let hits =
      ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
      | (word &- ones &* 0x20) | word
    return hits & highs
  }

  /// The escape at `start` (a backslash); returns the offset after it. Reports invalid ones.
  @inline(__always)
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
  @inline(__always)
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
  /// Leaves the value of a valid number in `lastNumber`, for the parser to keep.
  @inline(__always)
  mutating func lexNumber(_ start: Int) -> Token {
    var index = start
    var valid = true
    let count = bytes.count
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    // The digits without the point, as an integer while it stays below the inline limit.
    var mantissa: UInt64 = 0
    var fits = true
    var fractionDigits = 0
    let integerStart = index
    if index < count, bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if index < count, Lexer.isDigit(bytes[index]) {
      while index < count, Lexer.isDigit(bytes[index]) {
        mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
        fits = fits && mantissa < NumberPayload.mantissaLimit
        index += 1
      }
    } else {
      valid = false
    }
    let integerDigits = index - integerStart
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if index >= count || !Lexer.isDigit(bytes[index]) { valid = false }
      let fractionStart = index
      while index < count, Lexer.isDigit(bytes[index]) {
        mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
        fits = fits && mantissa < NumberPayload.mantissaLimit
        index += 1
      }
      fractionDigits = index - fractionStart
    }
    var exponent = 0
    if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      var negativeExponent = false
      if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
        negativeExponent = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      if index >= count || !Lexer.isDigit(bytes[index]) { valid = false }
      while index < count, Lexer.isDigit(bytes[index]) {
        if exponent < 1_000_000 { exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
        index += 1
      }
      if negativeExponent { exponent = -exponent }
    }
    if index < count, !Lexer.isDelimiter(bytes[index]) {
      valid = false
      index = endOfWord(from: index, first: start)
    }
    position = index
    let range = ByteRange(start: start, end: index)
    if !valid {
      report(.invalidNumber, start, index, "Invalid number")
      return Token(kind: .number, range: range, flags: .invalid)
    }
    if fits,
      let payload = NumberPayload.inline(
        mantissa: mantissa, exponent: exponent - fractionDigits, negative: negative)
    {
      lastNumber = LastNumber(start: start, payload: payload, value: 0)
      return Token(kind: .number, range: range)
    }
    // Any other number is converted from its text, once; only numbers near the limit of Double
    // (about 1.8e308: more than 300 digits before the point) can overflow.
    let value = Lexer.parseDouble(bytes, range)
    lastNumber = LastNumber(start: start, payload: nil, value: value)
    if exponent + integerDigits > 300, !value.isFinite {
      report(
        .numberOutOfRange, start, index, "Number is too large for a 64-bit floating point value")
      return Token(kind: .number, range: range, flags: .invalid)
    }
    return Token(kind: .number, range: range)
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// The `Double` that the number text in `range` denotes (infinite when it overflows).
  static func parseDouble(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> Double {
    if let value = fastDouble(bytes, range) { return value }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]), as: UTF8.self)
    return Double(text) ?? .nan
  }

  /// The exact value of a plain number (`-?digits(.digits)?([eE][+-]?digits)?`) whose digits,
  /// without the point, form an integer below 2^53 and whose decimal exponent is within
  /// ±22: then the integer and the power of ten are exact doubles and one multiplication or
  /// division rounds correctly (Clinger's fast path), as `Double(String)` would. Nil otherwise.
  @inline(__always)
  static func fastDouble(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> Double? {
    var index = range.start
    let end = range.end
    guard index < end else { return nil }
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    let integerStart = index
    while index < end, isDigit(bytes[index]) {
      mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
      if mantissa != 0 { digits += 1 }
      index += 1
    }
    guard index > integerStart else { return nil }
    if index < end, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fractionStart = index
      while index < end, isDigit(bytes[index]) {
        mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
        if mantissa != 0 { digits += 1 }
        exponent -= 1
        index += 1
      }
      guard index > fractionStart else { return nil }
    }
    guard digits <= 15 else { return nil }  // below 10^15 < 2^53 (and no wrap-around)
    if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      var exponentNegative = false
      if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      var written = 0
      let exponentStart = index
      while index < end, isDigit(bytes[index]) {
        written = written * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
        guard written < 1000 else { return nil }
        index += 1
      }
      guard index > exponentStart else { return nil }
      exponent += exponentNegative ? -written : written
    }
    guard index == end else { return nil }
    var value = Double(mantissa)
    if mantissa != 0 {
      guard exponent >= -22, exponent <= 22 else { return nil }
      if exponent < 0 {
        value /= powersOfTen[-exponent]
      } else if exponent > 0 {
        value *= powersOfTen[exponent]
      }
    }
    return negative ? -value : value
  }

  /// 10^0 ... 10^22, each exact in a `Double`.
  static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]
}
