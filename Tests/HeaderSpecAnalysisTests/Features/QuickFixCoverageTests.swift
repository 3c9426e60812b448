import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// Every quick fix of every diagnostic fixture: the edits leave JSON that parses whenever the
/// fixture did, and the fixed code occurs fewer times (or the same number at other places).
@Test(arguments: allFixtures)
func everyQuickFixLeavesValidJSON(_ fixture: Fixture) {
  let text = MarkedText(fixture.text).text
  let bytes = fixtureBytes(text)
  let document = SpecDocument(bytes: bytes, settings: fixture.settings)
  for diagnostic in document.diagnostics {
    for fix in QuickFix.fixes(for: diagnostic, in: document) {
      let result = TextEdit.apply(fix.edits, to: bytes)
      let after = SpecDocument(bytes: result, settings: fixture.settings)
      if !document.syntax.hasErrors {
        #expect(!after.syntax.hasErrors, "\(fix.title) breaks the JSON")
      }
      let before = document.diagnostics.filter {
        $0.code == diagnostic.code && $0.range == diagnostic.range
      }
      let remaining = after.diagnostics.filter {
        $0.code == diagnostic.code && $0.message == diagnostic.message
      }
      #expect(
        remaining.count < before.count || remaining.count == 0
          || diagnostic.code == .duplicateKey,
        "\(fix.title): \(diagnostic.code.rawValue) \(diagnostic.message) is still there")
    }
  }
}

/// `check --fix`: the safe fixes of a document with several problems, applied until none is
/// left, give a clean document.
@Test func autoFixRepairsWhatIsSafe() {
  var text = """
    {
      "bar": { "maxHeight": 200, "maxHeight": 180, "minHeight": 65 },
      "behavior": { "kind": "squareCash", "velocityThreshold": 300, "elastik": true },
      "subviews": [
        { "id": "a", "kind": "label", "font": { "weight": "bolt" },
          "keyframes": [
            { "progress": 0, "frame": [0, 0, 10, 10] },
            { "progress": 1, "alpha": 1.5 },
            { "progress": 0.5, "alpha": 0.5 }
          ] }
      ]
    }
    """
  for _ in 0..<5 {
    let fixes = QuickFix.safeFixes(in: SpecDocument(text: text))
    if fixes.isEmpty { break }
    text = TextEdit.apply(fixes.flatMap(\.edits), to: text)
  }
  #expect(
    text == """
      {
        "bar": { "maxHeight": 180, "minHeight": 65 },
        "behavior": { "kind": "squareCash", "elastic": true },
        "subviews": [
          { "id": "a", "kind": "label", "font": { "weight": "bold" },
            "keyframes": [
              { "progress": 0, "frame": [0, 0, 10, 10] },
              { "progress": 0.5, "alpha": 0.5 },
              { "progress": 1, "alpha": 1 }
            ] }
        ]
      }
      """)
  let codes = SpecDocument(text: text).diagnostics.map(\.code.rawValue)
  #expect(codes == ["HS404"])
}

/// `check --fix` over the schema corpus: safe fixes applied round after round settle within
/// five rounds, never add a syntax error, and leave files without diagnostics untouched.
@Test func safeFixesSettleOnTheCorpus() {
  for folder in ["valid", "invalid"] {
    let path = TestFiles.root + "/Tests/SchemaCorpus/" + folder
    for name in TestFiles.list(path) where name.hasSuffix(".json") {
      let original = TestFiles.read(path + "/" + name) ?? []
      var bytes = original
      var rounds = 0
      while rounds < 5 {
        let document = SpecDocument(bytes: bytes)
        let fixes = QuickFix.safeFixes(in: document)
        if fixes.isEmpty { break }
        let next = TextEdit.apply(fixes.flatMap(\.edits), to: bytes)
        if !document.syntax.hasErrors {
          #expect(!SpecDocument(bytes: next).syntax.hasErrors, "\(folder)/\(name)")
        }
        bytes = next
        rounds += 1
      }
      #expect(rounds < 5, "\(folder)/\(name) does not settle")
      if SpecDocument(bytes: original).diagnostics.isEmpty {
        #expect(bytes == original, "\(folder)/\(name) has no diagnostic but changed")
      }
    }
  }
}

/// Regression (found by the SpecDocument fuzz target): "Add `bar`" on an object that is never
/// closed replaced up to its last byte but one, which lay inside U+0588. No member is inserted
/// into an unclosed object; every fix of every diagnostic stays on character boundaries.
@Test func noFixIntoAnUnclosedObject() {
  let bytes: [UInt8] =
    Array(#"{{"ttleM"#.utf8) + [0, 0, 0, 0, 0x0A, 0, 0, 0] + Array("\u{0588}\r".utf8)
  var settings = AnalysisSettings()
  settings.allowsComments = true
  let document = SpecDocument(bytes: bytes, settings: settings)
  #expect(document.diagnostics.contains { $0.code == .missingRequiredKey })
  for diagnostic in document.diagnostics {
    for fix in QuickFix.fixes(for: diagnostic, in: document) {
      #expect(!fix.edits.isEmpty, "\(fix.title) has no edits")
      for edit in fix.edits {
        for offset in [edit.range.start, edit.range.end] where offset < bytes.count {
          #expect(bytes[offset] & 0xC0 != 0x80, "\(fix.title) splits a character at \(offset)")
        }
      }
    }
  }
}
