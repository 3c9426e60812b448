import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// Code actions: the document after the action, checked to parse and to have lost the
/// diagnostic (see `checkAction`).
@Suite struct CodeActionTests {
  @Test func swapMinAndMax() {
    checkAction(
      """
      { "bar": { "maxHeight": 50, 1️⃣"minHeight": 80 }, "behavior": { "kind": "fixed" } }
      """,
      title: "Swap `80` and `50`",
      expected: """
        { "bar": { "maxHeight": 80, "minHeight": 50 }, "behavior": { "kind": "fixed" } }
        """)
  }

  @Test func replaceUnknownKeyAfterCJK() {
    checkAction(
      """
      { "name": "标题🙂", "bar": { 1️⃣"maxHieght": 80 }, "behavior": { "kind": "fixed" } }
      """,
      title: "Replace with `maxHeight`",
      expected: """
        { "name": "标题🙂", "bar": { "maxHeight": 80 }, "behavior": { "kind": "fixed" } }
        """)
  }

  @Test func replaceEnumValue() {
    checkAction(
      """
      { "bar": { "maxHeight": 80 }, "behavior": { "kind": 1️⃣"squarecash" } }
      """,
      title: "Replace with `\"squareCash\"`",
      expected: """
        { "bar": { "maxHeight": 80 }, "behavior": { "kind": "squareCash" } }
        """)
  }

  @Test func addMissingRequiredKeyInMultilineObject() {
    checkAction(
      """
      {
        "bar": { "maxHeight": 80 },
        1️⃣"behavior": {
          "elastic": true
        }
      }
      """,
      title: "Add `kind`",
      expected: """
        {
          "bar": { "maxHeight": 80 },
          "behavior": {
            "elastic": true,
            "kind": "squareCash"
          }
        }
        """)
  }

  @Test func removeKeyIgnoredByTheKind() {
    checkAction(
      """
      {
        "bar": { "maxHeight": 80 },
        "behavior": {
          "kind": "squareCash",
          1️⃣"velocityThreshold": 300,
          "elastic": true
        }
      }
      """,
      title: "Remove `velocityThreshold`",
      expected: """
        {
          "bar": { "maxHeight": 80 },
          "behavior": {
            "kind": "squareCash",
            "elastic": true
          }
        }
        """)
  }

  @Test func removeDuplicateKey() {
    checkAction(
      """
      { "bar": { 1️⃣"maxHeight": 80, "maxHeight": 90 }, "behavior": { "kind": "fixed" } }
      """,
      title: "Remove this duplicate `maxHeight` (a later one overrides it)",
      expected: """
        { "bar": { "maxHeight": 90 }, "behavior": { "kind": "fixed" } }
        """)
  }

  @Test func sortKeyframes() {
    checkAction(
      """
      { "bar": { "maxHeight": 80 }, "behavior": { "kind": "squareCash" }, "subviews": [
        { "id": "a", "keyframes": [
          { "progress": 0, "frame": [0, 0, 10, 10] },
          { "progress": 1, "alpha": 0 },
          { "progress": 1️⃣0.5, "alpha": 0.5 }
        ] } ] }
      """,
      title: "Sort keyframes by progress",
      expected: """
        { "bar": { "maxHeight": 80 }, "behavior": { "kind": "squareCash" }, "subviews": [
          { "id": "a", "keyframes": [
            { "progress": 0, "frame": [0, 0, 10, 10] },
            { "progress": 0.5, "alpha": 0.5 },
            { "progress": 1, "alpha": 0 }
          ] } ] }
        """)
  }

  /// A select-all over keyframes in reverse order: one "sort" action listing every HS305, not
  /// one whole-array rewrite per diagnostic (500 keyframes made a 61 MB response before).
  @Test func selectAllOverReversedKeyframesOffersOneSort() {
    let frames = (0..<200).reversed().map {
      "{ \"progress\": \(Double($0) / 200), \"frame\": [0, 0, 10, 10] }"
    }
    let text = """
      { "bar": { "maxHeight": 80 }, "behavior": { "kind": "squareCash" }, "subviews": [
        { "id": "a", "keyframes": [\(frames.joined(separator: ",\n"))] } ] }
      """
    let document = SpecDocument(text: text)
    let unordered = document.diagnostics.filter { $0.code == .keyframesOutOfOrder }
    #expect(unordered.count == 199)
    let actions = codeActions(
      in: document, range: ByteRange(start: 0, end: text.utf8.count),
      diagnostics: document.diagnostics)
    let sorts = actions.filter { $0.title == "Sort keyframes by progress" }
    #expect(sorts.count == 1)
    #expect(sorts.first?.diagnostics.count == 199)
    #expect(actions.count < 10)
    let sorted = TextEdit.apply(sorts.first?.edits ?? [], to: text)
    #expect(!SpecDocument(text: sorted).diagnostics.contains { $0.code == .keyframesOutOfOrder })
  }

  @Test func addKeyframeAtZero() {
    checkAction(
      """
      { "bar": { "maxHeight": 80 }, "behavior": { "kind": "squareCash" }, "subviews": [
        { "id": "a", "keyframes": [
          { "progress": 1️⃣0.2, "frame": [0, 0, 10, 10] }
        ] } ] }
      """,
      title: "Add a keyframe at progress 0",
      expected: """
        { "bar": { "maxHeight": 80 }, "behavior": { "kind": "squareCash" }, "subviews": [
          { "id": "a", "keyframes": [
            { "progress": 0, "frame": [0, 0, 10, 10] },
            { "progress": 0.2, "frame": [0, 0, 10, 10] }
          ] } ] }
        """)
  }

  @Test func clampAlpha() {
    checkAction(
      """
      { "bar": { "maxHeight": 80 }, "behavior": { "kind": "squareCash" }, "subviews": [
        { "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10], "alpha": 1️⃣1.5 } ] } ] }
      """,
      title: "Change `1.5` to `1`",
      expected: """
        { "bar": { "maxHeight": 80 }, "behavior": { "kind": "squareCash" }, "subviews": [
          { "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10], "alpha": 1 } ] } ] }
        """)
  }

  @Test func searchBarHeight() {
    checkAction(
      """
      { "bar": { "maxHeight": 100, "minHeight": 44 }, "behavior": { "kind": "squareCash" },
        "subviews": [ { "id": 1️⃣"s", "kind": "searchBar",
          "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "bottom": 0 } } ] } ] }
      """,
      title: "Set the search bar's `height` to 44",
      expected: """
        { "bar": { "maxHeight": 100, "minHeight": 44 }, "behavior": { "kind": "squareCash" },
          "subviews": [ { "id": "s", "kind": "searchBar",
            "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "bottom": 0 } } ],
            "height": 44 } ] }
        """)
  }

  /// Inside the behaviour, HS404's quick fix (its reach is the whole `behavior` member) adds
  /// the nearest-end ranges; the refactoring with the same edits is not offered twice, but is
  /// when only refactorings are asked for.
  @Test func snapToTheNearestEndOnTheBehavior() {
    let fixture = MarkedText(
      """
      { "bar": { "maxHeight": 200, "minHeight": 65 }, "behavior": { 1️⃣"kind": "squareCash" } }
      """)
    let document = SpecDocument(text: fixture.text)
    let at = ByteRange(start: fixture.offset("1"), end: fixture.offset("1"))
    let all = codeActions(in: document, range: at, diagnostics: document.diagnostics)
    let refactorings = codeActions(
      in: document, range: at, diagnostics: document.diagnostics, kinds: [.refactor])
    #expect(all.map(\.title) == ["Add snapping [0, 0.5] -> 0, [0.5, 1] -> 1"])
    #expect(all.map(\.kind) == [.quickFix])
    #expect(refactorings.map(\.title) == ["Add snapping: snap to the nearest end"])
    #expect(refactorings.first?.edits == all.first?.edits)
  }

  @Test func theNearestEndsAddedOnTheBehavior() {
    checkAction(
      """
      {
        "bar": { "maxHeight": 200, "minHeight": 65 },
        "behavior": {
          1️⃣"kind": "squareCash"
        }
      }
      """,
      title: "Add snapping [0, 0.5] -> 0, [0.5, 1] -> 1",
      expected: """
        {
          "bar": { "maxHeight": 200, "minHeight": 65 },
          "behavior": {
            "kind": "squareCash",
            "snapping": [
              { "target": 0, "from": 0, "to": 0.5 },
              { "target": 1, "from": 0.5, "to": 1 }
            ]
          }
        }
        """)
  }

  /// A bar that never moves never snaps (Schemas/FORMAT.md#scrolling): no snapping actions, where a
  /// moving one on the same document gets them.
  @Test(arguments: [
    (#""kind": "fixed""#, false), (#""kind": "largeTitle", "displayMode": "never""#, false),
    (#""kind": "largeTitle""#, true),
  ])
  func snappingActionsOnlyForABarThatMoves(behavior: String, offered: Bool) {
    let fixture = MarkedText(
      """
      { "bar": { "maxHeight": 96.5, "minHeight": 44 }, "behavior": { 1️⃣\(behavior) } }
      """)
    let document = SpecDocument(text: fixture.text)
    let at = ByteRange(start: fixture.offset("1"), end: fixture.offset("1"))
    let titles = codeActions(in: document, range: at, diagnostics: document.diagnostics)
      .map(\.title)
    #expect(titles.contains { $0.hasPrefix("Add snapping") } == offered, "offered: \(titles)")
  }

  @Test func snapToEveryKeyframeStop() {
    checkAction(
      """
      {
        "bar": { "maxHeight": 200, "minHeight": 65 },
        "behavior": { 1️⃣"kind": "squareCash", "snapping": [] },
        "subviews": [
          { "id": "a", "keyframes": [
            { "progress": 0, "frame": [0, 0, 10, 10] }, { "progress": 0.2, "alpha": 0.5 },
            { "progress": 0.6, "alpha": 0 } ] }
        ]
      }
      """,
      title: "Add snapping: snap to every keyframe stop",
      expected: """
        {
          "bar": { "maxHeight": 200, "minHeight": 65 },
          "behavior": { "kind": "squareCash", "snapping": [{ "target": 0, "from": 0, "to": 0.1 }, { "target": 0.2, "from": 0.1, "to": 0.4 }, { "target": 0.6, "from": 0.4, "to": 0.8 }, { "target": 1, "from": 0.8, "to": 1 }] },
          "subviews": [
            { "id": "a", "keyframes": [
              { "progress": 0, "frame": [0, 0, 10, 10] }, { "progress": 0.2, "alpha": 0.5 },
              { "progress": 0.6, "alpha": 0 } ] }
          ]
        }
        """)
  }

  @Test func fillThisGap() {
    checkAction(
      """
      { "bar": { "maxHeight": 200 }, "behavior": { "kind": "squareCash",
        1️⃣"snapping": [ { "target": 0, "from": 0, "to": 0.3 } ] } }
      """,
      title: "Fill this gap: add snapping [0.3, 1] -> 1",
      expected: """
        { "bar": { "maxHeight": 200 }, "behavior": { "kind": "squareCash",
          "snapping": [ { "target": 0, "from": 0, "to": 0.3 }, { "target": 1, "from": 0.3, "to": 1 } ] } }
        """)
  }

  @Test func fixThisOverlap() {
    checkAction(
      """
      { "bar": { "maxHeight": 200 }, "behavior": { "kind": "squareCash", "snapping": [
        { "target": 0, "from": 0, "to": 0.6 }, 1️⃣{ "target": 1, "from": 0.4, "to": 1 } ] } }
      """,
      title: "Fix this overlap",
      expected: """
        { "bar": { "maxHeight": 200 }, "behavior": { "kind": "squareCash", "snapping": [
          { "target": 0, "from": 0, "to": 0.6 }, { "target": 1, "from": 0.6, "to": 1 } ] } }
        """)
  }
}
