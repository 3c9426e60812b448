extension JSONValue {
  /// The compact UTF-8 encoding: no whitespace, members in order, integral numbers without a
  /// fraction, non-finite numbers as `null`, strings escaped per RFC 8259 (non-ASCII text kept
  /// as UTF-8). O(n).
  public var utf8: [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    write(to: &output)
    return output
  }

  /// The compact encoding as a string.
  public var text: String { String(decoding: utf8, as: UTF8.self) }

  /// Appends the compact encoding to `output`.
  public func write(to output: inout [UInt8]) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .number(let value): JSONValue.writeNumber(value, to: &output)
    case .string(let value): JSONValue.writeString(value, to: &output)
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
        JSONValue.writeString(key, to: &output)
        output.append(UInt8(ascii: ":"))
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  // MARK: - Scalars

  private static func writeNumber(_ value: Double, to output: inout [UInt8]) {
    guard value.isFinite else { return output.append(contentsOf: "null".utf8) }
    if value.rounded() == value, abs(value) < 0x1p53 {
      writeInteger(Int64(value), to: &output)
    } else {
      output.append(contentsOf: value.description.utf8)
    }
  }

  /// Digits written straight into `output` (no `String` per number: an outline or a list of
  /// diagnostics is mostly line and column numbers).
  private static func writeInteger(_ value: Int64, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    )
    var count = 0
    if magnitude < 10_000_000_000 {
      withUnsafeMutableBytes(of: &digits) { buffer in
        repeat {
          buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
          magnitude /= 10
          count += 1
        } while magnitude > 0
        for index in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[index]) }
      }
    } else {
      output.append(contentsOf: String(magnitude).utf8)
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Copies runs of bytes that need no escape in bulk: a long string costs one scan and a few
  /// `memcpy`s.
  private static func writeString(_ value: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { bytes in
      var runStart = 0
      for index in 0..<bytes.count {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        writeEscape(byte, to: &output)
        runStart = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
    output.append(UInt8(ascii: "\""))
  }

  private static func writeEscape(_ byte: UInt8, to output: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
    case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
    case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
    case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
    case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
    default:
      output.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30])
      output.append(hexDigits[Int(byte >> 4)])
      output.append(hexDigits[Int(byte & 0xF)])
    }
  }
}
