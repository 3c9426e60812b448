import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// The one helper for completion: the item labelled `label` at marker 1️⃣, applied with its
/// additional edits; `expected` is the document after it (snippet syntax kept when `snippets`).
func checkCompletion(
  _ marked: String, label: String, snippets: Bool = true, expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let fixture = MarkedText(marked)
  let document = SpecDocument(text: fixture.text)
  let list = completions(in: document, at: fixture.offset("1"), snippets: snippets)
  guard let item = list.items.first(where: { $0.label == label }) else {
    Issue.record(
      "no item \(label); offered: \(list.items.map(\.label))", sourceLocation: sourceLocation)
    return
  }
  #expect(item.isSnippet == (snippets && item.insertText.contains("$")))
  #expect(TextEdit.apply(item.edits, to: fixture.text) == expected, sourceLocation: sourceLocation)
}

/// The labels offered at marker 1️⃣, in order, one line.
func checkCompletionLabels(
  _ marked: String, expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let fixture = MarkedText(marked)
  let list = completions(in: SpecDocument(text: fixture.text), at: fixture.offset("1"))
  #expect(
    list.items.map(\.label).joined(separator: " ") == expected, sourceLocation: sourceLocation)
}

@Suite struct CompletionTests {
  @Test func topLevelKeysLeaveOutPresentOnes() {
    checkCompletionLabels(
      """
      { "bar": { "maxHeight": 80 }, 1️⃣ }
      """,
      expected: "$schema version name width behavior subviews statusBar supports")
  }

  @Test func behaviorKeysOfTheKindFirstOthersLeftOut() {
    checkCompletionLabels(
      """
      { "bar": { "maxHeight": 80 }, "behavior": { "kind": "largeTitle", 1️⃣ } }
      """,
      expected: "displayMode elastic stretchLimit contentInsetTop snappingEnabled snapping compact")
  }

  /// The heights of a compact vertical size class (Schemas/FORMAT.md#heights-per-size-class).
  @Test func compactHeightKeys() {
    checkCompletionLabels(
      """
      { "bar": { "maxHeight": 264, 1️⃣ } }
      """,
      expected: "minHeight clipsToBounds compact")
    checkCompletionLabels(
      """
      { "bar": { "maxHeight": 264, "compact": { 1️⃣ } } }
      """,
      expected: "maxHeight minHeight")
    checkCompletionLabels(
      """
      { "behavior": { "kind": "squareCash", "compact": { 1️⃣ } } }
      """,
      expected: "contentInsetTop")
  }

  @Test func keyframeAttributes() {
    checkCompletionLabels(
      """
      { "subviews": [ { "id": "a", "keyframes": [ { "progress": 0, 1️⃣ } ] } ] }
      """,
      expected: "frame center size anchor alpha hidden zIndex cornerRadius transform")
  }

  @Test func keysThatWouldConflictAreNotOffered() {
    // HS209: frame conflicts with center and size; anchor with center.
    checkCompletionLabels(
      """
      { "subviews": [ { "id": "a", "keyframes": [
        { "progress": 0, "center": [1, 2], "size": [3, 4], 1️⃣ } ] } ] }
      """,
      expected: "alpha hidden zIndex cornerRadius transform")
    checkCompletionLabels(
      """
      { "subviews": [ { "id": "a", "keyframes": [ { "progress": 0, "frame": [1, 2, 3, 4], 1️⃣ } ] } ] }
      """,
      expected: "alpha hidden zIndex cornerRadius transform")
    checkCompletionLabels(
      """
      { "subviews": [ { "id": "a", "keyframes": [ { "progress": 0, "anchor": {}, 1️⃣ } ] } ] }
      """,
      expected: "size alpha hidden zIndex cornerRadius transform")
  }

  @Test func labelSubviewKeys() {
    checkCompletionLabels(
      """
      { "subviews": [ { "id": "a", "kind": "label", 1️⃣ } ] }
      """,
      expected:
        "keyframes text font textColor transformInterpolation mirrored ignoresSafeArea "
        + "accessibilityLabel sitsOn")
  }

  @Test func keyWithSnippetAndCommaRepairAfterCJK() {
    checkCompletion(
      """
      { "name": "大标题 🙂", "bar": { "maxHeight": 80 } 1️⃣ }
      """,
      label: "width",
      expected: """
        { "name": "大标题 🙂", "bar": { "maxHeight": 80 }, "width": ${1:375} }
        """)
  }

  @Test func keyWithoutSnippetsAndCommaAfter() {
    checkCompletion(
      """
      { "bar": { 1️⃣ "maxHeight": 80 } }
      """,
      label: "clipsToBounds", snippets: false,
      expected: """
        { "bar": { "clipsToBounds": false, "maxHeight": 80 } }
        """)
  }

  /// The edges a subview can ignore (Schemas/FORMAT.md#full-bleed), in the schema's order.
  @Test func ignoredSafeAreaEdges() {
    checkCompletionLabels(
      """
      { "subviews": [ { "id": "a", "ignoresSafeArea": [1️⃣] } ] }
      """,
      expected: #""top" "leading" "trailing" "horizontal" "all""#)
  }

  @Test func behaviourKindValue() {
    checkCompletion(
      """
      { "behavior": { "kind": 1️⃣ } }
      """,
      label: "\"safari\"",
      expected: """
        { "behavior": { "kind": "safari" } }
        """)
  }

  @Test func usefulHeights() {
    checkCompletionLabels(
      """
      { "bar": { "maxHeight": 1️⃣ } }
      """,
      expected: "200 105 96.5 44")
  }

  @Test func newKeyframeAtTheNextProgress() {
    checkCompletion(
      """
      { "subviews": [ { "id": "a", "keyframes": [
        { "progress": 0, "frame": [0, 0, 10, 10] }
        1️⃣
      ] } ] }
      """,
      label: "keyframe at 0.5", snippets: false,
      expected: """
        { "subviews": [ { "id": "a", "keyframes": [
          { "progress": 0, "frame": [0, 0, 10, 10] },
          { "progress": 0.5, "alpha": 1 }
        ] } ] }
        """)
  }

  @Test func emptyDocumentSkeleton() {
    checkCompletion(
      "1️⃣", label: "header spec", snippets: false,
      expected: """
        {
          "$schema": "https://raw.githubusercontent.com/headerspec/headerspec/main/Schemas/header-spec.schema.json",
          "version": 1,
          "name": "Header",
          "bar": { "maxHeight": 200, "minHeight": 65 },
          "behavior": {
            "kind": "squareCash",
            "snapping": [
              { "target": 0, "from": 0, "to": 0.5 },
              { "target": 1, "from": 0.5, "to": 1 }
            ]
          },
          "subviews": []
        }
        """)
  }

  @Test func snappingPair() {
    checkCompletion(
      """
      { "behavior": { "kind": "squareCash", "snapping": [1️⃣] } }
      """,
      label: "snapping pair",
      expected: """
        { "behavior": { "kind": "squareCash", "snapping": [{ "target": 0, "from": 0, "to": 0.5 },
        { "target": 1, "from": 0.5, "to": 1 }] } }
        """)
  }

  @Test func labelSubviewSnippetIndented() {
    checkCompletion(
      """
      {
        "subviews": [
          1️⃣
        ]
      }
      """,
      label: "titleMenu subview", snippets: true,
      expected: """
        {
          "subviews": [
            {
              "id": "${1:menu}",
              "kind": "titleMenu",
              "items": ["${2:Home}", "${3:Search}"],
              "selected": 0
            }
          ]
        }
        """)
  }

  @Test func itemsCarryTypeDefaultAndSchemaDocumentation() {
    let fixture = MarkedText(#"{ "🙂": 0, 1️⃣ }"#)
    let items = completions(in: SpecDocument(text: fixture.text), at: fixture.offset("1")).items
    let width = items.first { $0.label == "width" }
    #expect(width?.kind == .property)
    #expect(width?.detail == "number, default 375")
    #expect(width?.documentation?.hasPrefix("**Reference width**\n\nThe bar's width") == true)
    #expect(width?.documentation?.hasSuffix("Default: `375`") == true)
    #expect(width?.insertText == #""width": ${1:375}"#)
    #expect(width?.isSnippet == true)
    let behavior = items.first { $0.label == "behavior" }
    #expect(behavior?.insertText == #""behavior": {$1}"#)
  }
}
