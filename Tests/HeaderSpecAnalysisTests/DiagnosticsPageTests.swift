import SpecAnalysis
import SpecExplanations
import TestSupport
import Testing

/// The codes table of `Schemas/DIAGNOSTICS.md` (between its two marker lines) is exactly the
/// one rendered from `DiagnosticCode`: every code, its default severity, whether it is
/// schema-level, its title and summary; the code links to its section further down the page. With `UPDATE_GOLDEN=1` the page's table is rewritten
/// and the test still fails, so a recording is never green.
@Test func diagnosticsPageListsEveryCode() {
  let failure = GoldenFile.check(
    "Schemas/DIAGNOSTICS.md", region: (codesTableBegin, codesTableEnd),
    expected: renderedCodesTable())
  #expect(failure == nil, "\(failure ?? "")")
}

@Test func renderedTableHasARowPerCode() {
  let rows = renderedCodesTable().split(separator: "\n").dropFirst(2)
  #expect(rows.count == DiagnosticCode.allCases.count)
  #expect(rows.first?.hasPrefix("| [HS101](#hs101) | error |  | Unexpected character |") == true)
  #expect(rows.contains { $0.hasPrefix("| [HS205](#hs205) | error | yes | Number out of range |") })
}

private let codesTableBegin = "<!-- codes table: generated from DiagnosticCode -->"
private let codesTableEnd = "<!-- end of codes table -->"

/// The Markdown table of every code, in code order.
private func renderedCodesTable() -> String {
  var rows = [
    "| Code | Severity | Schema-level | Title | Meaning |",
    "| --- | --- | --- | --- | --- |",
  ]
  for code in DiagnosticCode.allCases.sorted() {
    let schemaLevel = code.isSchemaLevel ? "yes" : ""
    rows.append(
      "| [\(code.rawValue)](#\(DiagnosticReference.anchor(code))) | \(code.defaultSeverity.rawValue) "
        + "| \(schemaLevel) | \(code.title) "
        + "| \(code.summary) |")
  }
  return rows.joined(separator: "\n")
}
