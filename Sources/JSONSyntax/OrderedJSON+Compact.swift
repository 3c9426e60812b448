/// OrderedJSON on one line without spaces, safe to embed in an HTML `<script>` element.
extension OrderedJSON {
  /// The compact form: no whitespace, and `<`, `>` and `&` written as `\u003c`, `\u003e` and
  /// `\u0026` inside strings, so the text can sit in an HTML `<script>` data block (no `</script>`
  /// or `<!--` can appear) and `JSON.parse` gives the same value. O(size of the value).
  public func compact() -> String {
    var output = ""
    writeCompact(to: &output)
    return output
  }

  private func writeCompact(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += Self.format(value)
    case .string(let value):
      var text = ""
      Self.writeString(value, to: &text)
      for scalar in text.unicodeScalars {
        switch scalar {
        case "<": output += "\\u003c"
        case ">": output += "\\u003e"
        case "&": output += "\\u0026"
        default: output.unicodeScalars.append(scalar)
        }
      }
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.writeCompact(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        OrderedJSON.string(key).writeCompact(to: &output)
        output += ":"
        value.writeCompact(to: &output)
      }
      output += "}"
    }
  }
}
