import JSONSyntax

/// Integers a spec writes that a `Double` cannot hold (HS214): `9007199254740993` (2^53 + 1)
/// reads as 9007199254740992, silently, in every JSON reader that reads doubles, so the spec
/// would not mean what it says. An integer literal (no fraction, no exponent) from 2^53 on is
/// compared digit for digit with the exact value of the double it reads as. Valid JSON, so not
/// a syntax error: the check is the spec's. O(numbers), and more only for integers past 2^53.
enum InexactIntegers {
  static func diagnostics(in tree: SyntaxTree) -> [Diagnostic] {
    var output: [Diagnostic] = []
    for index in 0..<tree.nodeCount {
      let node = NodeID(Int32(index))
      guard tree.kind(node) == .number, let value = tree.numberValue(node),
        abs(value) >= 9_007_199_254_740_992
      else { continue }
      let text = tree.text(tree.range(node))
      guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else { continue }
      let digits = text.hasPrefix("-") ? String(text.dropFirst()) : text
      let exact = exactDigits(of: abs(value))
      guard digits != exact else { continue }
      output.append(
        Diagnostic(
          code: .inexactInteger,
          message: "\(text) is not exact as a 64-bit floating point value: it reads as "
            + (value < 0 ? "-" : "") + exact,
          range: tree.range(node)))
    }
    return output
  }

  /// The decimal digits of a finite whole `value` >= 2^53: its significand times its power of
  /// two, doubled digit by digit.
  static func exactDigits(of value: Double) -> String {
    var digits = Array(String(value.significandBitPattern | (1 << 52)).utf8).map { $0 - 48 }
    for _ in 0..<(Int(value.exponent) - 52) {
      var carry: UInt8 = 0
      for position in digits.indices.reversed() {
        let doubled = digits[position] * 2 + carry
        digits[position] = doubled % 10
        carry = doubled / 10
      }
      if carry > 0 { digits.insert(carry, at: 0) }
    }
    return String(decoding: digits.map { $0 + 48 }, as: UTF8.self)
  }
}
