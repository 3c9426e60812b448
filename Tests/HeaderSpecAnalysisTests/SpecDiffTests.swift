import Foundation
import HeaderGeometry
import JSONSyntax
import Testing

@testable import SpecAnalysis
@testable import SpecRendering

/// `DifferenceSpans` finds the ends exactly where the difference is polynomial, and `SpecDiff`
/// compares what specs do, not their text.
@Suite struct SpecDiffTests {
  @Test func aLinearDifferenceEndsWhereItCrossesTheTolerance() {
    // 10 (p - 0.5): above 1e-6 in magnitude except on (0.5 - 1e-7, 0.5 + 1e-7).
    let spans = DifferenceSpans.spans(breakpoints: []) { 10 * ($0 - 0.5) }
    #expect(spans.count == 2)
    #expect(spans[0].start == 0 && spans[0].includesStart)
    #expect(abs(spans[0].end - (0.5 - 1e-7)) < 1e-15 && !spans[0].includesEnd)
    #expect(abs(spans[1].start - (0.5 + 1e-7)) < 1e-15 && spans[1].includesEnd)
    #expect(spans.map(\.largest) == [5, 5])
  }

  @Test func aQuadraticDifferenceHasItsVertexAsLargest() {
    // p (1 - p): 0 at both ends, 0.25 at 0.5.
    let spans = DifferenceSpans.spans(breakpoints: [0.3]) { $0 * (1 - $0) }
    #expect(spans.count == 1)
    #expect(abs(spans[0].largest - 0.25) < 1e-12)
    #expect(!spans[0].includesStart && !spans[0].includesEnd)
    // The root of p (1 - p) = 1e-6 nearest 0.
    #expect(abs(spans[0].start - (1 - (1 - 4e-6).squareRoot()) / 2) < 1e-15)
  }

  @Test func aStepIsFoundByHalving() {
    // Not polynomial: 0 below 0.3, 1 from 0.3 on, with no breakpoint there.
    let spans = DifferenceSpans.spans(breakpoints: []) { $0 < 0.3 ? 0 : 1 }
    #expect(spans.count == 1)
    #expect(abs(spans[0].start - 0.3) < 1e-8)
    #expect(spans[0].end == 1)
  }

  @Test func equalFunctionsHaveNoSpan() {
    #expect(DifferenceSpans.spans(breakpoints: [0.2, 0.7]) { _ in 1e-7 }.isEmpty)
  }

  static let spec = """
    { "version": 1, "bar": { "maxHeight": 100, "minHeight": 50 },
      "behavior": { "kind": "squareCash" },
      "subviews": [
        { "id": "a", "kind": "view", "keyframes": [
          { "progress": 0, "frame": [0, 0, 10, 10] }, { "progress": 1, "frame": [0, 40, 10, 10] } ] },
        { "id": "b", "kind": "view", "keyframes": [ { "progress": 0, "frame": [20, 0, 10, 10] } ] } ] }
    """

  func diff(_ old: String, _ new: String) throws -> SpecDiff {
    let before = try #require(SpecDocument(text: old).spec)
    let after = try #require(SpecDocument(text: new).spec)
    return try SpecDiff(old: before, new: after)
  }

  @Test func reorderingSubviewsAndKeysChangesNothing() throws {
    let reordered = """
      { "subviews": [
          { "keyframes": [ { "frame": [20, 0, 10, 10], "progress": 0 } ], "kind": "view", "id": "b" },
          { "id": "a", "kind": "view", "keyframes": [
            { "progress": 0, "frame": [0, 0, 10, 10] }, { "progress": 1, "frame": [0, 40, 10, 10] } ] } ],
        "behavior": { "kind": "squareCash" }, "bar": { "minHeight": 50, "maxHeight": 100 }, "version": 1 }
      """
    #expect(try diff(Self.spec, reordered).isEmpty)
  }

  @Test func aMovedKeyframeGivesItsSpanAndAmount() throws {
    // a's last keyframe 10 pt lower: the difference is 10 p, above 1e-6 from 1e-7 on.
    let moved = Self.spec.replacingOccurrences(of: "[0, 40, 10, 10]", with: "[0, 50, 10, 10]")
    let diff = try diff(Self.spec, moved)
    #expect(diff.changes.count == 1)
    let change = try #require(diff.changes.first)
    #expect(change.id == "a")
    #expect(change.spans.count == 1)
    #expect(abs(change.spans[0].start - 1e-7) < 1e-15 && change.spans[0].end == 1)
    #expect(abs(change.spans[0].moves - 10) < 1e-12)
    #expect(change.spans[0].resizes == 0)
  }

  /// A keyframe added below 0 changes only the stretch: the span runs from it (-0.5) to 0, where
  /// both specs hold their keyframe at 0. By hand, on an elastic bar: a's width at p in [-0.5, 0]
  /// is 10 - (10 - 30) (p + 0.5) / 0.5 in the new spec and 10 in the old, so the difference is
  /// 20 at -0.5 and shrinks to 0 at 0; it is above 1e-6 until p = -2.5e-8.
  @Test func aKeyframeInTheStretchGivesASpanBelowZero() throws {
    let elastic = Self.spec.replacingOccurrences(
      of: #""kind": "squareCash" }"#, with: #""kind": "squareCash", "elastic": true }"#)
    let stretched = elastic.replacingOccurrences(
      of: #"{ "progress": 0, "frame": [0, 0, 10, 10] }"#,
      with: #"{ "progress": -0.5, "frame": [-10, 0, 30, 10] }, "#
        + #"{ "progress": 0, "frame": [0, 0, 10, 10] }"#)
    let change = try #require(try diff(elastic, stretched).changes.first)
    #expect(change.id == "a" && change.spans.count == 1)
    #expect(change.spans[0].start == -0.5 && change.spans[0].includesStart)
    #expect(abs(change.spans[0].end - -2.5e-8) < 1e-15 && !change.spans[0].includesEnd)
    #expect(abs(change.spans[0].resizes - 20) < 1e-12)
    // Without elastic the keyframe is never reached: no difference at all.
    let rigid = stretched.replacingOccurrences(of: #", "elastic": true"#, with: "")
    #expect(try diff(Self.spec, rigid).isEmpty)
  }

  @Test func behaviourAndSubviewsAppearingAreReported() throws {
    let changed = Self.spec.replacingOccurrences(of: #""id": "b""#, with: #""id": "c""#)
      .replacingOccurrences(of: "squareCash", with: "facebook")
    let diff = try diff(Self.spec, changed)
    #expect(diff.appeared == ["c"])
    #expect(diff.removed == ["b"])
    #expect(diff.behavior == ["kind was squareCash, now facebook"])
  }

  /// A change that several environments share, and the spec as written does not have, is one
  /// change naming them all: the reference inset moves from 20 to 44, so on every device the bar
  /// grows 24 pt less than before, and as written (no device) nothing changes.
  @Test func aChangeSeveralEnvironmentsShareIsSaidOnce() throws {
    let devices = ["iPhone SE 3rd generation", "iPhone 15", "iPhone 15 Pro Max"]
    let names = devices.map { "\"\($0)\"" }.joined(separator: ", ")
    let supported = Self.spec.replacingOccurrences(
      of: #""version": 1,"#, with: #""version": 1, "supports": { "devices": [\#(names)] },"#)
    let moved = supported.replacingOccurrences(
      of: #""version": 1,"#, with: #""version": 1, "statusBar": { "referenceTopInset": 44 },"#)
    let diff = try diff(supported, moved)
    let bar = diff.changes.filter { $0.id == nil }
    #expect(bar.count == 1, "\(diff.changes)")
    let labels = devices.map { "\($0) · portrait · L · ltr" }
    #expect(bar.first?.environment == labels.joined(separator: "; "))
    #expect(abs((bar.first?.spans.first?.height ?? 0) - 24) < 1e-9)
    #expect(diff.environmentsNotCompared.isEmpty)
    #expect(DiffText.leftOutNote(diff) == nil)
  }

  /// Every environment of `supports` is compared: the twelve of two devices, three sizes and
  /// two orientations (a diff once compared the first seven and left the rest out). A move
  /// that only the SE's landscape environments show is found there.
  @Test func everyEnvironmentOfSupportsIsCompared() throws {
    let supported = Self.spec.replacingOccurrences(
      of: #""version": 1,"#,
      with: #""version": 1, "supports": { "devices": ["iPhone 15", "iPhone SE 3rd generation"], "#
        + #""contentSizes": ["S", "L", "AX5"], "orientations": ["portrait", "landscape"] },"#)
    let moved = supported.replacingOccurrences(of: "[0, 40, 10, 10]", with: "[0, 50, 10, 10]")
    let diff = try diff(supported, moved)
    #expect(diff.environmentsSupported == 12)
    #expect(diff.environmentsNotCompared.isEmpty)
    #expect(diff.notComparedBecause == nil)
    #expect(DiffText.leftOutNote(diff) == nil)
    #expect(!DiffText.render(diff).contains("not compared"))
    #expect(DiffText.json(diff)["environmentsSupported"] == 12)
    #expect(DiffText.json(diff)["environmentsNotCompared"] == [])
  }

  /// Past the budget, the last environments are named, with why, in the text and the JSON.
  @Test func environmentsPastTheBudgetAreNamed() throws {
    let supported = Self.spec.replacingOccurrences(
      of: #""version": 1,"#,
      with: #""version": 1, "supports": { "devices": ["iPhone 15", "iPhone SE 3rd generation"], "#
        + #""orientations": ["portrait", "landscape"] },"#)
    let moved = supported.replacingOccurrences(of: "[0, 40, 10, 10]", with: "[0, 50, 10, 10]")
    let before = try #require(SpecDocument(text: supported).spec)
    let after = try #require(SpecDocument(text: moved).spec)
    // 2 subviews, 8 pieces in all: 480 layouts as written and in each environment. The spec
    // as written and two environments fit in 1,441; the last two do not.
    #expect(SpecDiff.work(old: before, new: after).layouts == 480)
    let budget = RenderBudget(spender: "a test", layouts: 1_441, outputBytes: 1 << 20)
    let diff = try SpecDiff(old: before, new: after, budget: budget)
    let left = [
      "iPhone SE 3rd generation · portrait · L · ltr",
      "iPhone SE 3rd generation · landscape · L · ltr",
    ]
    #expect(diff.environmentsNotCompared == left)
    let because = "a test lays out at most 1,441 layouts, and each environment takes 480"
    #expect(diff.notComparedBecause == because)
    #expect(
      DiffText.render(diff).hasSuffix(
        "not compared: 2 of the 4 environments of supports (\(because)): \(left[0]); \(left[1])\n"))
    #expect(DiffText.json(diff)["environmentsNotCompared"] == .array(left.map(JSONValue.string)))
    #expect(DiffText.json(diff)["notComparedBecause"] == .string(because))
  }
}
