import HeaderGeometry
import LanguageService
import SpecAnalysis
import Testing

/// HS328's two quick fixes and HS325's "Move", applied: the view moves keeping its size, or
/// the stretch is written down; neither is applied by `check --fix`.
@Suite struct EdgeMergeFixTests {
  /// A 40 x 16 pill at leading 10, top 10 that adds trailing 10 and bottom 6 at 1, in a bar
  /// from 100 to 40 pt.
  static let pill = """
    { "bar": { "maxHeight": 100, "minHeight": 40 },
      "behavior": { "kind": "squareCash", "snappingEnabled": false },
      "subviews": [ { "id": "pill", "keyframes": [
        { "progress": 0, "size": [40, 16], "anchor": { "leading": 10, "top": 10 } },
        { "progress": 1, "anchor": { "trailing": 10, "bottom": 6 } } ] } ] }
    """

  /// The fix titled `title` of the first diagnostic with `code`.
  func fix(_ title: String, _ code: DiagnosticCode, in text: String) -> QuickFix? {
    let document = SpecDocument(text: text)
    guard let diagnostic = document.diagnostics.first(where: { $0.code == code }) else {
      return nil
    }
    return QuickFix.fixes(for: diagnostic, in: document).first { $0.title == title }
  }

  func codes(_ text: String) -> [String] {
    SpecDocument(text: text).diagnostics.map(\.code.rawValue)
  }

  func frame(_ text: String) -> Rect? {
    SpecDocument(text: text).resolved?.layout(subview: 0, at: 1).frame
  }

  @Test func bothFixesAreOfferedAndNeitherIsSafe() {
    let document = SpecDocument(text: Self.pill)
    let diagnostic = document.diagnostics.first { $0.code == .edgeMergeStretches }
    let fixes = diagnostic.map { QuickFix.fixes(for: $0, in: document) } ?? []
    #expect(
      fixes.map(\.title) == ["Move: remove the inherited `leading`", "Stretch between both edges"])
    #expect(fixes.allSatisfy { $0.kind == .changesBehavior && !$0.isSafeForAutoFix })
    #expect(QuickFix.safeFixes(in: document).isEmpty)
  }

  @Test func moveKeepsTheSizeAndPinsTheNewEdges() throws {
    var text = Self.pill
    for edge in ["leading", "top"] {
      let move = try #require(
        fix("Move: remove the inherited `\(edge)`", .edgeMergeStretches, in: text))
      text = TextEdit.apply(move.edits, to: text)
    }
    #expect(text.contains(#""leading": null"#) && text.contains(#""top": null"#))
    #expect(codes(text).isEmpty)
    // Trailing 10 in 375, bottom 6 in a 40 pt bar: 40 x 16 at (325, 18).
    #expect(frame(text) == Rect(x: 325, y: 18, width: 40, height: 16))
  }

  @Test func stretchWritesTheSpanDown() throws {
    let stretch = try #require(
      fix("Stretch between both edges", .edgeMergeStretches, in: Self.pill))
    let text = TextEdit.apply(stretch.edits, to: Self.pill)
    #expect(text.contains(#""size": [null, null]"#))
    #expect(codes(text).isEmpty)
    #expect(frame(text) == Rect(x: 10, y: 10, width: 355, height: 24))
  }

  @Test func stretchOnOneAxisKeepsTheOtherLength() throws {
    let pill = Self.pill.replacing(#", "bottom": 6"#, with: "")
    let stretch = try #require(fix("Stretch between both edges", .edgeMergeStretches, in: pill))
    let text = TextEdit.apply(stretch.edits, to: pill)
    #expect(text.contains(#""size": [null, 16]"#))
    #expect(codes(text).isEmpty)
  }

  @Test func aCrossingFromAMergeMovesTheLabel() throws {
    // The name's top stays at 60 while the keyframe at 1 adds a bottom 42 pt above the 60 pt
    // bar's bottom: they cross (HS325), and the stretch is reported too (HS328).
    let text = """
      { "bar": { "maxHeight": 120, "minHeight": 60 },
        "behavior": { "kind": "squareCash", "snappingEnabled": false },
        "subviews": [ { "id": "name", "kind": "label", "text": "Ada", "keyframes": [
          { "progress": 0, "anchor": { "leading": 16, "top": 60 }, "size": [100, 20] },
          { "progress": 1, "anchor": { "bottom": 42 } } ] } ] }
      """
    #expect(codes(text).contains("HS325") && codes(text).contains("HS328"))
    let move = try #require(
      fix("Move: remove the inherited `top`", .negativeAnchoredLength, in: text))
    let moved = TextEdit.apply(move.edits, to: text)
    #expect(!codes(moved).contains("HS325") && !codes(moved).contains("HS328"))
    // 20 pt tall, 42 pt above the bottom of the 60 pt bar.
    #expect(frame(moved) == Rect(x: 16, y: -2, width: 100, height: 20))
  }
}
