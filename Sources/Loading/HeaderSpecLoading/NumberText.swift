/// Numbers as messages show them, without Foundation: whole numbers without `.0`, others with
/// at most three decimals (`0.707`, `12.5`, `-3`).
package enum NumberText {
  package static func format(_ value: Double) -> String {
    guard value.isFinite else {
      return value.isNaN ? "NaN" : (value < 0 ? "-infinity" : "infinity")
    }
    // A whole number is exact up to 2^53 (where doubles stop being exact): written in full.
    if value == value.rounded(.towardZero), abs(value) <= 9_007_199_254_740_992 {
      return String(Int(value))
    }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(.towardZero), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    if abs(value) >= 1e15 || abs(value) < 1e-3 { return String(value) }
    var text = String(rounded)
    if text.contains("e") { return String(value) }
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
