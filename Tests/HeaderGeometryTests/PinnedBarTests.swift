import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import Testing

/// Bars whose maximum height equals their minimum in some environment are pinned there
/// (Schemas/FORMAT.md#scrolling): no scroll divides by their zero range.
@Suite struct PinnedBarTests {
  /// The large-title bar of `large-title-avatar.header.json`, reduced to its two titles.
  static let largeTitle = HeaderSpec(
    bar: Bar(maxHeight: 96.5, minHeight: 44),
    behavior: Behavior(
      kind: .largeTitle, elastic: true,
      snapping: [
        SnappingRange(target: 0, from: 0, to: 0.5), SnappingRange(target: 1, from: 0.5, to: 1),
      ]),
    subviews: [
      HeaderSpec.Subview(
        id: "large",
        keyframes: [
          Keyframe(progress: 0, frame: Rect(x: 16, y: 50, width: 200, height: 41)),
          Keyframe(progress: 0.5, alpha: 0),
        ]),
      HeaderSpec.Subview(
        id: "inline",
        keyframes: [
          Keyframe(progress: 0, frame: Rect(x: 127, y: 11, width: 120, height: 22), alpha: 0),
          Keyframe(progress: 0.5, alpha: 0), Keyframe(progress: 1, alpha: 1),
        ]),
    ])

  static let landscape = Device.preset(named: "iPhone 15")!.environment(orientation: .landscape)

  /// A pull past the top, a scroll through the whole range and beyond, a release, in points.
  static let scroll: [ScrollEvent] = [
    .beginDrag(offset: -44), .scroll(offset: -44), .scroll(offset: -100), .scroll(offset: 0),
    .scroll(offset: 60), .endDrag(offset: 60, velocity: 0, decelerate: false),
    .endDecelerate(offset: 60),
  ]

  @Test func aLargeTitleBarInLandscapeStaysInlineWhateverTheScroll() {
    var driver = ScrollDriver(header: ResolvedHeader(Self.largeTitle.adapted(to: Self.landscape)))
    #expect(driver.progress == 1)
    for event in Self.scroll {
      let record = driver.handle(event)
      // Pinned: progress 1, the 32 pt inline bar, no snap, the offset as given.
      #expect(record.progress == 1 && record.height == 32 && record.snappedTo == nil)
      #expect(record.offset == event.offset)
    }
    var layouts: [SubviewLayout] = []
    driver.layout(into: &layouts)
    // The inline title is shown, the large title hidden.
    #expect(layouts[1].alpha == 1 && layouts[0].alpha == 0)
    #expect(driver.layout().isFinite)
  }

  @Test func equalHeightsPinAnyOtherBarAtZero() {
    var spec = HeaderSpec(
      bar: Bar(maxHeight: 64, minHeight: 64),
      behavior: Behavior(kind: .squareCash, elastic: true),
      subviews: Self.largeTitle.subviews)
    #expect(spec.pinnedProgress == 0)
    var driver = ScrollDriver(header: ResolvedHeader(spec))
    for event in Self.scroll {
      let record = driver.handle(event)
      #expect(record.progress == 0 && record.height == 64 && record.isFinite)
    }
    // A large-title bar with equal heights rests in its inline state, at 1.
    spec.behavior.kind = .largeTitle
    #expect(spec.pinnedProgress == 1)
    #expect(ScrollDriver(header: ResolvedHeader(spec)).progress == 1)
    // Heights that differ move as before.
    #expect(Self.largeTitle.pinnedProgress == nil)
    var moving = ScrollDriver(header: ResolvedHeader(Self.largeTitle))
    #expect(moving.scrolled(to: -96.5 + 26.25).progress == 0.5)
  }

  @Test func thePinnedProgressIsTheOnlyOneReached() {
    let inline = ReachableProgress(spec: Self.largeTitle.adapted(to: Self.landscape))
    #expect(inline.lowest == 1 && inline.highest == 1)
    #expect(inline.limit(for: 0) == .compactHeight && inline.limit(for: 1) == nil)
    let equal = ReachableProgress(
      spec: HeaderSpec(bar: Bar(maxHeight: 64, minHeight: 64), behavior: Behavior(kind: .safari)))
    #expect(equal.limit(for: 0.5) == .equalHeights && equal.limit(for: 0) == nil)
    // `fixed` and `displayMode: never` keep their own reasons.
    let fixed = ReachableProgress(
      spec: HeaderSpec(bar: Bar(maxHeight: 64, minHeight: 64), behavior: Behavior(kind: .fixed)))
    #expect(fixed.limit(for: 1) == .fixed)
  }

  @Test func theInlineBarWarnsOfNoEqualHeights() {
    let adapted = Self.largeTitle.adapted(to: Self.landscape)
    let equal = adapted.geometryProblems.filter {
      if case .equalHeightsWithMovingBehavior = $0 { true } else { false }
    }
    #expect(equal.isEmpty)
    // Written with equal heights, the spec itself still gets the warning.
    var written = Self.largeTitle
    written.bar = Bar(maxHeight: 44, minHeight: 44)
    #expect(written.geometryProblems.contains(.equalHeightsWithMovingBehavior(height: 44)))
  }

  @Test func theInlineBarIsCheckedInItsInlineStateAlone() {
    // At progress 0 the large title (y 50, 41 tall) would reach far below the 32 pt bar; the
    // inline bar never shows it there, so nothing is outside. The inline title (11 + 22 = 33)
    // reaches 1 pt past the bottom at 1, which it does show.
    let problems = Self.largeTitle.adapted(to: Self.landscape).geometryProblems
    let outside = problems.compactMap { problem -> (Int, Double, Double)? in
      guard case .outsideBar(let subview, let progress, let overflow, _, _) = problem else {
        return nil
      }
      return (subview, progress, overflow)
    }
    #expect(outside.count == 1)
    #expect(outside.first?.0 == 1 && outside.first?.1 == 1)
    #expect(abs((outside.first?.2 ?? 0) - 1) < 1e-9)
  }

  /// Rotation at rest (issue 41): at the top, a turn to landscape puts the content right
  /// under the inline bar, and the turn back expands the bar over the content at the top.
  @Test func aTurnAtTheTopKeepsTheContentUnderTheBar() throws {
    let iPhone15 = try #require(Device.preset(named: "iPhone 15"))
    var simulation = Simulation(spec: Self.largeTitle, insetFollowsSpec: true)
    let records = simulation.replay([
      .environment(EnvironmentChange(device: iPhone15)),
      .environment(EnvironmentChange(orientation: .landscape)),
      .environment(EnvironmentChange(orientation: .portrait)),
    ])
    let inline = iPhone15.landscapeBarHeight
    #expect(records.map(\.progress) == [0, 1, 0])
    #expect(records.map(\.height) == [96.5, inline, 96.5])
    #expect(records.map(\.offset) == [-96.5, -inline, -96.5], "the content right under the bar")
  }

  /// Scrolled past the range before the turn, the bar comes back collapsed with the content
  /// where it was; scrolled to the top in landscape, it comes back expanded.
  @Test func aTurnBackRestoresTheProgressOrExpandsAtTheTop() throws {
    let iPhone15 = try #require(Device.preset(named: "iPhone 15"))
    var simulation = Simulation(
      spec: Self.largeTitle, environment: EnvironmentChange(device: iPhone15),
      scrollView: ScrollViewMetrics(contentInsetTop: 0, contentHeight: 5000, viewportHeight: 852),
      insetFollowsSpec: true)
    let scrolled = simulation.handle(.scroll(offset: 400))
    #expect(scrolled.progress == 1)
    let turned = simulation.handle(.environment(EnvironmentChange(orientation: .landscape)))
    #expect(turned.progress == 1)
    #expect(turned.offset > -iPhone15.landscapeBarHeight, "still scrolled")
    let back = simulation.handle(.environment(EnvironmentChange(orientation: .portrait)))
    #expect(back.progress == 1)
    #expect(back.offset == scrolled.offset, "the content where it was")
    // At the top in landscape: expanded on the way back.
    _ = simulation.handle(.environment(EnvironmentChange(orientation: .landscape)))
    _ = simulation.handle(.scrollToTop)
    let top = simulation.handle(.environment(EnvironmentChange(orientation: .portrait)))
    #expect(top.progress == 0 && top.offset == -96.5)
  }
}
