import JSONSyntax

/// JSON text for values that edits insert: strings quoted and escaped, numbers in their
/// shortest round-trip form without a trailing `.0`.
package enum JSONText {
  /// `value` as a JSON string literal.
  package static func string(_ value: String) -> String {
    JSONValue.quoted(value)
  }

  /// `value` as a JSON number; a non-finite value (which JSON cannot hold) becomes 0.
  package static func number(_ value: Double) -> String {
    value.isFinite ? JSONValue.numberText(value) : "0"
  }
}
