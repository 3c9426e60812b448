import LanguageService
import SpecAnalysis
import Testing

/// Each `FixData` case as text edits: the fixed text, and whether `check --fix` may apply it.
@Suite struct QuickFixTests {
  /// The text after the first fix of the first diagnostic with `code`, and its safety.
  func fixed(_ text: String, _ code: DiagnosticCode) -> (text: String, safe: Bool)? {
    let document = SpecDocument(text: text)
    guard let diagnostic = document.diagnostics.first(where: { $0.code == code }),
      let fix = QuickFix.fixes(for: diagnostic, in: document).first
    else { return nil }
    return (TextEdit.apply(fix.edits, to: text), fix.isSafeForAutoFix)
  }

  static let base = #""behavior": { "kind": "fixed" }, "subviews": []"#

  @Test func swapMinAndMax() {
    let result = fixed(
      #"{ "bar": { "maxHeight": 50, "minHeight": 80 }, \#(Self.base) }"#, .minHeightAboveMaxHeight)
    #expect(result?.text == #"{ "bar": { "maxHeight": 80, "minHeight": 50 }, \#(Self.base) }"#)
    #expect(result?.safe == true)
  }

  @Test func clampANumber() {
    let text = """
      { "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "fixed" },
        "subviews": [ { "id": "a", "kind": "view",
          "keyframes": [ { "progress": 0, "frame": [0, 0, 1, 1], "alpha": 1.5 } ] } ] }
      """
    let result = fixed(text, .numberOutOfRange)
    #expect(result?.text == text.replacing("1.5", with: "1"))
    #expect(result?.safe == true)
  }

  @Test func renameATypoUnlessTheKeyExists() {
    let typo = fixed(#"{ "bar": { "maxHeigt": 100 }, \#(Self.base) }"#, .unknownKey)
    #expect(typo?.text == #"{ "bar": { "maxHeight": 100 }, \#(Self.base) }"#)
    #expect(typo?.safe == true)
    let taken = fixed(
      #"{ "bar": { "maxHeight": 100 }, \#(Self.base), "behaviour": {} }"#, .unknownKey)
    #expect(taken?.safe == false)
  }

  @Test func sortKeyframesKeepsTheLayout() {
    let text = """
      { "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "fixed" },
        "subviews": [ { "id": "a", "kind": "view",
          "keyframes": [
            { "progress": 1, "alpha": 0 },
            { "progress": 0, "frame": [0, 0, 1, 1] }
          ] } ] }
      """
    let result = fixed(text, .keyframesOutOfOrder)
    #expect(
      result?.text == """
        { "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "fixed" },
          "subviews": [ { "id": "a", "kind": "view",
            "keyframes": [
              { "progress": 0, "frame": [0, 0, 1, 1] },
              { "progress": 1, "alpha": 0 }
            ] } ] }
        """)
    #expect(result?.safe == true)
  }

  /// HS304 offers both fixes; the first, the one `--fix` applies, keeps the author's limit.
  @Test func aStretchLimitWithoutElasticMakesTheBarElasticOrLosesTheLimit() {
    let text = """
      {
        "bar": { "maxHeight": 100, "minHeight": 50 },
        "behavior": {
          "kind": "fixed",
          "stretchLimit": 300
        },
        "subviews": []
      }
      """
    let document = SpecDocument(text: text)
    let diagnostic = document.diagnostics.first { $0.code == .stretchLimitWithoutElastic }
    let fixes = diagnostic.map { QuickFix.fixes(for: $0, in: document) } ?? []
    // Removing the ignored limit keeps what the header does: preferred, and what --fix
    // applies. Making the bar elastic makes it stretch: offered, never applied unattended.
    #expect(
      fixes.map(\.title) == [
        "Remove `stretchLimit`", "Add `\"elastic\": true` (the bar starts to stretch)",
      ])
    #expect(fixes.map(\.isPreferred) == [true, false])
    #expect(fixes.map(\.kind) == [.keepsBehavior, .changesBehavior])
    #expect(
      fixes.first.map { TextEdit.apply($0.edits, to: text) }
        == text.replacing(",\n    \"stretchLimit\": 300", with: ""))
    #expect(
      fixes.last.map { TextEdit.apply($0.edits, to: text) }
        == text.replacing(
          "\"stretchLimit\": 300", with: "\"stretchLimit\": 300,\n    \"elastic\": true"))
    #expect(QuickFix.safeFixes(in: document).map(\.title) == ["Remove `stretchLimit`"])
  }

  /// With `"elastic": false` written out, setting it to true is the second fix, not safe; the
  /// first removes the limit and leaves `elastic` as the author wrote it.
  @Test func anElasticFalseStaysFalse() {
    let text =
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", "elastic": false, "stretchLimit": 300, "snappingEnabled": false }, "subviews": [] }"#
    let result = fixed(text, .stretchLimitWithoutElastic)
    #expect(result?.text == text.replacing(#", "stretchLimit": 300"#, with: ""))
    #expect(result?.safe == true)
    let document = SpecDocument(text: text)
    let fixes = document.diagnostics.first { $0.code == .stretchLimitWithoutElastic }
      .map { QuickFix.fixes(for: $0, in: document) }
    #expect(fixes?.last?.title == "Set `elastic` to `true` (the bar starts to stretch)")
    #expect(fixes?.last?.isSafeForAutoFix == false)
  }

  /// A key that has no effect (HS213) is removed with its comma.
  @Test func removeAnIgnoredKeyWithItsComma() {
    let text = """
      {
        "bar": { "maxHeight": 100, "minHeight": 50 },
        "behavior": {
          "kind": "squareCash",
          "displayMode": "always"
        },
        "subviews": []
      }
      """
    let result = fixed(text, .keyIgnoredByKind)
    #expect(result?.text == text.replacing(",\n    \"displayMode\": \"always\"", with: ""))
    #expect(result?.safe == true)
  }

  /// A number or boolean written as a string is unquoted (safe); a string that spells neither,
  /// or a fraction where a whole number is expected, gets no such fix.
  @Test(arguments: [
    (#""maxHeight": "375""#, #""maxHeight": 375"#),
    (#""maxHeight": "1e2""#, #""maxHeight": 100"#),
    (#""maxHeight": "-0.5""#, #""maxHeight": -0.5"#),
    (#""elastic": "no""#, #""elastic": false"#),
    (#""elastic": "TRUE""#, #""elastic": true"#),
    (#""elastic": "Yes""#, #""elastic": true"#),
    (#""maxHeight": "tall""#, nil),
    (#""elastic": "maybe""#, nil),
    (#""maxHeight": "0x10""#, nil),
  ])
  func aValueWrittenAsAString(member: String, expected: String?) {
    let place = member.hasPrefix(#""elastic""#) ? "behavior" : "bar"
    let bar = place == "bar" ? member : #""maxHeight": 100"#
    let behavior = place == "behavior" ? #""kind": "fixed", "# + member : #""kind": "fixed""#
    let text = #"{ "bar": { \#(bar) }, "behavior": { \#(behavior) }, "subviews": [] }"#
    let result = fixed(text, .wrongType)
    #expect(result?.text == expected.map { text.replacing(member, with: $0) })
    if expected != nil { #expect(result?.safe == true) }
  }

  @Test func aFractionWhereAWholeNumberIsExpectedStaysQuoted() {
    let text =
      #"{ "bar": { "maxHeight": 100 }, "behavior": { "kind": "fixed" }, "subviews": [ { "id": "m", "kind": "titleMenu", "items": ["a", "b"], "selected": "1.5" } ] }"#
    #expect(fixed(text, .wrongType) == nil)
    let whole = fixed(text.replacing(#""1.5""#, with: #""1""#), .wrongType)
    #expect(whole?.text == text.replacing(#""1.5""#, with: "1"))
  }

  @Test func insertAMissingKeyOnItsOwnLineIsNotSafe() {
    let text = """
      {
        "bar": { "maxHeight": 100 },
        "subviews": []
      }
      """
    let result = fixed(text, .missingRequiredKey)
    #expect(
      result?.text.hasPrefix(
        "{\n  \"bar\": { \"maxHeight\": 100 },\n  \"subviews\": [],\n  \"behavior\": ") == true)
    #expect(result?.safe == false)
    #expect(result.map { SpecDocument(text: $0.text).syntax.hasErrors } == false)
  }

  @Test func safeFixesNeverOverlapAndConverge() {
    let text =
      #"{ "bar": { "maxHeight": 50, "minHeight": 80 }, "behavior": { "kind": "fixed", "stretchLimit": 9 }, "subviews": [] }"#
    var current = text
    for _ in 0..<4 {
      let fixes = QuickFix.safeFixes(in: SpecDocument(text: current))
      if fixes.isEmpty { break }
      current = TextEdit.apply(fixes.flatMap(\.edits), to: current)
    }
    // The ignored limit is removed (the bar does not start to stretch) and the error swapped.
    #expect(
      current
        == #"{ "bar": { "maxHeight": 80, "minHeight": 50 }, "behavior": { "kind": "fixed" }, "subviews": [] }"#
    )
    #expect(QuickFix.safeFixes(in: SpecDocument(text: current)).isEmpty)
  }
}
