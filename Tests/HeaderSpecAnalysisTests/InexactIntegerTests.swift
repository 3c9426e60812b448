import SpecAnalysis
import Testing

/// Integers beyond 2^53 that a double cannot hold (HS214), against exact decimal values.
@Suite struct InexactIntegerTests {
  static func codes(_ number: String) -> [DiagnosticCode] {
    let text =
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "#
      + #""behavior": { "kind": "fixed", "contentInsetTop": \#(number) }, "subviews": [] }"#
    return SpecDocument(text: text).diagnostics.map(\.code).filter { $0 == .inexactInteger }
  }

  @Test(arguments: [
    "9007199254740993", "-9007199254740993", "18446744073709551617",
    "123456789012345678901234567890",
  ])
  func anIntegerADoubleCannotHoldIsAnError(_ number: String) {
    #expect(Self.codes(number) == [.inexactInteger])
  }

  /// 2^53, 2^53 + 2, 2^64 and 10^22 are doubles exactly; a fraction or an exponent is not an
  /// integer literal.
  @Test(arguments: [
    "9007199254740992", "9007199254740994", "18446744073709551616",
    "10000000000000000000000", "9007199254740993.0", "9.007199254740993e15", "42",
  ])
  func anIntegerADoubleHoldsIsNot(_ number: String) {
    #expect(Self.codes(number).isEmpty)
  }
}
