import GeometryChecks
import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading
import SpecAnalysis
import TestSupport
import Testing

/// The controller is the driver: on every example and valid corpus spec, every kind of event
/// (an environment change mid-drag, content that becomes too short, the progress set animated
/// and not, a tap on the status bar) fed through a recording scroll view gives `simulate`'s
/// records, and leaves the content, the insets, the bar and its views where they say.
@MainActor
@Test func controllerRecordsAreSimulationsOnEverySpec() throws {
  var checked = 0
  for (path, bytes) in TestFiles.specs {
    guard let loaded = try? LoadedHeaderSpec(bytes: bytes) else { continue }
    let events = appEvents(inset: loaded.spec.metrics.contentInsetTop)
    let expected = Simulation.run(
      spec: loaded.spec,
      scrollView: ScrollViewMetrics(contentInsetTop: 0, contentHeight: 10000, viewportHeight: 667),
      insetFollowsSpec: true, events: events)
    let session = ControllerSession(spec: loaded.spec)
    #expect(session.scrollView.contentInsetTop == loaded.spec.metrics.contentInsetTop, "\(path)")
    #expect(session.scrollView.contentOffsetY == -loaded.spec.metrics.contentInsetTop, "\(path)")
    #expect(session.scrollView.changes.contains(.adjustment(.never)), "\(path)")
    var echoes = 0
    session.scrollView.onScroll = {
      // UIKit reports the controller's own moves back at once: they are ignored.
      if session.controller.didScroll() != nil { echoes += 1 }
    }
    for (event, record) in zip(events, expected) {
      let got = try #require(session.perform(event), "\(path): \(event)")
      #expect(got.sameState(as: record), "\(path): \(event): \(got) != \(record)")
      let controller = session.controller
      #expect(controller.lastRecord == got)
      #expect(session.scrollView.contentInsetTop == controller.driver.scrollView.contentInsetTop)
      if !event.isUserScroll || got.snappedTo != nil {
        #expect(session.scrollView.contentOffsetY == got.offset, "\(path): \(event)")
      }
      #expect(session.bar.heights.last?.height == got.height, "\(path): \(event)")
      #expect(session.scrollView.indicatorInsets.last == got.height, "\(path): \(event)")
      let whole = controller.driver.header.layout(at: got.progress).subviews.map(\.layout)
      #expect(controller.layouts == whole, "\(path): \(event)")
      for (view, layout) in zip(session.views, whole) {
        #expect(view.frame == layout.untransformedFrame && view.alpha == layout.alpha)
        #expect(view.accessibilityHidden == !layout.isVisible, "\(path): \(event)")
      }
    }
    #expect(echoes == 0, "\(path)")
    checked += 1
  }
  #expect(checked >= 18)
}

/// In every environment (each preset of its own screen, orientation, content size and
/// direction: the iPhone 17 lays out as the iPhone 16 Pro, whose figures it has) a controller
/// attached with a driver laid out there gives `simulate`'s records on every example, every
/// number finite, and its views show the adapted spec's layout.
@MainActor
@Test func controllerRecordsAreSimulationsInEveryEnvironment() throws {
  var screens: Set<Device> = []
  let devices = Device.presets.filter { device in
    var screen = device
    screen.name = ""
    return screens.insert(screen).inserted
  }
  #expect(devices.count == 11)
  let matrix = EnvironmentMatrix(
    devices: devices, orientations: [.portrait, .landscape],
    contentSizes: HeaderEnvironment.ContentSizeCategory.allCases, layoutDirections: [.ltr, .rtl])
  let folder = TestFiles.root + "/Schemas/examples/"
  let names = TestFiles.list(folder).filter { $0.hasSuffix(".header.json") }
  #expect(names.count == 6)
  // `simulate`'s scroll view when the events file gives only its content height.
  let scrollView = ScrollViewMetrics(contentInsetTop: 0, contentHeight: 10000, viewportHeight: 667)
  var checked = 0
  for name in names {
    let spec = try LoadedHeaderSpec(bytes: try #require(TestFiles.read(folder + name))).spec
    for (device, environment) in matrix.environments {
      let change = EnvironmentChange(
        device: device, orientation: environment.orientation,
        contentSize: environment.contentSize, layoutDirection: environment.layoutDirection)
      #expect(change.environment == environment)
      let driver = ScrollDriver(
        spec: spec, environment: change, scrollView: scrollView, insetFollowsSpec: true,
        viewportFollowsScreen: true)
      let events = appEvents(inset: driver.scrollView.contentInsetTop).filter {
        if case .environment = $0 { false } else { true }
      }
      let expected = Simulation.run(
        spec: spec, environment: change, scrollView: scrollView, insetFollowsSpec: true,
        viewportFollowsScreen: true, events: events)
      let session = ControllerSession(spec: spec, driver: driver)
      let adapted = ResolvedHeader(spec.adapted(to: environment))
      for (event, record) in zip(events, expected) {
        let got = try #require(session.perform(event), "\(name): \(event)")
        let layout = adapted.layout(at: got.progress)
        guard got.sameState(as: record), got.isFinite, layout.isFinite,
          session.controller.layouts == layout.subviews.map(\.layout),
          session.bar.heights.last?.height == layout.height
        else {
          Issue.record("\(name) on \(device.name), \(environment): \(event): \(got) != \(record)")
          break
        }
      }
      checked += 1
    }
  }
  #expect(checked == 6 * 11 * 48)
}

/// BLK 1.6 `snapToProgress:`: one 0.15 s ease-in-out animation shifts the content offset by
/// (max - min) x (target - progress) and sets the bar's height; the `scrollViewDidScroll` that
/// the shift fires is ignored (BLK's `currentlySnapping`).
@MainActor
@Test func aSnapMovesContentAndBarInBLKsAnimation() throws {
  let spec = try exampleSpec("square-cash")  // 200 to 65 pt; [0, 0.5] -> 0, [0.5, 1] -> 1
  let session = ControllerSession(spec: spec)
  var echoed: [ScrollRecord?] = []
  session.scrollView.onScroll = { echoed.append(session.controller.didScroll()) }
  let controller = session.controller
  session.scrollView.userScroll(to: -200)
  controller.willBeginDragging()
  session.scrollView.userScroll(to: -119)  // 81 pt down: progress 0.6
  #expect(controller.didScroll()?.progress == 81.0 / 135)
  #expect(abs(try #require(session.bar.heights.last?.height) - 119) < 1e-12)
  controller.willEndDragging(velocity: 300)
  #expect(controller.didEndDragging(willDecelerate: true)?.snappedTo == nil)
  session.scrollView.changes.removeAll()
  let end = try #require(controller.didEndDecelerating())

  let shift = (200.0 - 65) * (1 - 81.0 / 135)
  #expect(end.snappedTo == 1)
  #expect(end.offset == -119 + shift)
  #expect(session.bar.animations == [HeaderBarAnimation(duration: 0.15, curve: .easeInOut)])
  #expect(session.scrollView.changes == [.offset(-119 + shift, animation: .snap)])
  #expect(session.bar.heights.last?.height == 65 && session.bar.heights.last?.animation == .snap)
  #expect(echoed == [nil])
  #expect(controller.progress == 1)
  // Scrolling afterwards goes on from where the content is.
  session.scrollView.userScroll(to: -119 + shift - 27)
  #expect(controller.didScroll()?.progress == 0.8)
}

/// A drag released without deceleration snaps at once (BLK's `didEndDragging` with
/// `willDecelerate` false); one that decelerates waits for the rest.
@MainActor
@Test func aReleaseWithoutDecelerationSnapsThere() throws {
  let session = ControllerSession(spec: try exampleSpec("square-cash"))
  let controller = session.controller
  controller.willBeginDragging()
  session.scrollView.userScroll(to: -160)  // progress 40 / 135, below 0.5: back to 0
  controller.didScroll()
  controller.willEndDragging(velocity: 0)
  let end = try #require(controller.didEndDragging(willDecelerate: false))
  #expect(end.snappedTo == 0 && end.offset == -200)
  #expect(session.scrollView.contentOffsetY == -200)
  #expect(session.bar.animations == [.snap])
}

/// With Reduce Motion on, snaps, expand, collapse and a tap on the status bar move the
/// content and the bar at once: no animation, and the records are the same.
@MainActor
@Test func reduceMotionMovesWithoutAnimation() throws {
  let spec = try exampleSpec("square-cash")
  let session = ControllerSession(spec: spec)
  session.bar.prefersReducedMotion = true
  let controller = session.controller
  controller.collapse(animated: true)
  #expect(session.scrollView.contentOffsetY == -65)
  controller.expand(animated: true)
  #expect(session.scrollView.contentOffsetY == -200)
  controller.willBeginDragging()
  session.scrollView.userScroll(to: -100)
  controller.didScroll()
  controller.willEndDragging(velocity: 0)
  #expect(controller.didEndDragging(willDecelerate: false)?.snappedTo == 1)
  let snapShift: Double = 135 * (1 - 100.0 / 135)
  #expect(session.scrollView.contentOffsetY == -100 + snapShift)
  session.scrollView.userScroll(to: 400)
  controller.didScroll()
  #expect(controller.shouldScrollToTop() == false)  // moved already
  #expect(session.scrollView.contentOffsetY == -200 && controller.progress == 0)
  #expect(session.bar.animations.isEmpty)
  #expect(session.bar.heights.allSatisfy { $0.animation == nil })
  #expect(
    session.scrollView.changes.allSatisfy {
      if case .offset(_, let animation) = $0 { return animation == nil }
      return true
    })
}

/// Expand and collapse from code, animated and not: the content moves by the height change
/// (as a snap moves it), in BLK's animation when animated; the records are the driver's.
@MainActor
@Test func expandAndCollapseAnimatedAndNot() throws {
  let spec = try exampleSpec("square-cash")
  let session = ControllerSession(spec: spec)
  var driver = ScrollDriver(
    spec: spec,
    scrollView: ScrollViewMetrics(contentInsetTop: 0, contentHeight: 10000, viewportHeight: 667),
    insetFollowsSpec: true)
  let controller = session.controller
  for (animated, collapse) in [(true, true), (true, false), (false, true), (false, false)] {
    session.scrollView.changes.removeAll()
    session.bar.animations.removeAll()
    let record =
      collapse
      ? controller.collapse(animated: animated)
      : controller.expand(
        animated: animated)
    #expect(
      record == (collapse ? driver.collapse(animated: animated) : driver.expand(animated: animated))
    )
    let animation: HeaderBarAnimation? = animated ? .snap : nil
    #expect(session.scrollView.changes == [.offset(collapse ? -65 : -200, animation: animation)])
    #expect(session.bar.animations == (animated ? [.snap] : []))
    #expect(session.bar.heights.last?.height == (collapse ? 65 : 200))
  }
  // Collapsed already: nothing moves, nothing is set again.
  controller.collapse(animated: false)
  session.scrollView.changes.removeAll()
  controller.collapse(animated: false)
  #expect(session.scrollView.changes.isEmpty)
  let half = controller.setProgress(0.5, animated: true)
  #expect(half.offset == -65 - 135 * 0.5 && session.scrollView.contentOffsetY == half.offset)
}

/// A subview that cannot be seen at the current progress (alpha 0, or hidden) is hidden from
/// VoiceOver, and shown again when it can be; each view is told only when that changes.
@MainActor
@Test func voiceOverSkipsWhatCannotBeSeen() throws {
  // square-cash: profileImage fades to alpha 0 at progress 0.5; nameLabel stays.
  let spec = try exampleSpec("square-cash")
  let session = ControllerSession(spec: spec)
  let (image, name) = (session.views[0], session.views[1])
  #expect(image.accessibilityHidden == false && name.accessibilityHidden == false)
  let controller = session.controller
  controller.willBeginDragging()
  for offset in stride(from: -200.0, through: -20, by: 5) {
    session.scrollView.userScroll(to: offset)
    let record = try #require(controller.didScroll())
    let layout = controller.layouts[0]
    #expect(image.accessibilityHidden == (layout.alpha == 0 || layout.hidden))
    #expect(image.accessibilityHidden == (record.progress >= 0.5))
    #expect(name.accessibilityHidden == false)
  }
  #expect(image.accessibilityCalls == 2)  // shown at attach, hidden past 0.5
  #expect(name.accessibilityCalls == 1)
  controller.expand(animated: false)
  #expect(image.accessibilityHidden == false && image.accessibilityCalls == 3)
  // New views are told at the next layout, whatever they were told before.
  let fresh = RecordingView()
  controller.collapse(animated: false)
  #expect(controller.setView(fresh, forSubview: spec.subviews[0].id))
  #expect(controller.setView(fresh, forSubview: "noSuchSubview") == false)
  controller.layoutBar()
  #expect(
    fresh.accessibilityHidden == true && fresh.frame == controller.layouts[0].untransformedFrame)
}

/// An environment change mid-drag (rotation, Dynamic Type): the spec is resolved again, the
/// top inset becomes the new expanded height, the content moves so that the progress reads
/// the same, and the drag goes on as `simulate` replays it.
@MainActor
@Test func anEnvironmentChangeMidDragKeepsTheProgress() throws {
  let spec = try exampleSpec("large-title-avatar")
  let session = ControllerSession(spec: spec)
  let controller = session.controller
  let inset = spec.metrics.contentInsetTop
  controller.willBeginDragging()
  session.scrollView.userScroll(to: -inset + 20)
  let before = try #require(controller.didScroll())
  let device = try #require(Device.preset(named: "iPhone 15"))
  let environment = device.environment(
    orientation: .portrait, contentSize: .accessibility2, layoutDirection: .rtl)
  let changed = controller.change(environment: EnvironmentChange(environment))
  #expect(changed.progress == before.progress)
  #expect(controller.environment == environment)
  let adapted = spec.adapted(to: environment)
  #expect(session.scrollView.contentInsetTop == adapted.metrics.contentInsetTop)
  #expect(session.scrollView.contentOffsetY == changed.offset)
  #expect(
    controller.layouts
      == ResolvedHeader(adapted).layout(at: changed.progress).subviews.map(\.layout))

  var simulation = Simulation(
    spec: spec,
    scrollView: ScrollViewMetrics(contentInsetTop: 0, contentHeight: 10000, viewportHeight: 667),
    insetFollowsSpec: true)
  _ = simulation.handle(.beginDrag(offset: -inset + 20))
  _ = simulation.handle(.scroll(offset: -inset + 20))
  #expect(
    changed.sameState(as: simulation.handle(.environment(EnvironmentChange(environment)))))
  session.scrollView.userScroll(to: changed.offset + 10)
  let next = try #require(controller.didScroll())
  #expect(next.sameState(as: simulation.handle(.scroll(offset: changed.offset + 10))))
  // Back to portrait at the default size: one key each, the rest kept.
  let portrait = controller.change(environment: EnvironmentChange(contentSize: .large))
  #expect(portrait.progress == next.progress)
  #expect(
    controller.environment
      == device.environment(orientation: .portrait, contentSize: .large, layoutDirection: .rtl))
}

/// Content that becomes too short to scroll: noticed on the next scroll callback (or when
/// the app says so), the offset moves back to the new end and the bar follows, as
/// `simulate`'s `contentHeight` event.
@MainActor
@Test func contentThatBecomesTooShortExpandsTheBar() throws {
  let spec = try exampleSpec("square-cash")
  let session = ControllerSession(spec: spec)
  let controller = session.controller
  controller.willBeginDragging()
  session.scrollView.userScroll(to: 300)
  controller.didScroll()
  controller.didEndDragging(willDecelerate: false)
  #expect(controller.progress == 1)
  session.scrollView.contentHeight = 200  // shorter than the 667 pt viewport
  #expect(controller.didScroll()?.progress == 0)
  #expect(session.scrollView.contentOffsetY == -200 && controller.height == 200)
  let simulated = Simulation.run(
    spec: spec,
    scrollView: ScrollViewMetrics(contentInsetTop: 0, contentHeight: 10000, viewportHeight: 667),
    insetFollowsSpec: true,
    events: [
      .beginDrag(offset: -200), .scroll(offset: 300), .endDrag(offset: 300),
      .contentHeight(contentHeight: 200, viewportHeight: nil), .scroll(offset: -200),
    ])
  #expect(controller.lastRecord?.sameState(as: simulated[4]) == true)
  // Told directly, and nothing when nothing changed.
  session.scrollView.contentHeight = 5000
  #expect(controller.contentDidChange()?.offset == -200)
  #expect(controller.contentDidChange() == nil)
}

/// A tap on the status bar: the bar expands in BLK's animation while the scroll view scrolls
/// the content to the top in its own; its callbacks meanwhile are ignored, and a drag ends
/// the wait.
@MainActor
@Test func aTapOnTheStatusBarExpandsTheBar() throws {
  let spec = try exampleSpec("square-cash")
  let session = ControllerSession(spec: spec)
  let controller = session.controller
  controller.willBeginDragging()
  session.scrollView.userScroll(to: 900)
  controller.didScroll()
  #expect(controller.shouldScrollToTop() == true)
  #expect(controller.progress == 0 && controller.lastRecord?.offset == -200)
  #expect(session.bar.animations == [.snap] && session.bar.heights.last?.height == 200)
  #expect(controller.isScrollingToTop)
  session.scrollView.userScroll(to: 400)  // the scroll view's own animation, on its way
  #expect(controller.didScroll() == nil)
  #expect(controller.didEndDecelerating() == nil)
  session.scrollView.userScroll(to: -200)
  controller.didScrollToTop()
  #expect(controller.isScrollingToTop == false)
  session.scrollView.userScroll(to: -190)
  #expect(controller.didScroll() != nil)
  // At the top already: nothing to scroll, the scroll view is told not to.
  controller.expand(animated: false)
  #expect(controller.shouldScrollToTop() == false)
  // Interrupted by a drag: callbacks count again.
  session.scrollView.userScroll(to: 500)
  controller.didScroll()
  #expect(controller.shouldScrollToTop() == true)
  controller.willBeginDragging()
  #expect(controller.isScrollingToTop == false)
}

/// Before a scroll view is attached, callbacks do nothing; attaching starts a session at the
/// top with the environment kept, and a detached controller ignores the scroll view again.
@MainActor
@Test func attachingStartsASessionAtTheTop() throws {
  let spec = try exampleSpec("facebook")
  let controller = HeaderBarController(spec: spec)
  #expect(controller.didScroll() == nil && controller.willBeginDragging() == nil)
  #expect(controller.contentDidChange() == nil)
  #expect(controller.progress == 0 && controller.height == spec.metrics.maxHeight)
  let scrollView = RecordingScrollView(contentHeight: 3000, viewportHeight: 800)
  scrollView.userScroll(to: 250)
  #expect(controller.attach(to: scrollView) == .never)
  #expect(scrollView.insetAdjustment == .never)
  #expect(controller.driver.scrollView.contentHeight == 3000)
  #expect(controller.driver.scrollView.viewportHeight == 800)
  #expect(scrollView.contentOffsetY == -spec.metrics.contentInsetTop)
  #expect(scrollView.indicatorInsets == [spec.metrics.maxHeight])
  controller.detach()
  scrollView.userScroll(to: 100)
  #expect(controller.didScroll() == nil)
}

/// A driver the app configured (its own top inset, a viewport that follows the screen, as an
/// events file without those keys): attached with it, the controller goes on from it, keeps
/// that inset through environment changes, and gives `simulate`'s records for the same
/// configuration.
@MainActor
@Test func attachingWithAConfiguredDriverGoesOnFromIt() throws {
  for name in ["square-cash", "facebook", "safari", "large-title-avatar"] {
    let spec = try exampleSpec(name)
    let metrics = ScrollViewMetrics(
      contentInsetTop: 260, contentHeight: 3000, viewportHeight: 700)
    let driver = ScrollDriver(
      spec: spec, scrollView: metrics, insetFollowsSpec: false, viewportFollowsScreen: true)
    let session = ControllerSession(spec: spec, driver: driver)
    #expect(session.scrollView.contentInsetTop == 260)
    #expect(session.scrollView.contentOffsetY == -260)
    let events = appEvents(inset: 260)
    let expected = Simulation.run(
      spec: spec, scrollView: metrics, insetFollowsSpec: false, viewportFollowsScreen: true,
      events: events)
    for (event, record) in zip(events, expected) {
      let got = try #require(session.perform(event), "\(name): \(event)")
      #expect(got.sameState(as: record), "\(name): \(event): \(got) != \(record)")
      #expect(session.scrollView.contentInsetTop == 260, "\(name): \(event)")
    }
  }
}

/// Numbers no UIKit scroll view reports (NaN, infinities) never crash the controller, and
/// never reach the scroll view or the bar: a view cannot take them.
@MainActor
@Test func nonFiniteNumbersNeverReachTheViews() throws {
  for name in ["square-cash", "facebook", "safari", "large-title-avatar"] {
    let session = ControllerSession(spec: try exampleSpec(name))
    let controller = session.controller
    let odd = [Double.nan, .infinity, -.infinity, -1e308, 1e308]
    for value in odd {
      session.scrollView.userScroll(to: value)
      controller.willBeginDragging()
      controller.didScroll()
      controller.willEndDragging(velocity: value)
      controller.didEndDragging(willDecelerate: false)
      controller.didEndDecelerating()
      controller.setProgress(value, animated: true)
      session.scrollView.contentHeight = value
      controller.contentDidChange()
      controller.change(environment: EnvironmentChange(width: value))
      _ = controller.shouldScrollToTop()
      controller.didScrollToTop()
      session.scrollView.contentHeight = 10000
      session.scrollView.userScroll(to: 0)
      controller.didScroll()
    }
    for change in session.scrollView.changes {
      switch change {
      case .offset(let offset, _): #expect(offset.isFinite, "\(name)")
      case .inset(let inset): #expect(inset.isFinite, "\(name)")
      case .adjustment: break
      }
    }
    #expect(session.bar.heights.allSatisfy { $0.height.isFinite }, "\(name)")
    #expect(session.scrollView.indicatorInsets.allSatisfy { $0.isFinite }, "\(name)")
  }
}

// MARK: - Helpers

/// A controller attached to a recording scroll view, with a recording bar and a recording
/// view for every subview.
@MainActor
private final class ControllerSession {
  let controller: HeaderBarController
  let scrollView = RecordingScrollView()
  let bar = RecordingBar()
  let views: [RecordingView]
  init(spec: HeaderSpec, driver: ScrollDriver? = nil) {
    views = spec.subviews.map { _ in RecordingView() }
    controller = HeaderBarController(spec: spec, views: views)
    controller.bar = bar
    scrollView.bar = bar
    if let driver {
      scrollView.contentHeight = driver.scrollView.contentHeight
      scrollView.viewportHeight = driver.scrollView.viewportHeight
      controller.attach(to: scrollView, driver: driver)
    } else {
      controller.attach(to: scrollView)
    }
  }

  /// Feeds `event` as the scroll view and the app would, and returns the controller's
  /// record of it.
  func perform(_ event: ScrollEvent) -> ScrollRecord? {
    switch event {
    case .beginDrag(let offset):
      scrollView.userScroll(to: offset)
      return controller.willBeginDragging()
    case .scroll(let offset):
      scrollView.userScroll(to: offset)
      return controller.didScroll()
    case .endDrag(let offset, let velocity, let decelerate):
      scrollView.userScroll(to: offset)
      controller.willEndDragging(velocity: velocity)
      return controller.didEndDragging(willDecelerate: decelerate)
    case .endDecelerate(let offset):
      scrollView.userScroll(to: offset)
      return controller.didEndDecelerating()
    case .environment(let change):
      let record = controller.change(environment: change)
      // A scroll view that fills the screen is resized with it.
      scrollView.viewportHeight = controller.driver.scrollView.viewportHeight
      return record
    case .contentHeight(let contentHeight, let viewportHeight):
      scrollView.contentHeight = contentHeight ?? scrollView.contentHeight
      scrollView.viewportHeight = viewportHeight ?? scrollView.viewportHeight
      return controller.contentDidChange()
    case .setProgress(let progress, let animated):
      return controller.setProgress(progress, animated: animated)
    case .scrollToTop:
      if controller.shouldScrollToTop() {
        // The scroll view's own animation to the top, reported on the way.
        scrollView.contentOffsetY = -scrollView.contentInsetTop
        controller.didScrollToTop()
      }
      return controller.lastRecord
    }
  }
}

/// Every kind of event, around the spec's inset: drags, flings and decelerations, an
/// environment change mid-drag and others between, content too short and long again, the
/// progress set animated and not, expand and collapse, taps on the status bar.
private func appEvents(inset: Double) -> [ScrollEvent] {
  let top = -inset
  var events: [ScrollEvent] = [.beginDrag(offset: top)]
  for step in 0...12 { events.append(.scroll(offset: top - 30 + Double(step) * 17)) }
  events.append(
    .environment(
      EnvironmentChange(device: Device.preset(named: "iPhone 15"), contentSize: .accessibility2)))
  for step in 0...6 { events.append(.scroll(offset: top + 200 - Double(step) * 13)) }
  events += [
    .endDrag(offset: top + 120, velocity: -900, decelerate: true),
    .scroll(offset: top + 60), .endDecelerate(offset: top + 60),
    .beginDrag(offset: top + 60), .scroll(offset: top + 95),
    .endDrag(offset: top + 95, velocity: 0, decelerate: false),
    .contentHeight(contentHeight: 200, viewportHeight: nil),
    .setProgress(1, animated: true),
    .contentHeight(contentHeight: 5000, viewportHeight: 600),
    .setProgress(1, animated: true), .setProgress(0.3, animated: false),
    .beginDrag(offset: 0), .scroll(offset: -40), .setProgress(0.6, animated: true),
    .scroll(offset: 20), .endDrag(offset: 20, velocity: 1200, decelerate: true),
    .environment(EnvironmentChange(orientation: .landscape)),
    .scroll(offset: 300), .endDecelerate(offset: 300), .setProgress(0, animated: false),
    .scroll(offset: 700), .scrollToTop,
    .environment(EnvironmentChange(layoutDirection: .rtl, width: 500, topInset: 30)),
    .beginDrag(offset: top), .scroll(offset: top + 400), .endDrag(offset: top + 400),
    .scrollToTop, .scrollToTop, .setProgress(1, animated: false),
    .environment(EnvironmentChange(orientation: .portrait, contentSize: .xSmall)),
  ]
  return events
}

private func exampleSpec(_ name: String) throws -> HeaderSpec {
  let bytes = try #require(
    TestFiles.read(TestFiles.root + "/Schemas/examples/\(name).header.json"))
  return try LoadedHeaderSpec(bytes: bytes).spec
}

extension ScrollRecord {
  /// The same state after the event (offset, progress, height, snap), whatever the event's
  /// keys: the controller's records of changes carry the values it read.
  func sameState(as other: ScrollRecord) -> Bool {
    offset == other.offset && progress == other.progress && height == other.height
      && snappedTo == other.snappedTo
  }
}

extension ScrollEvent {
  /// A scroll-view event the user makes (the content is where the user put it).
  var isUserScroll: Bool { offset != nil }
}

/// The real app's scenarios (issue 41) through the controller: a turn at the top keeps the
/// content right under the bar both ways, and one key changed keeps the device.
@MainActor
@Test func aTurnAtTheTopAndAPartialChangeThroughTheController() throws {
  let session = ControllerSession(spec: try exampleSpec("large-title-avatar"))
  let controller = session.controller
  let iPhone15 = try #require(Device.preset(named: "iPhone 15"))
  let portrait = controller.change(environment: EnvironmentChange(device: iPhone15))
  let landscape = controller.change(environment: EnvironmentChange(orientation: .landscape))
  #expect(landscape.progress == 1)
  #expect(landscape.offset == -landscape.height, "right under the inline bar")
  #expect(session.scrollView.contentOffsetY == landscape.offset)
  let back = controller.change(environment: EnvironmentChange(orientation: .portrait))
  #expect(back.progress == 0 && back.offset == portrait.offset && back.height == portrait.height)
  #expect(session.scrollView.contentOffsetY == back.offset)
  let larger = controller.change(environment: EnvironmentChange(contentSize: .accessibility3))
  #expect(controller.environment == iPhone15.environment(contentSize: .accessibility3))
  #expect(larger.height > portrait.height, "a larger title on the same device")
}
