/// Decodes the text of JSON string tokens: escapes resolved, quotes removed.
enum StringDecoding {
  /// The bytes between the quotes of the string (or unquoted word) token at `range`.
  /// An unterminated string has no closing quote to drop.
  static func contentRange(_ bytes: [UInt8], _ range: ByteRange) -> Range<Int> {
    guard range.length > 0, bytes[range.start] == UInt8(ascii: "\"") else {
      return range.start..<range.end
    }
    let closed =
      range.length >= 2 && bytes[range.end - 1] == UInt8(ascii: "\"") && !endsInEscape(bytes, range)
    return (range.start + 1)..<(closed ? range.end - 1 : range.end)
  }

  /// Whether the last quote of the token is escaped (`"abc\"` without a closing quote).
  private static func endsInEscape(_ bytes: [UInt8], _ range: ByteRange) -> Bool {
    var backslashes = 0
    var index = range.end - 2
    while index > range.start, bytes[index] == UInt8(ascii: "\\") {
      backslashes += 1
      index -= 1
    }
    return backslashes % 2 == 1
  }

  /// The decoded value of the string token at `range`. Invalid escapes are kept as written,
  /// lone surrogates and invalid UTF-8 become U+FFFD. O(length).
  static func decode(_ bytes: [UInt8], _ range: ByteRange) -> String {
    let content = contentRange(bytes, range)
    let slice = bytes[content]
    // Without a backslash the loop below copies every byte: decode them in place instead.
    if !slice.contains(UInt8(ascii: "\\")) { return String(decoding: slice, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(content.count)
    var index = content.lowerBound
    while index < content.upperBound {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < content.upperBound else {
        output.append(byte)
        index += 1
        continue
      }
      let escaped = bytes[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "u"):
        guard let unit = hex4(bytes, index, content.upperBound) else {
          output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
          continue
        }
        index += 4
        var scalar = UInt32(unit)
        if (0xD800..<0xDC00).contains(unit), index + 6 <= content.upperBound,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
          let low = hex4(bytes, index + 2, content.upperBound), (0xDC00..<0xE000).contains(low)
        {
          scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
          index += 6
        }
        append(Unicode.Scalar(scalar) ?? "\u{FFFD}", to: &output)
      default: output.append(escaped)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func hex4(_ bytes: [UInt8], _ start: Int, _ end: Int) -> UInt16? {
    guard start + 4 <= end else { return nil }
    var value: UInt32 = 0
    for index in start..<(start + 4) {
      guard let digit = Lexer.hexValue(bytes[index]) else { return nil }
      value = value << 4 | digit
    }
    return UInt16(value)
  }

  private static func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
    UTF8.encode(scalar) { output.append($0) }
  }
}
