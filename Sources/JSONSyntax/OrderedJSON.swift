/// A JSON value with ordered object keys, written by `render()`: numbers in shortest
/// round-trip form (integral values without ".0"), non-finite numbers as `null`. The one JSON
/// writer of the command line's outputs (preview, simulate, check) and the server's previews.
public indirect enum OrderedJSON: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([OrderedJSON])
  case object([(String, OrderedJSON)])

  public static func numbers(_ values: [Double]) -> OrderedJSON {
    .array(values.map(OrderedJSON.number))
  }

  /// Pretty-printed with two-space indentation; arrays of scalars stay on one line.
  public func render() -> String {
    var output = ""
    write(to: &output, indent: 0)
    return output
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += Self.format(value)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let values): writeArray(values, to: &output, indent: indent)
    case .object(let members): writeObject(members, to: &output, indent: indent)
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private func writeArray(_ values: [OrderedJSON], to output: inout String, indent: Int) {
    if values.allSatisfy(\.isScalar) {
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += ", " }
        value.write(to: &output, indent: indent)
      }
      output += "]"
      return
    }
    let inner = String(repeating: "  ", count: indent + 1)
    output += "[\n"
    for (index, value) in values.enumerated() {
      output += inner
      value.write(to: &output, indent: indent + 1)
      output += index + 1 < values.count ? ",\n" : "\n"
    }
    output += String(repeating: "  ", count: indent) + "]"
  }

  private func writeObject(_ members: [(String, OrderedJSON)], to output: inout String, indent: Int)
  {
    guard !members.isEmpty else {
      output += "{}"
      return
    }
    let inner = String(repeating: "  ", count: indent + 1)
    output += "{\n"
    for (index, (key, value)) in members.enumerated() {
      output += inner
      Self.writeString(key, to: &output)
      output += ": "
      value.write(to: &output, indent: indent + 1)
      output += index + 1 < members.count ? ",\n" : "\n"
    }
    output += String(repeating: "  ", count: indent) + "}"
  }

  /// Shortest round-trip form; integral values up to 2^53 without a fraction; -0 as 0.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    return value.description
  }

  public static func writeString(_ string: String, to output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
