/// The one JSON writer, for the server's messages, the command line's JSON outputs and the
/// previews: members in order, in one of three layouts (`JSONValue.Layout`).
///
/// Numbers (`numberText`): an integral value below 2^63 in magnitude is written as an integer
/// (`42`, not `42.0`; every such double is an integer exactly; `-0` is `0`, as a rotation's
/// sine of zero is shown to people), any other finite value is written in the shortest form that reads back as the same `Double` (`0.1`,
/// `1e+300`), and a non-finite value (only a parse of `1e400` makes one; `JSONValueEncoder`
/// refuses them) as `null`. Strings (`quoted`) are escaped per RFC 8259: `"`, `\` and the
/// control characters U+0000 to U+001F (as `\n`, `\r`, `\t` or `\u00XX`); everything else,
/// non-ASCII text included, is copied as UTF-8.
extension JSONValue {
  /// How the writer lays a value out.
  public enum Layout: Sendable {
    /// One line, no whitespace: the wire format.
    case compact
    /// Two-space indentation, one member or element per line, except that an array of
    /// scalars stays on one line (`[0, 0.5, 1]`): what people read.
    case pretty
    /// `compact`, with `<`, `>` and `&` in strings written as `\u003c`, `\u003e` and `\u0026`,
    /// so the text can sit in an HTML `<script>` data block (no `</script>` or `<!--` can
    /// appear) and `JSON.parse` gives the same value.
    case scriptSafe
  }

  /// The compact encoding. O(n).
  public var utf8: [UInt8] {
    var output: [UInt8] = []
    write(to: &output)
    return output
  }

  /// The compact encoding as a string.
  public var text: String { text(.compact) }

  /// The encoding in `layout`, as a string. O(n).
  public func text(_ layout: Layout) -> String {
    var output: [UInt8] = []
    write(to: &output, layout: layout)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the encoding in `layout` (compact by default) to `output`.
  public func write(to output: inout [UInt8], layout: Layout = .compact) {
    write(to: &output, layout: layout, indent: 0)
  }

  private func write(to output: inout [UInt8], layout: Layout, indent: Int) {
    switch self {
    case .null: output += "null".utf8
    case .bool(let value): output += (value ? "true" : "false").utf8
    case .number(let value): output += Self.numberText(value).utf8
    case .string(let value):
      Self.writeString(value, to: &output, escapesHTML: layout == .scriptSafe)
    case .array(let values):
      let isFlat = layout != .pretty || values.allSatisfy(\.isScalar)
      output.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        if layout == .pretty, isFlat, index > 0 { output.append(UInt8(ascii: " ")) }
        if !isFlat { Self.newline(&output, indent + 1) }
        value.write(to: &output, layout: layout, indent: indent + 1)
      }
      if !isFlat, !values.isEmpty { Self.newline(&output, indent) }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      let isPretty = layout == .pretty
      output.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        if isPretty { Self.newline(&output, indent + 1) }
        Self.writeString(key, to: &output, escapesHTML: layout == .scriptSafe)
        output.append(UInt8(ascii: ":"))
        if isPretty { output.append(UInt8(ascii: " ")) }
        value.write(to: &output, layout: layout, indent: indent + 1)
      }
      if isPretty, !members.isEmpty { Self.newline(&output, indent) }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Whether the value is neither an array nor an object.
  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private static func newline(_ output: inout [UInt8], _ indent: Int) {
    output.append(UInt8(ascii: "\n"))
    output += repeatElement(UInt8(ascii: " "), count: 2 * indent)
  }

  // MARK: - Scalars

  /// `value` as a JSON number (see the writer's rules above): `42`, `0.1`, `null`.
  public static func numberText(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value.rounded() == value, value.magnitude < 0x1p63 { return String(Int64(value)) }
    return value.description
  }

  /// `value` as a JSON string literal, quoted and escaped.
  public static func quoted(_ value: String) -> String {
    var output: [UInt8] = []
    writeString(value, to: &output, escapesHTML: false)
    return String(decoding: output, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// A string with nothing to escape (most are) is copied whole; any other byte by byte.
  private static func writeString(_ value: String, to output: inout [UInt8], escapesHTML: Bool) {
    output.append(UInt8(ascii: "\""))
    if value.utf8.allSatisfy({ escape($0, escapesHTML: escapesHTML) == nil }) {
      output.append(contentsOf: value.utf8)
    } else {
      for byte in value.utf8 {
        if let escape = escape(byte, escapesHTML: escapesHTML) {
          output += escape
        } else {
          output.append(byte)
        }
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// The escape sequence of `byte` in a string, nil when it stands for itself.
  private static func escape(_ byte: UInt8, escapesHTML: Bool) -> [UInt8]? {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): [UInt8(ascii: "\\"), byte]
    case 0x0A: [UInt8(ascii: "\\"), UInt8(ascii: "n")]
    case 0x0D: [UInt8(ascii: "\\"), UInt8(ascii: "r")]
    case 0x09: [UInt8(ascii: "\\"), UInt8(ascii: "t")]
    case 0..<0x20: unicodeEscape(byte)
    case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
      escapesHTML ? unicodeEscape(byte) : nil
    default: nil
    }
  }

  /// `\u00XX` for an ASCII byte.
  private static func unicodeEscape(_ byte: UInt8) -> [UInt8] {
    Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
  }
}
