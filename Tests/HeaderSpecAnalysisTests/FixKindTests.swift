import HeaderGeometry
import JSONSyntax
import LanguageService
import SpecAnalysis
import Testing

/// Each fix says what it does to the header (`FixKind`), and `check --fix` / `source.fixAll`
/// (`AutomaticFixes`) apply only those that keep its behaviour or repair an error (issue 32,
/// point 12). A "keeps behaviour" fix is checked against the geometry itself: the bar's height
/// and every layout, stretched and collapsed, are the same before and after.
@Suite struct FixKindTests {
  static let progresses: [Double] = [-1, -0.5, 0, 0.25, 0.5, 0.75, 1]

  /// The bar heights and layouts at `progresses`, or nil when the text does not resolve.
  static func behaviour(_ document: SpecDocument) -> [HeaderLayout]? {
    guard let resolved = document.resolved else { return nil }
    return progresses.map { resolved.layout(at: $0) }
  }

  static func heights(_ document: SpecDocument) -> [Double]? {
    document.resolved.map { resolved in progresses.map { resolved.height(at: $0) } }
  }

  /// Specs with a fix that should keep the header's behaviour, and the code it fixes.
  static let keeping: [(String, DiagnosticCode)] = [
    (
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", "stretchLimit": 150, "snappingEnabled": false }, "subviews": [] }"#,
      .stretchLimitWithoutElastic
    ),
    (
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", "elastic": false, "stretchLimit": 150, "snappingEnabled": false }, "subviews": [] }"#,
      .stretchLimitWithoutElastic
    ),
    (
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", "displayMode": "always", "snappingEnabled": false }, "subviews": [] }"#,
      .keyIgnoredByKind
    ),
    (
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "fixed" }, "subviews": [{ "id": "a", "kind": "view", "keyframes": [{ "progress": 0, "frame": [0, 0, 10, 10], "alpha": 0.5, "alpha": 1 }] }] }"#,
      .duplicateKey
    ),
  ]

  @Test(arguments: 0..<keeping.count)
  func aFixThatKeepsBehaviourKeepsEveryLayout(index: Int) throws {
    let (text, code) = Self.keeping[index]
    let document = SpecDocument(text: text)
    let diagnostic = try #require(document.diagnostics.first { $0.code == code })
    let fix = try #require(QuickFix.fixes(for: diagnostic, in: document).first)
    #expect(fix.kind == .keepsBehavior)
    #expect(fix.isSafeForAutoFix)
    let after = SpecDocument(text: TextEdit.apply(fix.edits, to: text))
    #expect(!after.diagnostics.contains { $0.code == code && $0.range == diagnostic.range })
    let before = try #require(Self.behaviour(document))
    #expect(Self.behaviour(after) == before)
    #expect(Self.heights(after) == Self.heights(document))
  }

  /// HS304's other fix makes the bar elastic: it stretches past maxHeight when pulled, which
  /// it did not, so the fix is "changes behaviour" and neither `--fix` nor `fixAll` applies it.
  @Test func makingTheBarElasticChangesBehaviourAndIsNotApplied() throws {
    let (text, code) = Self.keeping[0]
    let document = SpecDocument(text: text)
    let diagnostic = try #require(document.diagnostics.first { $0.code == code })
    let elastic = try #require(QuickFix.fixes(for: diagnostic, in: document).last)
    #expect(elastic.kind == .changesBehavior)
    #expect(!elastic.isSafeForAutoFix && !elastic.isPreferred)
    let stretched = SpecDocument(text: TextEdit.apply(elastic.edits, to: text))
    #expect(Self.heights(stretched) != Self.heights(document), "the bar now stretches")
    let automatic = AutomaticFixes(fixing: document)
    #expect(automatic.applied == 1)
    let fixed = String(decoding: automatic.bytes, as: UTF8.self)
    #expect(!fixed.contains("elastic") && !fixed.contains("stretchLimit"))
    #expect(Self.heights(automatic.document) == Self.heights(document))
  }

  /// Issue 45, point 5: HS324's `null` keeps the layout only while the edges give the width.
  /// A later keyframe that drops the trailing edge inherits the written width 100; with
  /// `[null, 20]` it would be 0 wide at progress 1 (and HS326). So the fix is offered, as
  /// "changes behaviour", and `check --fix` leaves the spec and its layout alone; without that
  /// keyframe the same fix keeps every layout and is applied.
  @Test func nullingASizeALaterKeyframeInheritsIsNotApplied() throws {
    func text(later: String) -> String {
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", "snappingEnabled": false }, "subviews": [{ "id": "a", "kind": "view", "keyframes": [{ "progress": 0, "anchor": { "leading": 16, "trailing": 16, "top": 8 }, "size": [100, 20] }, \#(later)] }] }"#
    }
    let inherited = text(later: #"{ "progress": 1, "anchor": { "trailing": null } }"#)
    let document = SpecDocument(text: inherited)
    let diagnostic = try #require(document.diagnostics.first { $0.code == .axisDefinedTwice })
    let fix = try #require(QuickFix.fixes(for: diagnostic, in: document).first)
    #expect(fix.kind == .changesBehavior && !fix.isSafeForAutoFix)
    let byHand = SpecDocument(text: TextEdit.apply(fix.edits, to: inherited))
    #expect(byHand.resolved?.layout(subview: 0, at: 1).size.width == 0)
    #expect(byHand.diagnostics.contains { $0.code == .keyframeLosesGeometry })
    let automatic = AutomaticFixes(fixing: document)
    #expect(automatic.bytes == Array(inherited.utf8))
    #expect(automatic.document.resolved?.layout(subview: 0, at: 1).size.width == 100)
    #expect(!automatic.document.diagnostics.contains { $0.code == .keyframeLosesGeometry })

    let kept = text(later: #"{ "progress": 1, "alpha": 0.5 }"#)
    let keeping = SpecDocument(text: kept)
    let keptDiagnostic = try #require(keeping.diagnostics.first { $0.code == .axisDefinedTwice })
    #expect(QuickFix.fixes(for: keptDiagnostic, in: keeping).first?.kind == .keepsBehavior)
    let fixed = AutomaticFixes(fixing: keeping)
    #expect(String(decoding: fixed.bytes, as: UTF8.self).contains(#""size": [null, 20]"#))
    #expect(Self.behaviour(fixed.document) == Self.behaviour(keeping))
  }

  /// A warning's clamp (HS307: the first keyframe above progress 0) would move the keyframe:
  /// it changes behaviour; an error's clamp (HS205) repairs what cannot run.
  @Test func aClampRepairsAnErrorButChangesAWarning() throws {
    let warning =
      #"{ "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", "snappingEnabled": false }, "subviews": [{ "id": "a", "kind": "view", "keyframes": [{ "progress": 0.5, "frame": [0, 0, 10, 10] }] }] }"#
    let error = warning.replacing(
      #""frame": [0, 0, 10, 10]"#, with: #""frame": [0, 0, 10, 10], "alpha": 2"#
    )
    .replacing(#""progress": 0.5"#, with: #""progress": 0"#)
    for (text, code, kind) in [
      (warning, DiagnosticCode.firstKeyframeAboveZero, FixKind.changesBehavior),
      (error, .numberOutOfRange, .repairs),
    ] {
      let document = SpecDocument(text: text)
      let diagnostic = try #require(document.diagnostics.first { $0.code == code })
      let fixes = QuickFix.fixes(for: diagnostic, in: document)
      #expect(fixes.first?.kind == kind, "\(code)")
      #expect(fixes.allSatisfy { $0.isSafeForAutoFix == ($0.kind != .changesBehavior) })
    }
  }

  /// The single edit `source.fixAll` sends turns the text into what `check --fix` writes,
  /// with its ends on scalar boundaries even where the changed bytes share a UTF-8 prefix.
  @Test func theOneEditMatchesTheFixedText() throws {
    let text =
      #"{ "name": "é", "bar": { "maxHeight": 50, "minHeight": 80 }, "behavior": { "kind": "fixed", "stretchLimit": 9 }, "subviews": [] }"#
    let document = SpecDocument(text: text)
    let automatic = AutomaticFixes(fixing: document)
    let edit = try #require(automatic.edit(from: document.syntax.bytes))
    #expect(TextEdit.apply([edit], to: Array(text.utf8)) == automatic.bytes)
    #expect(
      String(decoding: automatic.bytes, as: UTF8.self)
        == #"{ "name": "é", "bar": { "maxHeight": 80, "minHeight": 50 }, "behavior": { "kind": "fixed" }, "subviews": [] }"#
    )
    let action = try #require(fixAllAction(in: document))
    #expect(action.kind == .sourceFixAll && action.edits == [edit])
    // Scalar boundaries: "é" (C3 A9) to "è" (C3 A8) shares the lead byte, which is replaced too.
    let accented = AutomaticFixes(fixing: SpecDocument(text: #"{ "name": "è" }"#))
    let swap = try #require(accented.edit(from: Array(#"{ "name": "é" }"#.utf8)))
    #expect(swap.range == ByteRange(start: 11, end: 13) && swap.newText == "è")
  }
}
