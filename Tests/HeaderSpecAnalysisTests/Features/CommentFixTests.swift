import JSONSyntax
import LanguageService
import SpecAnalysis
import Testing

/// Fixes on JSONC (comments allowed): a sorted keyframe takes its comment lines and its
/// end-of-line comment with it, and a removed member takes its own comments and no other's.
@Suite struct CommentFixTests {
  static let settings = AnalysisSettings(allowsComments: true)

  /// The document after the first action titled `title` for the diagnostics of `code`.
  static func applying(_ title: String, code: DiagnosticCode, to text: String) -> String? {
    let document = SpecDocument(text: text, settings: settings)
    guard let diagnostic = document.diagnostics.first(where: { $0.code == code }) else {
      return nil
    }
    let actions = codeActions(
      in: document, range: diagnostic.range, diagnostics: document.diagnostics)
    guard let action = actions.first(where: { $0.title == title }) else { return nil }
    return TextEdit.apply(action.edits, to: text)
  }

  @Test func sortedKeyframesKeepTheirComments() {
    let text = """
      { "bar": { "maxHeight": 80 }, "behavior": { "kind": "squareCash" }, "subviews": [
        { "id": "a", "keyframes": [
          // expanded
          { "progress": 1, "alpha": 1 }, // fully shown
          { "progress": 0, "frame": [0, 0, 10, 10] }, // collapsed
          // halfway
          { "progress": 0.5, "alpha": 0.5 }
        ] } ] }
      """
    let sorted = Self.applying("Sort keyframes by progress", code: .keyframesOutOfOrder, to: text)
    #expect(
      sorted == """
        { "bar": { "maxHeight": 80 }, "behavior": { "kind": "squareCash" }, "subviews": [
          { "id": "a", "keyframes": [
            { "progress": 0, "frame": [0, 0, 10, 10] }, // collapsed
            // halfway
            { "progress": 0.5, "alpha": 0.5 },
            // expanded
            { "progress": 1, "alpha": 1 } // fully shown
          ] } ] }
        """)
  }

  /// The last member goes with its comments; the comma before it goes, the previous member's
  /// comment stays on its line (it used to be deleted, and the removed one's left behind).
  @Test func removingTheLastMemberKeepsThePreviousOnesComment() {
    let text = """
      {
        "bar": { "maxHeight": 80 },
        "behavior": {
          "kind": "fixed", // never moves
          // said twice
          "kind": "fixed" // removed
        }
      }
      """
    let title = "Remove this duplicate `kind` (the earlier value then counts)"
    #expect(
      Self.wholeDocumentAction(title, on: text) == """
        {
          "bar": { "maxHeight": 80 },
          "behavior": {
            "kind": "fixed" // never moves
          }
        }
        """)
  }

  /// A member before another goes with its comment; the comment line above the next member
  /// stays (it used to be deleted with the removed member).
  @Test func removingAMiddleMemberKeepsTheNextOnesComment() {
    let text = """
      {
        "bar": { "maxHeight": 80 },
        "behavior": {
          "kind": "squareCash", // removed
          // the kind that counts
          "kind": "fixed"
        }
      }
      """
    let title = "Remove this duplicate `kind` (a later one overrides it)"
    #expect(
      Self.wholeDocumentAction(title, on: text) == """
        {
          "bar": { "maxHeight": 80 },
          "behavior": {
            // the kind that counts
            "kind": "fixed"
          }
        }
        """)
  }

  /// On one line, the removed member takes its comma and a comment before it; a comment
  /// after its comma is the kept member's, and stays.
  @Test func anInlineRemovalKeepsTheNextMembersComment() {
    let text = #"{ "bar": { "maxHeight": 100 /* old */, /* 名前 😀 */ "maxHeight": 120 } }"#
    let title = "Remove this duplicate `maxHeight` (a later one overrides it)"
    #expect(
      Self.wholeDocumentAction(title, on: text)
        == #"{ "bar": { /* 名前 😀 */ "maxHeight": 120 } }"#)
  }

  /// The last member goes, and the comma before it; everything else on the previous member's
  /// line stays, two comments too (found by `AutomaticFixSafetyTests`: with more than one
  /// comment there, the removal ran from the previous member to this one and took them).
  @Test func removingTheLastMemberKeepsEveryCommentOnThePreviousLine() {
    let text = """
      {
        "bar": { "maxHeight": 80 },
        "behavior": {
          "kind": "fixed", /* never moves */ // really
          "kind": "fixed" // removed
        }
      }
      """
    let title = "Remove this duplicate `kind` (the earlier value then counts)"
    #expect(
      Self.wholeDocumentAction(title, on: text) == """
        {
          "bar": { "maxHeight": 80 },
          "behavior": {
            "kind": "fixed" /* never moves */ // really
          }
        }
        """)
    let inline = #"{ "bar": { "maxHeight": 100 /* first */, /* second */ "maxHeight": 120 } }"#
    #expect(
      Self.wholeDocumentAction(title.replacing("kind", with: "maxHeight"), on: inline)
        == #"{ "bar": { "maxHeight": 100 /* first */ } }"#)
  }

  /// Snapping ranges added to an empty array go after the comment in it, which stays (it
  /// was replaced with the ranges).
  @Test func rangesAddedToAnEmptyArrayKeepItsComment() {
    let text =
      #"{ "bar": { "maxHeight": 120, "minHeight": 0 }, "behavior": { "kind": "squareCash", "snappingEnabled": true, "snapping": [ /* none yet */ ] }, "subviews": [] }"#
    #expect(
      Self.wholeDocumentAction("Add snapping [0, 0.5] -> 0, [0.5, 1] -> 1", on: text)
        == #"{ "bar": { "maxHeight": 120, "minHeight": 0 }, "behavior": { "kind": "squareCash", "snappingEnabled": true, "snapping": [ /* none yet */ { "target": 0, "from": 0, "to": 0.5 }, { "target": 1, "from": 0.5, "to": 1 } ] }, "subviews": [] }"#
    )
  }

  /// The document after the action titled `title` among those for the whole document.
  static func wholeDocumentAction(_ title: String, on text: String) -> String? {
    let document = SpecDocument(text: text, settings: settings)
    let actions = codeActions(
      in: document, range: ByteRange(start: 0, end: text.utf8.count),
      diagnostics: document.diagnostics)
    guard let action = actions.first(where: { $0.title == title }) else {
      Issue.record("no \(title) among \(actions.map(\.title))")
      return nil
    }
    return TextEdit.apply(action.edits, to: text)
  }
}
