import HeaderGeometry
import Testing

/// Keyframes at negative progress (BLKFlexibleHeightBar #12, Schemas/FORMAT.md#layout): BLK lays
/// subviews out at `max(p, 0)`, so only anchored edges move while the bar is stretched; here a
/// subview is laid out at the progress whose height the bar has, and keyframes below 0 are
/// interpolated like the others.
@Suite struct StretchKeyframeTests {
  /// A 100 to 50 pt bar (height(p) = 100 - 50 p) with an avatar that grows from 40 to 60 pt
  /// between progress 0 and -0.5 (a 25 pt pull), its centre fixed at (187.5, 50) while stretched.
  static func avatarSpec(elastic: Bool, stretchLimit: Double? = nil) -> HeaderSpec {
    HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50),
      behavior: Behavior(
        kind: .squareCash, elastic: elastic, stretchLimit: stretchLimit, snappingEnabled: false),
      subviews: [
        HeaderSpec.Subview(
          id: "avatar",
          keyframes: [
            Keyframe(
              progress: -0.5, center: Point(x: 187.5, y: 50), size: Size(width: 60, height: 60)),
            Keyframe(progress: 0, size: Size(width: 40, height: 40)),
            Keyframe(
              progress: 1, center: Point(x: 187.5, y: 25), size: Size(width: 20, height: 20)),
          ])
      ])
  }

  @Test func aStretchedBarInterpolatesTheNegativeKeyframes() {
    let header = ResolvedHeader(Self.avatarSpec(elastic: true))
    // p = -0.25: 112.5 pt tall, halfway between the keyframes at -0.5 (60, the floor) and 0
    // (40, the ceiling): BLK's interpolate(60, 40, t) = 60 - (60 - 40) * t, t = 0.25 / 0.5.
    let layout = header.layout(subview: 0, at: -0.25)
    #expect(header.height(at: -0.25) == 112.5)
    #expect(layout.size == Size(width: 50, height: 50))
    #expect(layout.center == Point(x: 187.5, y: 50))
    // Past the lowest keyframe the layout holds it.
    #expect(header.layout(subview: 0, at: -2).size == Size(width: 60, height: 60))
    // The whole header agrees with the single subview.
    #expect(header.layout(at: -0.25).subviews[0].layout == layout)
  }

  @Test func theLayoutStopsWhereStretchLimitStopsTheHeight() {
    // stretchLimit 115: height(p) = 115 at p = (100 - 115) / 50 = -0.3, where the layout holds.
    let header = ResolvedHeader(Self.avatarSpec(elastic: true, stretchLimit: 115))
    #expect(header.metrics.lowestLayoutProgress == -0.3)
    #expect(header.metrics.layoutProgress(-1) == -0.3)
    #expect(header.height(at: -1) == 115)
    // t = (-0.3 + 0.5) / 0.5 = 0.4 from 60 towards 40: 60 - (60 - 40) * 0.4 = 52.
    let size = header.layout(subview: 0, at: -1).size
    #expect(Swift.abs(size.width - 52) <= 1e-9)
    #expect(header.layout(subview: 0, at: -1) == header.layout(subview: 0, at: -0.3))
    #expect(
      header.problems.contains(
        .keyframeBelowReachableProgress(subview: 0, keyframe: 0, progress: -0.5, lowest: -0.3)))
  }

  @Test func withoutElasticNegativeKeyframesAreNeverReached() {
    let header = ResolvedHeader(Self.avatarSpec(elastic: false))
    #expect(header.metrics.lowestLayoutProgress == 0)
    #expect(header.layout(subview: 0, at: -1).size == Size(width: 40, height: 40))
    #expect(
      header.problems.contains(
        .keyframeBelowReachableProgress(subview: 0, keyframe: 0, progress: -0.5, lowest: 0)))
  }

  @Test func reachableNegativeKeyframesAreNoProblem() {
    let problems = ResolvedHeader(Self.avatarSpec(elastic: true)).problems
    #expect(problems.isEmpty, "\(problems)")
    let limited = ResolvedHeader(Self.avatarSpec(elastic: true, stretchLimit: 125))
    #expect(limited.metrics.lowestLayoutProgress == -0.5)
    #expect(limited.problems.isEmpty, "\(limited.problems)")
  }

  /// What an app's driver writes while the content is pulled down is the stretched layout:
  /// squareCash maps 12.5 pt of overscroll (offset -112.5 with the inset 100) to p = -0.25.
  @Test func theDriverLaysTheStretchOut() {
    var driver = ScrollDriver(header: ResolvedHeader(Self.avatarSpec(elastic: true)))
    _ = driver.beginDragging(at: -100)
    _ = driver.scrolled(to: -112.5)
    #expect(driver.progress == -0.25 && driver.height == 112.5)
    var layouts: [SubviewLayout] = []
    driver.layout(into: &layouts)
    #expect(layouts == [driver.header.layout(subview: 0, at: -0.25)])
    #expect(layouts.first?.size == Size(width: 50, height: 50))
  }

  /// Without negative keyframes a stretched bar lays its subviews out as BLK does, at
  /// `max(p, 0)`: BLK's `layoutSubviews` stores `progress = fmax(progress, 0.0)` after sizing the
  /// bar; an anchored edge still follows the taller bar.
  @Test(arguments: [-0.1, -0.5, -3.0])
  func withoutNegativeKeyframesTheStretchIsBLKs(progress: Double) {
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50), behavior: Behavior(kind: .squareCash, elastic: true),
      subviews: [
        HeaderSpec.Subview(
          id: "name",
          keyframes: [
            Keyframe(progress: 0, center: Point(x: 100, y: 60), size: Size(width: 80, height: 20)),
            Keyframe(progress: 1, center: Point(x: 100, y: 25)),
          ]),
        HeaderSpec.Subview(
          id: "banner",
          keyframes: [
            Keyframe(
              progress: 0, size: Size(width: 375, height: 30),
              anchor: HeaderSpec.Anchor(horizontal: .leading(0), vertical: .bottom(0)))
          ]),
      ])
    let header = ResolvedHeader(spec)
    #expect(header.layout(subview: 0, at: progress) == header.layout(subview: 0, at: 0))
    let height = 100 - (100 - 50) * progress
    #expect(header.layout(subview: 1, at: progress).frame.maxY == height)
  }

  /// A keyframe at any finite or infinite negative progress keeps every layout finite.
  @Test(arguments: [-Double.infinity, -Double.greatestFiniteMagnitude, -1e300])
  func hostileNegativeProgressStaysFinite(keyframeProgress: Double) {
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50), behavior: Behavior(kind: .squareCash, elastic: true),
      subviews: [
        HeaderSpec.Subview(
          id: "a",
          keyframes: [
            Keyframe(
              progress: keyframeProgress, center: Point(x: 10, y: 10),
              size: Size(width: 30, height: 30)),
            Keyframe(progress: 0, size: Size(width: 10, height: 10)),
          ])
      ])
    let header = ResolvedHeader(spec)
    for progress in [-1e308, -5, -0.5, 0, 0.5] {
      let frame = header.layout(subview: 0, at: progress).frame
      #expect(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite)
      #expect(frame.height.isFinite && frame.width >= 10 && frame.width <= 30)
    }
  }
}
