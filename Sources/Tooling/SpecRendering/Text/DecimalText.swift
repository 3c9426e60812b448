import JSONSyntax

/// Numbers for people (`--format text`): the shortest decimal that reads back within
/// `tolerance` of the value, so that float noise (`28.200000000000003`, `79.99999999999999`)
/// prints as `28.2` and `80`. JSON output keeps the exact values (`JSONValue.format`).
enum DecimalText {
  /// The largest difference, in the value's own unit, between a value and its text.
  static let tolerance = 1e-9

  /// `28.2` for 28.200000000000003, `0.2` for 0.19999999999999996, `-3` for -3.0000000001.
  /// Tries 0 to 15 decimals and takes the first that is close enough; a value too large for
  /// that (|value| * 10^decimals past 2^53) is written exactly.
  static func shortest(_ value: Double) -> String {
    guard value.isFinite else { return JSONValue.numberText(value) }
    var scale = 1.0
    for _ in 0...15 {
      let scaled = (value * scale).rounded()
      guard abs(scaled) < 9_007_199_254_740_992 else { break }
      // An integer below 2^53 divided by an exact power of ten is the double nearest the
      // decimal, whose shortest description is that decimal.
      let candidate = scaled / scale
      if abs(candidate - value) <= tolerance { return JSONValue.numberText(candidate) }
      scale *= 10
    }
    return JSONValue.numberText(value)
  }
}
