import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// Keys and values at every place of a spec (`checkCompletionLabels`), and replacing what is
/// being typed (`checkCompletion`).
@Suite struct CompletionPlacesTests {
  /// The cursor before a scalar value: the edit starts at the cursor (LSP requires the edit to
  /// contain it) and keeps the blanks; with a stray colon between, no value is offered.
  /// (A fuzzing finding: the edit once started at the value, after the cursor.)
  @Test func valueBeforeAScalarStartsAtTheCursor() {
    let marked = #"{ "behavior": { "kind":1️⃣  "largeTitle" } }"#
    let fixture = MarkedText(marked)
    let list = completions(in: SpecDocument(text: fixture.text), at: fixture.offset("1"))
    #expect(!list.items.isEmpty)
    for item in list.items { #expect(item.range.touches(fixture.offset("1"))) }
    checkCompletion(
      marked, label: #""safari""#, expected: #"{ "behavior": { "kind":  "safari" } }"#)
    let stray = MarkedText(#"{ "behavior": { "kind":1️⃣ : "largeTitle" } }"#)
    let none = completions(in: SpecDocument(text: stray.text), at: stray.offset("1"))
    #expect(none.items.allSatisfy { $0.range.touches(stray.offset("1")) })
  }

  /// Inside a comment no completion helps: between the two slashes of `//`, inside a line or
  /// block comment, at the end of a line comment (typing there adds to it), in an unclosed
  /// block comment; right after a block comment keys come back. (A fuzzing finding: a key
  /// completion between the two slashes replaced the first one, breaking the comment.)
  @Test func noCompletionInsideComments() {
    var settings = AnalysisSettings()
    settings.allowsComments = true
    let marked =
      "{\n  /1️⃣/ a 名前 😀2️⃣\n  \"bar\": { /* 3️⃣block */4️⃣ \"maxHeight\": 90 },\n"
      + "  \"behavior\": { \"kind\": \"fixed\" } /* open 5️⃣"
    let fixture = MarkedText(marked)
    let document = SpecDocument(text: fixture.text, settings: settings)
    for marker in ["1", "2", "3", "5"] {
      let list = completions(in: document, at: fixture.offset(marker), settings: settings)
      #expect(list.items.isEmpty, "marker \(marker)")
    }
    let after = completions(in: document, at: fixture.offset("4"), settings: settings)
    #expect(after.items.contains { $0.label == "minHeight" })
    // Strict JSON reports the comments but still offers nothing inside them.
    let strict = SpecDocument(text: fixture.text)
    #expect(completions(in: strict, at: fixture.offset("1")).items.isEmpty)
  }

  @Test func snappingRangeKeys() {
    checkCompletionLabels(
      #"{ "behavior": { "kind": "safari", "snapping": [ { "target": 1, 1️⃣ } ] } }"#,
      expected: "from to")
  }

  @Test func anchorEdges() {
    checkCompletionLabels(
      #"{ "subviews": [ { "id": "a", "keyframes": [ { "anchor": { 1️⃣ } } ] } ] }"#,
      expected: "leading trailing centerX top bottom centerY")
  }

  @Test func transformParts() {
    checkCompletionLabels(
      #"{ "subviews": [ { "id": "a", "keyframes": [ { "transform": { "scale": 2, 1️⃣ } } ] } ] }"#,
      expected: "translate scaledTranslate rotate")
    // matrix cannot be combined with the parts (HS209), so it is offered only alone.
    checkCompletionLabels(
      #"{ "subviews": [ { "id": "a", "keyframes": [ { "transform": { 1️⃣ } } ] } ] }"#,
      expected: "translate scaledTranslate scale rotate matrix")
  }

  @Test func fontKeysAndWeights() {
    checkCompletionLabels(
      #"{ "subviews": [ { "id": "a", "kind": "label", "font": { 1️⃣ } } ] }"#,
      expected: "size weight textStyle")
    checkCompletionLabels(
      #"{ "subviews": [ { "id": "a", "kind": "label", "font": { "weight": 1️⃣ } } ] }"#,
      expected: #""regular" "medium" "semibold" "bold""#)
  }

  @Test func searchBarFieldAndHeight() {
    checkCompletionLabels(
      #"{ "subviews": [ { "id": "s", "kind": "searchBar", "field": { 1️⃣ } } ] }"#,
      expected: "inset widthFraction height cornerRadius")
    checkCompletionLabels(
      #"{ "subviews": [ { "id": "s", "kind": "searchBar", "height": 1️⃣ } ] }"#,
      expected: "56 44")
  }

  @Test func titleMenuFonts() {
    checkCompletionLabels(
      #"{ "subviews": [ { "id": "m", "kind": "titleMenu", "fonts": { 1️⃣ } } ] }"#,
      expected: "large compact")
  }

  @Test func subviewKindsDisplayModesAndBooleans() {
    checkCompletionLabels(
      #"{ "subviews": [ { "id": "a", "kind": 1️⃣ } ] }"#,
      expected: #""view" "label" "image" "button" "searchBar" "titleMenu""#)
    checkCompletionLabels(
      #"{ "behavior": { "kind": "largeTitle", "displayMode": 1️⃣ } }"#,
      expected: #""automatic" "always" "never""#)
    checkCompletionLabels(
      #"{ "bar": { "clipsToBounds": 1️⃣ } }"#,
      expected: "true false")
  }

  @Test func progressValues() {
    checkCompletionLabels(
      #"{ "subviews": [ { "id": "a", "keyframes": [ { "progress": 1️⃣ } ] } ] }"#,
      expected: "0 0.5 1")
  }

  @Test func replacesTheKeyBeingTyped() {
    checkCompletion(
      #"{ "bar": { "maxH1️⃣" } }"#,
      label: "maxHeight", snippets: false,
      expected: #"{ "bar": { "maxHeight": 200 } }"#)
  }

  @Test func replacesOnlyTheKeyWhenTheValueIsThere() {
    checkCompletion(
      #"{ "bar": { "min1️⃣": 50 } }"#,
      label: "minHeight",
      expected: #"{ "bar": { "minHeight": 50 } }"#)
  }

  @Test func replacesTheStringBeingTyped() {
    checkCompletion(
      #"{ "behavior": { "kind": "fa1️⃣" } }"#,
      label: "\"facebook\"",
      expected: #"{ "behavior": { "kind": "facebook" } }"#)
  }

  @Test func commaBeforeAndAfterBetweenMembers() {
    checkCompletion(
      """
      {
        "bar": { "maxHeight": 80 }
        1️⃣
        "behavior": { "kind": "fixed" }
      }
      """,
      label: "width", snippets: false,
      expected: """
        {
          "bar": { "maxHeight": 80 },
          "width": 375,
          "behavior": { "kind": "fixed" }
        }
        """)
  }
}
