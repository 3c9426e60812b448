import GeometryChecks
import HeaderGeometry
import Testing

/// A keyframe that adds the opposite edge to a lone inherited edge stretches the view between
/// the two (Schemas/FORMAT.md#keyframes): `edgeMergeStretches` when a size was written before,
/// and the merge behind a crossing (`ResolvedHeader.edgeMerge(behind:subview:horizontal:)`).
@Suite struct EdgeMergeTests {
  typealias Value = HeaderSpec.Anchor.Value

  /// A 375 pt wide bar from 100 to 40 pt (H = 100 - 60p) with one subview.
  static func header(_ keyframes: [Keyframe], kind: SubviewKind = .view()) -> ResolvedHeader {
    ResolvedHeader(
      HeaderSpec(
        bar: Bar(maxHeight: 100, minHeight: 40),
        behavior: Behavior(kind: .squareCash, snappingEnabled: false),
        subviews: [HeaderSpec.Subview(id: "pill", kind: kind, keyframes: keyframes)]))
  }

  /// A 40 x 16 pill 10 pt from the leading and top edges at 0.
  static let pill = Keyframe(
    progress: 0, size: Size(width: 40, height: 16),
    anchor: AnchorMergeTests.anchor(leading: .margin(10), top: .margin(10)))

  /// The keyframe at 1 that adds trailing 10 and bottom 6, with `leading` and `top` as given.
  static func corner(leading: Value? = nil, top: Value? = nil) -> Keyframe {
    Keyframe(
      progress: 1,
      anchor: AnchorMergeTests.anchor(
        leading: leading, trailing: .margin(10), top: top, bottom: .margin(6)))
  }

  static func merge(horizontal: Bool, ignored: Double?, other: Double? = nil) -> EdgeMerge {
    EdgeMerge(
      subview: 0, keyframe: 1, horizontal: horizontal,
      inherited: horizontal ? .leading : .top, added: horizontal ? .trailing : .bottom,
      inheritedFrom: 0, ignoredLength: ignored, canMove: true, otherLength: other)
  }

  @Test func addingTheOppositeEdgesStretchesThePill() {
    // At 1 the bar is 40 tall: x from 10 to 365, y from 10 to 40 - 6.
    let header = Self.header([Self.pill, Self.corner()])
    #expect(
      close(header.layout(subview: 0, at: 1).frame, Rect(x: 10, y: 10, width: 355, height: 24)))
    let from = Size(width: 40, height: 16)
    let to = Size(width: 355, height: 24)
    #expect(
      header.problems == [
        .edgeMergeStretches(Self.merge(horizontal: true, ignored: 40), from: from, to: to),
        .edgeMergeStretches(Self.merge(horizontal: false, ignored: 16), from: from, to: to),
      ])
  }

  @Test func oneAxisKeepsTheOthersLaidOutLength() {
    let header = Self.header([
      Self.pill, Keyframe(progress: 1, anchor: AnchorMergeTests.anchor(trailing: .margin(10))),
    ])
    #expect(
      header.problems == [
        .edgeMergeStretches(
          Self.merge(horizontal: true, ignored: 40, other: 16),
          from: Size(width: 40, height: 16), to: Size(width: 355, height: 16))
      ])
  }

  @Test func removingTheInheritedEdgesMovesThePill() {
    let header = Self.header([Self.pill, Self.corner(leading: .removed, top: .removed)])
    #expect(header.problems.isEmpty)
    #expect(
      close(header.layout(subview: 0, at: 1).frame, Rect(x: 325, y: 18, width: 40, height: 16)))
  }

  @Test func aSizeWrittenWithTheNewEdgeIsTheAxisDefinedTwice() {
    var corner = Self.corner()
    corner.width = 40
    let problems = Self.header([Self.pill, corner]).problems
    #expect(problems.contains(.axisDefinedTwice(subview: 0, keyframe: 1, horizontal: true)))
    #expect(
      !problems.contains {
        if case .edgeMergeStretches(let merge, _, _) = $0 { merge.horizontal } else { false }
      })
  }

  @Test func bothEdgesWrittenInOneKeyframeAreNoMerge() {
    let header = Self.header([Self.pill, Self.corner(leading: .margin(20), top: .margin(4))])
    #expect(header.edgeMerges(of: 0).isEmpty)
    #expect(header.problems.isEmpty)
  }

  @Test func aContentSizeIsNoWrittenSizeButTheViewCanMove() {
    // The label's text gives its size: the merge stretches nothing written.
    let label = SubviewKind.label(HeaderSpec.Label(text: "Ada"))
    let first = Keyframe(
      progress: 0, anchor: AnchorMergeTests.anchor(leading: .margin(10), top: .margin(10)))
    let header = Self.header([first, Self.corner()], kind: label)
    #expect(
      header.edgeMerges(of: 0) == [
        Self.merge(horizontal: true, ignored: nil), Self.merge(horizontal: false, ignored: nil),
      ])
    #expect(header.problems.isEmpty)
  }

  @Test func aCrossingNamesTheMergeBehindIt() {
    // The bottom 42 pt above a 40 pt bar's bottom at 1, the top at 10: they cross.
    let header = Self.header([
      Self.pill, Keyframe(progress: 1, anchor: AnchorMergeTests.anchor(bottom: .margin(42))),
    ])
    #expect(
      header.problems.contains {
        if case .negativeAnchoredLength(0, 1, false, _, _) = $0 { true } else { false }
      })
    let merge = header.edgeMerge(behind: 1, subview: 0, horizontal: false)
    #expect(merge == Self.merge(horizontal: false, ignored: 16, other: 40))
    #expect(header.edgeMerge(behind: 1, subview: 0, horizontal: true) == nil)
  }

  @Test func theMergeLastsWhileItsInheritedEdgeDoes() {
    let bottom = { (progress: Double, n: Double) in
      Keyframe(progress: progress, anchor: AnchorMergeTests.anchor(bottom: .margin(n)))
    }
    let top = Keyframe(progress: 1, anchor: AnchorMergeTests.anchor(top: .margin(4)))
    let moved = Self.header([Self.pill, bottom(0.5, 20), bottom(1, 30)])
    #expect(moved.edgeMerge(behind: 2, subview: 0, horizontal: false)?.keyframe == 1)
    let rewritten = Self.header([Self.pill, bottom(0.5, 20), top])
    #expect(rewritten.edgeMerge(behind: 2, subview: 0, horizontal: false) == nil)
  }
}
