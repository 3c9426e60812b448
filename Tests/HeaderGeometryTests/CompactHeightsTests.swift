import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import Testing

/// Heights per vertical size class (Schemas/FORMAT.md#heights-per-size-class), checked against
/// numbers worked out by hand from the device table.
@Suite struct CompactHeightsTests {
  /// A profile bar 264 to 64 pt in portrait and 140 to 64 in a compact height, under the
  /// status bar, written for the reference top inset 20.
  static let profile = HeaderSpec(
    bar: Bar(maxHeight: 264, minHeight: 64, compactMaxHeight: 140),
    behavior: Behavior(kind: .squareCash, snappingEnabled: false))

  static func environment(_ device: String, _ orientation: Orientation) -> HeaderEnvironment {
    Device.preset(named: device)!.environment(orientation: orientation)
  }

  @Test func aCompactHeightTakesTheCompactHeights() {
    // iPhone 15 in landscape: top inset 0, so 140 - 20 = 120 and 64 - 20 = 44; the inset
    // defaults to the compact maxHeight, moved like it: 120.
    let landscape = ResolvedHeader(
      Self.profile.adapted(to: Self.environment("iPhone 15", .landscape)))
    #expect(landscape.height(at: 0) == 120)
    #expect(landscape.height(at: 1) == 44)
    #expect(landscape.metrics.contentInsetTop == 120)
    #expect(landscape.spec.bar.heightsAreCompact)
    // Portrait (regular): 264 + 39 = 303 and 64 + 39 = 103; the override changes nothing.
    let portrait = ResolvedHeader(
      Self.profile.adapted(to: Self.environment("iPhone 15", .portrait)))
    #expect(portrait.height(at: 0) == 303)
    #expect(portrait.height(at: 1) == 103)
    #expect(!portrait.spec.bar.heightsAreCompact && !portrait.spec.hasCompactOverrides)
    // Without an environment: as written.
    #expect(ResolvedHeader(Self.profile).height(at: 0) == 264)
  }

  @Test func anIPadInLandscapeKeepsTheRegularHeights() {
    // An iPad keeps a regular height in landscape: 264 + (24 - 20) = 268.
    let pad = ResolvedHeader(
      Self.profile.adapted(to: Self.environment("iPad Pro 11-inch", .landscape)))
    #expect(pad.height(at: 0) == 268)
  }

  @Test func anExplicitCompactInsetReplacesTheInset() {
    var spec = Self.profile
    spec.behavior.contentInsetTop = 264
    spec.behavior.compactContentInsetTop = 150
    // 150 written for the reference inset: 130 on an iPhone in landscape.
    let landscape = ResolvedHeader(spec.adapted(to: Self.environment("iPhone SE", .landscape)))
    #expect(landscape.metrics.contentInsetTop == 130)
    let portrait = ResolvedHeader(spec.adapted(to: Self.environment("iPhone SE", .portrait)))
    #expect(portrait.metrics.contentInsetTop == 264)
  }

  @Test func aLargeTitleBarTakesOnlyTheCompactMinHeight() {
    // Below the status bar: the compact minHeight 100 is taller than the 44 pt inline bar,
    // so it is the compact bar; the compact maxHeight is not used.
    let spec = HeaderSpec(
      bar: Bar(compactMaxHeight: 300, compactMinHeight: 100),
      behavior: Behavior(kind: .largeTitle, snappingEnabled: false))
    let landscape = ResolvedHeader(spec.adapted(to: Self.environment("iPhone 15", .landscape)))
    #expect(landscape.height(at: 0) == 100 && landscape.height(at: 1) == 100)
    #expect(ResolvedHeader(spec).problems.isEmpty)
  }

  @Test func anOverrideBelowTheMinimumIsAProblemAsWrittenAndInLandscape() {
    var spec = Self.profile
    spec.bar.compactMaxHeight = 50
    #expect(
      ResolvedHeader(spec).problems == [.compactMinimumAboveMaximum(minHeight: 64, maxHeight: 50)])
    // In landscape both move by -20: 44 above 30, the adapted spec's own problem.
    let landscape = ResolvedHeader(spec.adapted(to: Self.environment("iPhone 15", .landscape)))
    #expect(landscape.problems == [.minimumAboveMaximum(minHeight: 44, maxHeight: 30)])
    #expect(landscape.spec.bar.heightsAreCompact)
    // Portrait has no problem: the override does not apply there.
    #expect(
      ResolvedHeader(spec.adapted(to: Self.environment("iPhone 15", .portrait))).problems.isEmpty)
  }

  /// The app's path: a driver rotated to landscape mid-drag takes the compact heights and
  /// inset, and back in portrait the regular ones; the progress stays.
  @Test func aDriverRotatedToLandscapeTakesTheCompactHeights() {
    var driver = ScrollDriver(
      spec: Self.profile,
      environment: EnvironmentChange(device: Device.preset(named: "iPhone 15")!))
    // Portrait: 303 to 103 (R = 200), inset 303; dragged to 0.5: 203 pt.
    driver.beginDragging(at: -303)
    let dragged = driver.scrolled(to: -303 + 100)
    #expect(close(dragged.progress, 0.5) && close(dragged.height, 203))
    // Landscape: 120 to 44 (R = 76) at the same progress: 82 pt, inset 120.
    let landscape = driver.handle(.environment(EnvironmentChange(orientation: .landscape)))
    #expect(close(landscape.progress, 0.5) && close(landscape.height, 82))
    #expect(driver.scrollView.contentInsetTop == 120)
    let portrait = driver.handle(.environment(EnvironmentChange(orientation: .portrait)))
    #expect(close(portrait.height, 203))
  }
}
