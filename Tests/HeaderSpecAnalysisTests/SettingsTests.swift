import HeaderSpecAnalysis
import Testing

private let overlapping = #"""
  { "bar": { "maxHeight": 50, 1️⃣"minHeight": 80 }, "behavior": { "kind": "fixed" } }
  """#

@Test func severityOverrideChangesTheSeverity() {
  checkDiagnostics(
    overlapping,
    expected: "1️⃣ hint HS301 minHeight (80) is greater than maxHeight (50)",
    settings: AnalysisSettings(severityOverrides: ["HS301": .hint]))
}

@Test func nilOverrideTurnsTheCodeOff() {
  checkDiagnostics(
    overlapping, expected: "",
    settings: AnalysisSettings(severityOverrides: ["HS301": DiagnosticSeverity?.none]))
}

@Test func commentsAndTrailingCommasAreAllowedWhenAsked() {
  let text = #"""
    // A JSONC spec
    { "bar": { "maxHeight": 100, }, /* fixed */ "behavior": { "kind": "fixed" }, }
    """#
  #expect(
    SpecDocument(text: text).diagnostics.map(\.code) == [
      .commentNotAllowed, .trailingComma, .commentNotAllowed, .trailingComma,
    ])
  #expect(
    SpecDocument(text: text, settings: AnalysisSettings(allowsComments: true)).diagnostics.isEmpty)
}

@Test func failingSeveritiesDecideWhatCounts() {
  let text = #"{ "bar": { "maxHeight": 100 }, "behavior": { "kind": "squareCash" } }"#
  let lenient = SpecDocument(text: text)
  #expect(lenient.diagnostics.map(\.code) == [.snappingWithoutRanges])
  #expect(lenient.failingDiagnostics.isEmpty)
  let strict = SpecDocument(
    text: text, settings: AnalysisSettings(failingSeverities: [.error, .warning, .information]))
  #expect(strict.failingDiagnostics.map(\.code) == [.snappingWithoutRanges])
}

@Test func defaultSamplesAreTheSpecs() {
  #expect(AnalysisSettings().sampleProgress == [0, 0.25, 0.5, 0.75, 1])
}

/// Parsing into the previous document's memory gives the same document as a fresh parse,
/// and takes the previous one.
@Test func reusingThePreviousDocumentGivesTheSameResult() {
  let versions = [
    #"{ "bar": { "maxHeight": 50, "minHeight": 80 }, "behavior": { "kind": "fixed" } }"#,
    #"{ "bar": { "maxHeight": 90, "minHeight": 80 }, "behavior": { "kind": "fixed" }, "x": 1 }"#,
    #"{ "bar": { "maxHeight": 90 "#,
    #"{ "bar": { "maxHeight": 200, "minHeight": 60 }, "subviews": [] }"#,
  ]
  var previous: SpecDocument? = nil
  for text in versions {
    let document = SpecDocument(bytes: Array(text.utf8), reusing: &previous)
    #expect(previous == nil)
    let fresh = SpecDocument(text: text)
    #expect(document.diagnostics == fresh.diagnostics)
    #expect(document.spec == fresh.spec)
    #expect(document.syntax.nodeCount == fresh.syntax.nodeCount)
    previous = document
  }
}
