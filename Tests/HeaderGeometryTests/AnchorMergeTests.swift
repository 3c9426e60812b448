import GeometryChecks
import HeaderGeometry
import Testing

/// Anchors merge edge by edge (Schemas/FORMAT.md#keyframes), and a crossing is judged on the
/// layout the preview shows (Schemas/FORMAT.md#references), checked against numbers worked out
/// by hand.
@Suite struct AnchorMergeTests {
  static func anchor(
    leading: HeaderSpec.Anchor.Value? = nil, trailing: HeaderSpec.Anchor.Value? = nil,
    centerX: HeaderSpec.Anchor.Value? = nil,
    top: HeaderSpec.Anchor.Value? = nil, bottom: HeaderSpec.Anchor.Value? = nil,
    centerY: HeaderSpec.Anchor.Value? = nil
  ) -> HeaderSpec.Anchor {
    HeaderSpec.Anchor(
      leading: leading, trailing: trailing, centerX: centerX, top: top, bottom: bottom,
      centerY: centerY)
  }

  /// A 375 pt wide bar from 300 to 150 pt (H = 300 - 150p) with one subview.
  static func header(_ keyframes: [Keyframe]) -> ResolvedHeader {
    ResolvedHeader(
      HeaderSpec(
        bar: Bar(maxHeight: 300, minHeight: 150),
        behavior: Behavior(kind: .squareCash, snappingEnabled: false),
        subviews: [HeaderSpec.Subview(id: "banner", keyframes: keyframes)]))
  }

  /// The banner fills the bar at 0 (top 0, bottom 0, leading 0, trailing 0).
  static let filling = Keyframe(
    progress: 0,
    anchor: anchor(leading: .margin(0), trailing: .margin(0), top: .margin(0), bottom: .margin(0)))

  @Test func aBottomEdgeKeepsTheInheritedTop() {
    // From 0.5 on the banner spans from y = 0 to H - 50: at p = 1, H = 150, 100 pt tall.
    // Between 0 and 0.5 both keyframes' own layouts interpolate: at 0.25, H = 262.5, the
    // heights 262.5 and 212.5 halfway: 237.5, from y = 0.
    let header = Self.header([
      Self.filling, Keyframe(progress: 0.5, anchor: Self.anchor(bottom: .margin(50))),
    ])
    #expect(
      close(header.layout(subview: 0, at: 1).frame, Rect(x: 0, y: 0, width: 375, height: 100)))
    #expect(
      close(header.layout(subview: 0, at: 0.5).frame, Rect(x: 0, y: 0, width: 375, height: 175)))
    #expect(
      close(
        header.layout(subview: 0, at: 0.25).frame, Rect(x: 0, y: 0, width: 375, height: 237.5)))
    #expect(header.problems.isEmpty)
  }

  @Test func nullRemovesAnEdge() {
    // The top removed, the bottom 50 pt above the bar's: 40 pt tall from the written height.
    // At p = 1, H = 150: y = 150 - 50 - 40 = 60.
    var moved = Keyframe(progress: 1, anchor: Self.anchor(top: .removed, bottom: .margin(50)))
    moved.height = 40
    let header = Self.header([Self.filling, moved])
    #expect(
      close(header.layout(subview: 0, at: 1).frame, Rect(x: 0, y: 60, width: 375, height: 40)))
    // The height is no conflict: the vertical axis has one edge there.
    #expect(header.problems.isEmpty)
  }

  @Test func removingAnEdgeOfAPairWithoutASizeIsReported() {
    let header = Self.header([
      Self.filling, Keyframe(progress: 0.5, anchor: Self.anchor(top: .removed)),
    ])
    #expect(
      header.problems == [
        .keyframeLosesGeometry(subview: 0, keyframe: 1, horizontal: false, position: false)
      ])
    // The height counts as 0 from there: the bottom edge at H, the centre on it.
    #expect(
      close(header.layout(subview: 0, at: 1).frame, Rect(x: 0, y: 150, width: 375, height: 0)))
  }

  @Test func removingTheLastEdgeOfAnAxisIsReportedOnce() {
    let header = Self.header([
      Self.filling,
      Keyframe(progress: 0.5, anchor: Self.anchor(leading: .removed, trailing: .removed)),
    ])
    #expect(
      header.problems == [
        .keyframeLosesGeometry(subview: 0, keyframe: 1, horizontal: true, position: true)
      ])
  }

  @Test func aCenterAfterAPairLosesItsSize() {
    let header = Self.header([Self.filling, Keyframe(progress: 1, center: Point(x: 100, y: 50))])
    #expect(
      header.problems == [
        .keyframeLosesGeometry(subview: 0, keyframe: 1, horizontal: true, position: false),
        .keyframeLosesGeometry(subview: 0, keyframe: 1, horizontal: false, position: false),
      ])
  }

  @Test func aCentreReplacesTheOuterEdgesAndAnOuterEdgeTheCentre() {
    // 10 pt margins, then centred 100 pt wide, then 20 pt from the leading edge (still 100).
    var first = Keyframe(
      progress: 0, anchor: Self.anchor(leading: .margin(10), trailing: .margin(10), top: .margin(0))
    )
    first.height = 40
    var centred = Keyframe(progress: 0.5, anchor: Self.anchor(centerX: .margin(0)))
    centred.width = 100
    let leading = Keyframe(progress: 1, anchor: Self.anchor(leading: .margin(20)))
    let header = Self.header([first, centred, leading])
    #expect(
      close(header.layout(subview: 0, at: 0).frame, Rect(x: 10, y: 0, width: 355, height: 40)))
    #expect(
      close(header.layout(subview: 0, at: 0.5).frame, Rect(x: 137.5, y: 0, width: 100, height: 40)))
    #expect(
      close(header.layout(subview: 0, at: 1).frame, Rect(x: 20, y: 0, width: 100, height: 40)))
    #expect(header.problems.isEmpty)
  }

  @Test func nullOnAnAxisPlacedByACentreKeepsTheCentre() {
    var first = Keyframe(progress: 0, center: Point(x: 100, y: 50))
    first.size = Size(width: 20, height: 20)
    let header = Self.header([first, Keyframe(progress: 1, anchor: Self.anchor(top: .removed))])
    #expect(
      close(header.layout(subview: 0, at: 1).frame, Rect(x: 90, y: 40, width: 20, height: 20)))
    #expect(header.problems.isEmpty)
  }

  /// A bar from 200 to 100 pt (H = 200 - 100p) whose banner fills it at 0 and is `bottom`
  /// pt above the bar's bottom at 1 (`bottomAtOne` at 0.5 and back to 0 at 1 when `back`).
  static func crossing(_ bottom: Double, back: Bool) -> ResolvedHeader {
    var keyframes = [
      Self.filling,
      Keyframe(progress: back ? 0.5 : 1, anchor: Self.anchor(bottom: .margin(bottom))),
    ]
    if back { keyframes.append(Keyframe(progress: 1, anchor: Self.anchor(bottom: .margin(0)))) }
    return ResolvedHeader(
      HeaderSpec(
        bar: Bar(maxHeight: 200, minHeight: 100),
        behavior: Behavior(kind: .squareCash, snappingEnabled: false),
        subviews: [HeaderSpec.Subview(id: "banner", keyframes: keyframes)]))
  }

  @Test func aCrossingIsJudgedOnTheShownLayout() {
    // Bottom 150 at 1: the shown height is H - 150p = 200 - 250p, negative past 0.8. The first
    // sample past it is 52/64 = 0.8125: 200 - 203.125 = -3.125, the keyframe at 1 to blame
    // (its own height there, H - 150 = -31.25, is the smaller).
    let header = Self.crossing(150, back: false)
    #expect(
      header.problems == [
        .negativeAnchoredLength(
          subview: 0, keyframe: 1, horizontal: false, progress: 0.8125, length: -3.125)
      ])
    #expect(close(header.layout(subview: 0, at: 0.8125).size.height, -3.125))
  }

  @Test func aKeyframeWhoseOwnLayoutCrossesIsNotReportedWhenTheShownOneDoesNot() {
    // Bottom 150 at 0.5 and 0 at 1: the keyframe at 0.5 alone would be H - 150 < 0 for
    // p > 0.5, but the shown height is 200 - 400p up to 0.5 (0 there) and then
    // H - 150 (1 - t) with t = 2p - 1, which is 50 at 0.75 and 100 at 1: never negative.
    let header = Self.crossing(150, back: true)
    #expect(header.problems.isEmpty)
    #expect(close(header.layout(subview: 0, at: 0.75).size.height, 50))
    #expect(close(header.layout(subview: 0, at: 0.5).size.height, 0))
  }
}
