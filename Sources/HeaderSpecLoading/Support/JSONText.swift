import JSONSyntax

/// JSON text for values that edits insert: strings quoted and escaped, numbers in their
/// shortest round-trip form without a trailing `.0`.
package enum JSONText {
  /// `value` as a JSON string literal.
  package static func string(_ value: String) -> String {
    var text = ""
    OrderedJSON.writeString(value, to: &text)
    return text
  }

  /// `value` as a JSON number; a non-finite value (which JSON cannot hold) becomes 0.
  package static func number(_ value: Double) -> String {
    value.isFinite ? OrderedJSON.format(value) : "0"
  }
}
