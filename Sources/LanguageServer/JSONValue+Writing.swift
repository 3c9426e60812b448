extension JSONValue {
  /// The compact UTF-8 encoding: no whitespace, members in order, integral numbers without a
  /// fraction, non-finite numbers as `null`, strings escaped per RFC 8259 (non-ASCII text kept
  /// as UTF-8). O(n).
  public var utf8: [UInt8] {
    var buffer = JSONBuffer()
    write(to: &buffer)
    return buffer.bytes
  }

  /// The compact encoding as a string.
  public var text: String { String(decoding: utf8, as: UTF8.self) }

  /// Appends the compact encoding to `buffer`.
  public func write(to buffer: inout JSONBuffer) {
    switch self {
    case .null: buffer.append("null")
    case .bool(let value): buffer.append(value ? "true" : "false")
    case .number(let value): buffer.append(number: value)
    case .string(let value): buffer.append(string: value)
    case .encoded(let bytes): buffer.append(encoded: bytes)
    case .array(let values):
      buffer.append("[")
      for (index, value) in values.enumerated() {
        if index > 0 { buffer.append(",") }
        value.write(to: &buffer)
      }
      buffer.append("]")
    case .object(let members):
      buffer.append("{")
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { buffer.append(",") }
        buffer.append(string: key)
        buffer.append(":")
        value.write(to: &buffer)
      }
      buffer.append("}")
    }
  }
}
