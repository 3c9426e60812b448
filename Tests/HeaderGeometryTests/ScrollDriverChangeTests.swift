import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import Testing

/// Issue 30, points 3 to 5: the driver outlives environment and content changes, and moves
/// the bar from code. Square Cash (DemoSpecs): 200 to 65 pt (R = 135), inset 200, written for
/// a 20 pt status bar; a device's top inset t adds t - 20 to both heights and to the inset.
@Suite struct ScrollDriverChangeTests {
  static let iPhone15 = Device.preset(named: "iPhone 15")!

  /// A Square Cash driver dragged to `progress` from the top (inset 200).
  static func dragged(to progress: Double, spec: HeaderSpec = DemoSpecs.squareCash)
    -> ScrollDriver
  {
    var driver = ScrollDriver(spec: spec)
    let inset = driver.scrollView.contentInsetTop
    driver.beginDragging(at: -inset)
    driver.scrolled(to: -inset + progress * spec.metrics.range)
    return driver
  }

  // MARK: - Environment

  @Test func anEnvironmentChangeMidDragKeepsTheProgressAndTakesTheNewLayout() throws {
    var driver = Self.dragged(to: 0.4)
    let keys = EnvironmentChange(
      device: Self.iPhone15, orientation: .landscape, contentSize: .accessibility2,
      layoutDirection: .rtl)
    let record = driver.handle(.environment(keys))
    let environment = try #require(keys.environment)
    let adapted = DemoSpecs.squareCash.adapted(to: environment)
    // Landscape iPhone 15: no status bar, so 180 to 45 pt and an inset of 180.
    #expect(adapted.metrics.maxHeight == 180 && adapted.metrics.contentInsetTop == 180)
    #expect(record.event == .environment(keys))
    #expect(close(record.progress, 0.4))
    #expect(close(record.height, 180 - 135 * 0.4))
    #expect(close(record.offset, 0.4 * 135 - 180))
    #expect(record.snappedTo == nil)
    #expect(driver.environment == environment)
    #expect(driver.scrollView.contentInsetTop == 180)
    // The layout is the new environment's, mirrored and 852 pt wide.
    #expect(driver.header.spec == adapted)
    var layouts: [SubviewLayout] = []
    driver.layout(into: &layouts)
    #expect(layouts == ResolvedHeader(adapted).layout(at: record.progress).subviews.map(\.layout))
    #expect(layouts[2].frame.x == 852 - (375 - 40) - 30)  // the close button, mirrored
    // The drag goes on from where the content is: 27 pt more is 0.2 more.
    let next = driver.scrolled(to: record.offset + 27)
    #expect(close(next.progress, 0.6))
  }

  @Test func environmentKeysMergeOverTheKeysSoFar() throws {
    var driver = ScrollDriver(
      spec: DemoSpecs.squareCash, environment: EnvironmentChange(device: Self.iPhone15))
    #expect(driver.environment == Self.iPhone15.environment())
    driver.handle(.environment(EnvironmentChange(orientation: .landscape)))
    #expect(driver.environment == Self.iPhone15.environment(orientation: .landscape))
    driver.handle(.environment(EnvironmentChange(contentSize: .accessibility2, topInset: 30)))
    var expected = Self.iPhone15.environment(orientation: .landscape, contentSize: .accessibility2)
    expected.insets.top = 30
    #expect(driver.environment == expected)
    // An empty change keeps everything.
    let before = driver.progress
    let record = driver.handle(.environment(EnvironmentChange()))
    #expect(driver.environment == expected)
    #expect(record.progress == before)
  }

  @Test func theViewportFollowsTheScreenOnlyWhenAsked() {
    var following = ScrollDriver(
      spec: DemoSpecs.squareCash, environment: EnvironmentChange(device: Self.iPhone15),
      viewportFollowsScreen: true)
    #expect(following.scrollView.viewportHeight == 852)
    following.handle(.environment(EnvironmentChange(orientation: .landscape)))
    #expect(following.scrollView.viewportHeight == 393)
    following.handle(.contentHeight(contentHeight: nil, viewportHeight: 500))
    following.handle(.environment(EnvironmentChange(orientation: .portrait)))
    #expect(following.scrollView.viewportHeight == 500)
    var fixed = ScrollDriver(
      spec: DemoSpecs.squareCash, environment: EnvironmentChange(device: Self.iPhone15))
    fixed.handle(.environment(EnvironmentChange(orientation: .landscape)))
    #expect(fixed.scrollView.viewportHeight == ScrollViewMetrics(contentInsetTop: 0).viewportHeight)
  }

  @Test func aGivenInsetStaysThroughAnEnvironmentChange() {
    let scrollView = ScrollViewMetrics(contentInsetTop: 200)
    var driver = ScrollDriver(spec: DemoSpecs.squareCash, scrollView: scrollView)
    driver.beginDragging(at: -200)
    driver.scrolled(to: -146)  // p = 0.4
    let record = driver.handle(.environment(EnvironmentChange(device: Self.iPhone15)))
    // Heights grow by 39; the inset stays 200, so the content keeps its place: R is the same.
    #expect(driver.scrollView.contentInsetTop == 200)
    #expect(close(record.offset, -146))
    #expect(close(record.height, 239 - 135 * 0.4))
  }

  /// A large title grows with the content size: R changes, and the progress still reads the
  /// same from the new offset, and goes on in the new range.
  @Test func aRangeChangeKeepsTheProgressReadableFromTheOffset() {
    let spec = AdaptationTests.largeTitle
    var driver = Self.dragged(to: 0.5, spec: spec)
    let before = driver.scrollView.contentInsetTop
    let record = driver.handle(.environment(EnvironmentChange(contentSize: .accessibility3)))
    let metrics = driver.header.spec.metrics
    #expect(metrics.range == spec.metrics.range + 20)
    #expect(driver.scrollView.contentInsetTop == metrics.contentInsetTop)
    #expect(driver.scrollView.contentInsetTop != before)
    #expect(close(record.progress, 0.5))
    #expect(close(record.offset, 0.5 * metrics.range - metrics.contentInsetTop))
    let next = driver.scrolled(to: record.offset + metrics.range * 0.25)
    #expect(close(next.progress, 0.75))
  }

  /// `facebook` keeps its drag: the progress goes on from the baseline shifted with the
  /// content, and `safari` from its previous offset.
  @Test func facebookAndSafariGoOnAfterAnEnvironmentChange() {
    let facebook = DemoSpecs.facebook  // 105 to 20, R = 85, inset 105
    var driver = ScrollDriver(spec: facebook)
    driver.beginDragging(at: -105)
    driver.scrolled(to: -105 + 34)
    let start = driver.progress
    let record = driver.handle(.environment(EnvironmentChange(topInset: 59)))
    #expect(record.progress == start)
    #expect(close(record.offset, -105 + 34 - 39))
    #expect(close(driver.scrolled(to: record.offset + 17).progress, start + 17.0 / 85))

    var safari = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50), behavior: Behavior(kind: .safari))
    safari.behavior.snappingEnabled = false
    var browser = ScrollDriver(spec: safari)
    browser.beginDragging(at: -100)
    browser.scrolled(to: -75)  // p = 0.5
    let moved = browser.handle(.environment(EnvironmentChange(topInset: 40)))
    #expect(close(moved.offset, -95))
    #expect(close(browser.scrolled(to: moved.offset + 10).progress, 0.7))
  }

  // MARK: - Content

  @Test func contentThatBecomesTooShortExpandsTheBar() {
    var driver = Self.dragged(to: 1)
    #expect(driver.offset == -65)
    let record = driver.handle(.contentHeight(contentHeight: 300, viewportHeight: nil))
    // 300 pt in a 667 pt viewport cannot scroll: the content is back at the top.
    #expect(driver.scrollView.contentHeight == 300 && driver.scrollView.viewportHeight == 667)
    #expect(record.offset == -200)
    #expect(record.progress == 0)
    #expect(record.height == 200)
    // Long enough content changes nothing but the metrics.
    var long = Self.dragged(to: 1)
    let same = long.handle(.contentHeight(contentHeight: 3000, viewportHeight: 700))
    #expect(same.offset == -65 && same.progress == 1)
    #expect(long.scrollView.viewportHeight == 700)
  }

  @Test func newScrollViewMetricsFromAnApp() {
    var driver = Self.dragged(to: 0.6)
    let metrics = ScrollViewMetrics(contentInsetTop: 200, contentHeight: 400, viewportHeight: 667)
    let record = driver.change(scrollView: metrics)
    #expect(driver.scrollView == metrics)
    #expect(record.offset == -200 && record.progress == 0)
    // The inset is the app's from now on: an environment change keeps it.
    driver.change(environment: EnvironmentChange(Self.iPhone15.environment()))
    #expect(driver.scrollView.contentInsetTop == 200)
    #expect(driver.environment == Self.iPhone15.environment())
    #expect(driver.header.spec == DemoSpecs.squareCash.adapted(to: Self.iPhone15.environment()))
  }

  /// One way to change the environment (issue 41): a whole environment, then one key, keeps
  /// the rest, as a device named at the start does; the keys are remembered.
  @Test func aPartialChangeMergesOverWhateverCameBefore() throws {
    let whole = Self.iPhone15.environment(contentSize: .large)
    let ax3 = Self.iPhone15.environment(contentSize: .accessibility3)
    var fromWindow = ScrollDriver(spec: DemoSpecs.squareCash, environment: EnvironmentChange(whole))
    fromWindow.change(environment: EnvironmentChange(contentSize: .accessibility3))
    #expect(fromWindow.environment == ax3)
    var named = ScrollDriver(
      spec: DemoSpecs.squareCash, environment: EnvironmentChange(device: Self.iPhone15))
    named.change(environment: EnvironmentChange(contentSize: .accessibility3))
    #expect(named.environment == ax3)
    #expect(named.environmentKeys.device == Self.iPhone15)
    #expect(named.header.spec == fromWindow.header.spec)
  }

  /// A whole environment is its keys: every device and orientation gives itself back.
  @Test func aWholeEnvironmentIsItsKeys() {
    for device in Device.presets {
      for orientation in [Orientation.portrait, .landscape] {
        let environment = device.environment(
          orientation: orientation, contentSize: .accessibility1, layoutDirection: .rtl)
        #expect(EnvironmentChange(environment).environment == environment, "\(device.name)")
      }
    }
    let custom = HeaderEnvironment(width: nil, orientation: .landscape, isCompactHeight: false)
    #expect(EnvironmentChange(custom).environment == custom)
  }

  // MARK: - Progress from code

  @Test(arguments: [false, true]) func setProgressMovesTheOffsetAsASnap(animated: Bool) {
    var driver = ScrollDriver(spec: DemoSpecs.squareCash)
    let collapsed = driver.setProgress(1, animated: animated)
    #expect(collapsed.event == .setProgress(1, animated: animated))
    #expect(collapsed.offset == -200 + 135)
    #expect(collapsed.progress == 1 && collapsed.height == 65)
    #expect(collapsed.snappedTo == nil)
    // Scrolling afterwards goes on from where the bar is: 27 pt down is 0.2 less.
    driver.beginDragging(at: -65)
    #expect(close(driver.scrolled(to: -65 - 27).progress, 0.8))
    let half = driver.setProgress(0.5, animated: animated)
    #expect(close(half.offset, -92 + 135 * (0.5 - 0.8)))
    #expect(close(half.height, 200 - 67.5))
    // Outside 0...1 is limited; NaN is 0.
    #expect(driver.setProgress(7, animated: animated).progress == 1)
    #expect(driver.setProgress(.nan, animated: animated).progress == 0)
  }

  @Test func expandAndCollapseAreSetProgress() {
    var a = Self.dragged(to: 0.3)
    var b = Self.dragged(to: 0.3)
    #expect(a.collapse(animated: true).offset == b.setProgress(1, animated: true).offset)
    #expect(a.expand(animated: false) == b.setProgress(0, animated: false))
    #expect(a.offset == -200 && a.progress == 0)
  }

  @Test func aSafariBarGoesOnFromTheProgressSet() {
    var spec = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50), behavior: Behavior(kind: .safari))
    spec.behavior.snappingEnabled = false
    var driver = ScrollDriver(spec: spec)
    driver.beginDragging(at: -100)
    driver.scrolled(to: 0)
    let set = driver.setProgress(0.5, animated: false)
    #expect(close(set.offset, 0 - 25))
    // A scroll down of 10 pt from there collapses 0.2 more.
    #expect(close(driver.scrolled(to: set.offset + 10).progress, 0.7))
  }

  @Test func aBarThatIgnoresEventsKeepsItsProgress() {
    let fixed = HeaderSpec(bar: Bar(maxHeight: 80, minHeight: 80), behavior: Behavior(kind: .fixed))
    var driver = ScrollDriver(spec: fixed)
    let record = driver.setProgress(1, animated: true)
    #expect(record.progress == 0 && record.offset == -80)
    #expect(driver.scrollToTop().offset == -80)
  }

  // MARK: - Scroll to top

  @Test func scrollToTopExpandsAtTheTop() {
    var driver = Self.dragged(to: 1)
    driver.scrolled(to: 900)
    let record = driver.scrollToTop()
    #expect(record.event == .scrollToTop)
    #expect(record.offset == -200 && record.progress == 0 && record.height == 200)
    var facebook = ScrollDriver(spec: DemoSpecs.facebook)
    facebook.beginDragging(at: -105)
    facebook.scrolled(to: 500)
    #expect(facebook.progress == 1)
    let top = facebook.scrollToTop()
    #expect(top.offset == -105 && top.progress == 0)
  }

  /// Values no events file can hold (the schema refuses them) still give a record, from an
  /// app's calls: the driver is total.
  @Test func strangeValuesFromCodeGiveARecord() {
    var driver = Self.dragged(to: 0.5)
    let events: [ScrollEvent] = [
      .setProgress(.infinity, animated: false), .setProgress(-.infinity, animated: true),
      .setProgress(.nan, animated: false), .contentHeight(contentHeight: -5, viewportHeight: 0),
      .contentHeight(contentHeight: .nan, viewportHeight: .infinity),
      .environment(EnvironmentChange(width: 0, topInset: .greatestFiniteMagnitude)),
      .environment(EnvironmentChange(width: .nan, topInset: -1)), .scroll(offset: 10),
      .scrollToTop,
    ]
    for event in events {
      let record = driver.handle(event)
      #expect(record.event.typeName == event.typeName)  // NaN payloads equal nothing
      #expect(!record.progress.isNaN, "\(event)")
    }
    #expect(driver.setProgress(1, animated: false).progress == 1)
  }

  // MARK: - Every event

  /// Every event type through the driver gives `Simulation`'s record, and a layout of the
  /// environment it is in.
  @Test func everyEventTypeIsTheSimulationsRecord() {
    let events: [ScrollEvent] = [
      .beginDrag(offset: -200), .scroll(offset: -150),
      .environment(EnvironmentChange(device: Self.iPhone15, contentSize: .accessibility3)),
      .scroll(offset: -100), .endDrag(offset: -100, velocity: 0, decelerate: true),
      .endDecelerate(offset: -100), .contentHeight(contentHeight: 400, viewportHeight: 300),
      .setProgress(1, animated: true), .setProgress(0.25, animated: false), .scrollToTop,
      .environment(EnvironmentChange(layoutDirection: .rtl, width: 500)),
    ]
    for spec in [DemoSpecs.squareCash, DemoSpecs.facebook, AdaptationTests.largeTitle] {
      let expected = Simulation.run(spec: spec, events: events)
      var driver = ScrollDriver(spec: spec)
      var layouts: [SubviewLayout] = []
      for (event, record) in zip(events, expected) {
        #expect(driver.handle(event) == record, "\(spec.name): \(event)")
        #expect(record.event == event)
        #expect(record.isFinite)
        driver.layout(into: &layouts)
        let adapted = driver.environment.map { spec.adapted(to: $0) } ?? spec
        #expect(
          layouts == ResolvedHeader(adapted).layout(at: record.progress).subviews.map(\.layout))
      }
    }
  }
}
