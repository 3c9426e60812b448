import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// The one helper for quick fixes and code actions: finds the action titled `title` among the
/// code actions for the range at marker 1️⃣ (to 2️⃣ when present), applies its edits, and
/// compares the document with `expected`. Every time it also checks that the result parses
/// without a syntax error and no longer has the diagnostics the action says it fixes.
func checkAction(
  _ marked: String, title: String, expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let fixture = MarkedText(marked)
  let document = SpecDocument(text: fixture.text)
  let start = fixture.offset("1")
  let range = ByteRange(start: start, end: fixture.utf8Offsets["2"] ?? start)
  let actions = codeActions(in: document, range: range, diagnostics: document.diagnostics)
  guard let action = actions.first(where: { $0.title == title }) else {
    Issue.record(
      "no action \"\(title)\"; offered: \(actions.map(\.title))", sourceLocation: sourceLocation)
    return
  }
  let result = TextEdit.apply(action.edits, to: fixture.text)
  #expect(result == expected, sourceLocation: sourceLocation)
  let after = SpecDocument(text: result)
  #expect(!after.syntax.hasErrors, "the edit breaks the JSON", sourceLocation: sourceLocation)
  for fixed in action.diagnostics {
    let remaining = after.diagnostics.filter { $0.code == fixed.code }
    #expect(
      remaining.count < document.diagnostics.filter { $0.code == fixed.code }.count,
      "\(fixed.code.rawValue) is still there: \(remaining.map(\.message))",
      sourceLocation: sourceLocation)
  }
}
