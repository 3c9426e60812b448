import SpecAnalysis
import Testing

/// Every code is exercised by at least one fixture (the codes are read off the expected lines),
/// but HS407, which `simulate` reports on an events file: `CollapseCheckTests` covers it.
@Test func everyCodeHasAFixture() {
  let seen = Set(
    allFixtures.flatMap { fixture in
      fixture.expected.split(separator: "\n").compactMap { line in
        line.split(separator: " ").dropFirst(2).first.map(String.init)
      }
    })
  let missing = DiagnosticCode.allCases.filter {
    !seen.contains($0.rawValue) && $0 != .cannotFullyCollapse
  }
  #expect(missing.isEmpty, "codes without a fixture: \(missing.map(\.rawValue))")
}
