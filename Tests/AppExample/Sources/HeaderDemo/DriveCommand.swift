import Foundation
import HeaderSpecKit
import HeaderSpecLoading

/// `header-demo drive SPEC --events EVENTS`: the events file (Schemas/EVENTS.md) fed to a
/// `HeaderBarController` as an app's scroll view and code feed it: the scroll view's delegate
/// callbacks (its offset set first, on a recording scroll view, `DemoScrollView`), and the
/// changes the app makes (a new environment, new content, the bar expanded or collapsed from
/// code, a tap on the status bar, after which the scroll view scrolls to the top itself). One
/// record per event in the shape of `headerspec simulate --format json`; as `simulate`, it
/// exits 1 after the records when a record does not meet its event's `expect`, so the app's
/// controller is held to a scenario's expectations as the replay is.
@MainActor
enum DriveCommand {
  static func run(path: String, events eventsPath: String) -> Int32 {
    guard let loaded = SpecFile.load(path) else { return 1 }
    let file: EventsFile
    do {
      file = try EventsFile.read(eventsPath)
    } catch {
      SpecFile.problem("\(eventsPath): \(error)")
      return 1
    }
    let defaults = ScrollViewMetrics(contentInsetTop: loaded.header.metrics.contentInsetTop)
    let scrollView = ScrollViewMetrics(
      contentInsetTop: file.scrollView?.contentInsetTop ?? defaults.contentInsetTop,
      contentHeight: file.scrollView?.contentHeight ?? defaults.contentHeight,
      viewportHeight: file.scrollView?.viewportHeight ?? defaults.viewportHeight)
    // The inset follows the bar (as the bar sets it) and the viewport the screen unless the
    // file gives them.
    let driver = ScrollDriver(
      spec: loaded.spec, scrollView: scrollView,
      insetFollowsSpec: file.scrollView?.contentInsetTop == nil,
      viewportFollowsScreen: file.scrollView?.viewportHeight == nil)
    let demoScrollView = DemoScrollView(metrics: driver.scrollView)
    let bar = DemoBar()
    let views = loaded.spec.subviews.map { _ in DemoView() }
    let controller = HeaderBarController(spec: loaded.spec, views: views)
    controller.bar = bar
    controller.attach(to: demoScrollView, driver: driver)
    var records: [JSONText] = []
    var unmet = false
    for (index, event) in file.events.enumerated() {
      guard let record = handle(event, with: controller, scrollView: demoScrollView) else {
        SpecFile.problem("\(eventsPath): event \(index + 1) is not one the driver takes")
        return 1
      }
      guard record.offset.isFinite, record.progress.isFinite, record.height.isFinite else {
        SpecFile.problem("\(eventsPath): event \(index + 1) takes the bar beyond finite numbers")
        return 1
      }
      guard bar.height == record.height, demoScrollView.contentInsetTop.isFinite else {
        SpecFile.problem("\(eventsPath): event \(index + 1) left the bar at another height")
        return 1
      }
      for problem in unmetExpectations(event.expect, record) {
        SpecFile.problem("\(eventsPath): event \(index + 1): \(problem)")
        unmet = true
      }
      records.append(
        .object([
          ("type", .string(event.type)), ("offset", .number(record.offset)),
          ("progress", .number(record.progress)), ("height", .number(record.height)),
          ("snappedTo", record.snappedTo.map(JSONText.number) ?? .null),
        ]))
    }
    print(JSONText.object([("records", .array(records))]).rendered())
    return unmet ? 1 : 0
  }

  /// The fields of `expect` that `record` does not meet, within its tolerance (1e-9 by
  /// default); a `snappedTo` of null must find no snap.
  static func unmetExpectations(_ expect: EventsFile.Expectation?, _ record: ScrollRecord)
    -> [String]
  {
    guard let expect else { return [] }
    let tolerance = expect.tolerance ?? 1e-9
    var problems: [String] = []
    let fields: [(String, Double?, Double)] = [
      ("progress", expect.progress, record.progress), ("height", expect.height, record.height),
      ("offset", expect.offset, record.offset),
    ]
    for (name, expected, actual) in fields {
      if let expected, !(abs(expected - actual) <= tolerance) {
        problems.append("expected \(name) \(expected), the controller gives \(actual)")
      }
    }
    if expect.statesSnappedTo {
      let expected = expect.snappedTo
      let met =
        switch (expected, record.snappedTo) {
        case (nil, nil): true
        case (let expected?, let actual?): abs(expected - actual) <= tolerance
        default: false
        }
      if !met { problems.append("snappedTo differs from the expectation") }
    }
    return problems
  }

  /// What the scroll view and the app do for `event`, and the controller's record of it; nil
  /// when the event names nothing it knows.
  static func handle(
    _ event: EventsFile.Event, with controller: HeaderBarController, scrollView: DemoScrollView
  ) -> ScrollRecord? {
    switch (event.type, event.offset) {
    case ("beginDrag", let offset?):
      scrollView.contentOffsetY = offset
      return controller.willBeginDragging()
    case ("scroll", let offset?):
      scrollView.contentOffsetY = offset
      return controller.didScroll()
    case ("endDrag", let offset?):
      scrollView.contentOffsetY = offset
      controller.willEndDragging(velocity: event.velocity ?? 0)
      return controller.didEndDragging(willDecelerate: event.decelerate ?? false)
    case ("endDecelerate", let offset?):
      scrollView.contentOffsetY = offset
      return controller.didEndDecelerating()
    case ("environment", nil):
      guard let change = environmentChange(event) else { return nil }
      let record = controller.change(environment: change)
      // A scroll view that fills the screen is resized with it.
      scrollView.viewportHeight = controller.driver.scrollView.viewportHeight
      return record
    case ("contentHeight", nil):
      scrollView.contentHeight = event.contentHeight ?? scrollView.contentHeight
      scrollView.viewportHeight = event.viewportHeight ?? scrollView.viewportHeight
      let driver = controller.driver
      return controller.contentDidChange()
        ?? ScrollRecord(
          event: .contentHeight(contentHeight: nil, viewportHeight: nil), offset: driver.offset,
          progress: driver.progress, height: driver.height, snappedTo: nil)
    case ("setProgress", nil):
      guard let progress = event.progress else { return nil }
      let animated = event.animated ?? false
      switch progress {
      case 0: return controller.expand(animated: animated)
      case 1: return controller.collapse(animated: animated)
      default: return controller.setProgress(progress, animated: animated)
      }
    case ("scrollToTop", nil):
      if controller.shouldScrollToTop() {
        // The scroll view's own animation to the top, its callbacks ignored meanwhile.
        scrollView.contentOffsetY = -scrollView.contentInsetTop
        controller.didScroll()
        controller.didScrollToTop()
      }
      return controller.lastRecord
    default: return nil
    }
  }

  /// The environment keys an `environment` event gives, as an app's trait changes name them;
  /// nil when a name is not one the library knows.
  static func environmentChange(_ event: EventsFile.Event) -> EnvironmentChange? {
    var change = EnvironmentChange(width: event.width, topInset: event.topInset)
    if let name = event.device {
      guard let device = Device.presets.first(where: { $0.name == name }) else { return nil }
      change.device = device
    }
    if let name = event.orientation {
      guard let orientation = Orientation(rawValue: name) else { return nil }
      change.orientation = orientation
    }
    if let name = event.contentSize {
      guard let size = HeaderEnvironment.ContentSizeCategory(shortName: name) else { return nil }
      change.contentSize = size
    }
    if let name = event.layoutDirection {
      guard let direction = HeaderEnvironment.LayoutDirection(rawValue: name) else { return nil }
      change.layoutDirection = direction
    }
    return change
  }
}
