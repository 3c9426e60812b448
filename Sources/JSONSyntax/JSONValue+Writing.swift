/// The one JSON writer: compact UTF-8, no whitespace, members in order.
///
/// Numbers: an integral value below 2^63 in magnitude is written as an integer (`42`, not
/// `42.0`; every such double is an integer exactly), `-0` keeps its sign, any other finite value is written in the shortest form that
/// reads back as the same `Double` (`0.1`, `1e+300`), and a non-finite value (only a parse of
/// `1e400` makes one; `JSONValueEncoder` refuses them) as `null`. Strings are escaped per
/// RFC 8259: `"`, `\` and the control characters U+0000 to U+001F (as `\n`, `\r`, `\t` or
/// `\u00XX`); everything else, non-ASCII text included, is copied as UTF-8.
extension JSONValue {
  /// The compact encoding. O(n).
  public var utf8: [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(128)
    write(to: &output)
    return output
  }

  /// The compact encoding as a string.
  public var text: String { String(decoding: utf8, as: UTF8.self) }

  /// Appends the compact encoding to `output`.
  public func write(to output: inout [UInt8]) {
    switch self {
    case .null: output.append(contentsOf: Self.nullLiteral)
    case .bool(let value): output.append(contentsOf: value ? Self.trueLiteral : Self.falseLiteral)
    case .number(let value): Self.writeNumber(value, to: &output)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let values):
      output.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeString(key, to: &output)
        output.append(UInt8(ascii: ":"))
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  // MARK: - Scalars

  private static let nullLiteral = Array("null".utf8)
  private static let trueLiteral = Array("true".utf8)
  private static let falseLiteral = Array("false".utf8)
  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func writeNumber(_ value: Double, to output: inout [UInt8]) {
    guard value.isFinite else { return output.append(contentsOf: nullLiteral) }
    if value == 0 && value.sign == .minus {
      output.append(contentsOf: [UInt8(ascii: "-"), UInt8(ascii: "0")])
    } else if value.rounded() == value, value.magnitude < 0x1p63 {
      writeInteger(Int64(value), to: &output)
    } else {
      output.append(contentsOf: value.description.utf8)
    }
  }

  /// The decimal digits of `value`, written straight into the output (no `String` per number:
  /// editor results are mostly line and column numbers).
  private static func writeInteger(_ value: Int64, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    guard magnitude >= 10 else { return output.append(UInt8(ascii: "0") + UInt8(magnitude)) }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: 2^64 has 20 digits
    withUnsafeMutableBytes(of: &digits) { buffer in
      var index = buffer.count
      repeat {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      output.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[index...]))
    }
  }

  /// `value` as a JSON string. Runs of bytes that need no escape are copied in bulk.
  private static func writeString(_ value: String, to output: inout [UInt8]) {
    var value = value
    value.withUTF8 { text in
      output.append(UInt8(ascii: "\""))
      var runStart = 0
      for index in 0..<text.count {
        let byte = text[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
        writeEscape(byte, to: &output)
        runStart = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
      output.append(UInt8(ascii: "\""))
    }
  }

  private static func writeEscape(_ byte: UInt8, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
    case 0x0A: output.append(UInt8(ascii: "n"))
    case 0x0D: output.append(UInt8(ascii: "r"))
    case 0x09: output.append(UInt8(ascii: "t"))
    default:
      output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
      output.append(hexDigits[Int(byte >> 4)])
      output.append(hexDigits[Int(byte & 0xF)])
    }
  }
}
