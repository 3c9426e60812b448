import SpecAnalysis
import Testing

/// Every code is exercised by at least one fixture (the codes are read off the expected lines),
/// but those reported on an events file: HS407 (`CollapseCheckTests` covers it), HS408 and
/// HS409 (`EventsReplayTests`).
@Test func everyCodeHasAFixture() {
  let seen = Set(
    allFixtures.flatMap { fixture in
      fixture.expected.split(separator: "\n").compactMap { line in
        line.split(separator: " ").dropFirst(2).first.map(String.init)
      }
    })
  let missing = DiagnosticCode.allCases.filter {
    !seen.contains($0.rawValue)
      && ![.cannotFullyCollapse, .expectationNotMet, .eventsSpecUnavailable].contains($0)
  }
  #expect(missing.isEmpty, "codes without a fixture: \(missing.map(\.rawValue))")
}
