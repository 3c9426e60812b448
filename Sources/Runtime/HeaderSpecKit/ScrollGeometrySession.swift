import HeaderGeometry

/// One header over one SwiftUI scroll view: the scroll view and the bar a `HeaderBarController`
/// runs, made of what SwiftUI reports, so the SwiftUI view (`HeaderScrollView`) only forwards
/// readings and draws. Portable: tested on Linux with the real controller.
///
/// * **Readings in.** `geometryChanged(_:)` takes each scroll-geometry reading,
///   `phaseChanged(_:)` each scroll phase (iOS 18), `targetRequested(contentOffset:velocity:)`
///   the end of a drag (the scroll view's `ScrollTargetBehavior`); a `ScrollGeometryTracker`
///   turns them into the delegate callbacks the controller takes, each reading the offset of
///   its event from this scroll view.
/// * **Moves out.** When the controller moves the content (a snap, expand, collapse, a new
///   environment) while SwiftUI asks for a target, the move becomes the target
///   (`targetRequested` returns it); otherwise `scrollContent` moves it (iOS 18:
///   `ScrollPosition.scrollTo(y:)`; nil on iOS 17, which cannot scroll to an offset from code,
///   so there such a move reaches the content only at the end of the next drag).
/// * **Drawing.** `changed` is called whenever the bar must be drawn again (a new height,
///   layouts, margin or views); `animator` runs the controller's animated moves (SwiftUI:
///   `withAnimation`). The bar's views are `descriptions`, laid out by `controller.layouts`.
///
/// Offsets in SwiftUI's terms (a reading's `contentOffset`) include the top safe area a bar
/// below the status bar leaves (`barOrigin`): the scroll view's top margin is the controller's
/// inset plus `barOrigin` (`contentMargin`), and the controller sees offsets as if the content
/// rested at `-contentInsetTop`.
@MainActor
public final class ScrollGeometrySession: ScrollViewControlling, HeaderBarDisplaying {
  public let controller: HeaderBarController
  /// What the bar is made of, in the current environment, in the order views are added.
  public private(set) var descriptions: [ViewDescription]
  /// Where the bar's top edge is, in points from the top of the screen.
  public private(set) var barOrigin: Double = 0

  /// Called when the bar must be drawn again.
  public var changed: (@MainActor () -> Void)?
  /// Called with the controller's progress whenever it is another than at the last call (a
  /// SwiftUI progress binding), once when set.
  public var progressChanged: (@MainActor (Double) -> Void)? {
    didSet {
      reportedProgress = nil
      reportProgress()
    }
  }
  /// Runs an animated move's changes in one animation; nil runs them at once.
  public var animator: (@MainActor (HeaderBarAnimation, @escaping @MainActor () -> Void) -> Void)?
  /// Scrolls the content to an offset in SwiftUI's terms, animated with the move it belongs
  /// to; nil when the scroll view cannot be scrolled to an offset from code (iOS 17).
  public var scrollContent: (@MainActor (Double) -> Void)?
  /// Whether the user asked for reduced motion (SwiftUI: `accessibilityReduceMotion`).
  public var prefersReducedMotion = false

  private var tracker: ScrollGeometryTracker
  private var reading: ScrollGeometryReading?
  /// The offset of the event being handled, or of the last reading.
  private var currentOffset: Double?
  /// While SwiftUI asks for a target: the controller's move, if it makes one.
  private var pendingTarget: Double??
  /// The progress `progressChanged` was last called with.
  private var reportedProgress: Double?

  /// `spec` as written, in the environment `environment` names; `readsPhases` is true where
  /// `onScrollPhaseChange` is there (iOS 18). The controller is attached to this scroll view
  /// at once.
  public init(spec: HeaderSpec, environment: EnvironmentChange, readsPhases: Bool) {
    controller = HeaderBarController(spec: spec, environment: environment)
    tracker = ScrollGeometryTracker(readsPhases: readsPhases)
    let laidOut = controller.environment
    descriptions = spec.viewDescriptions(in: laidOut)
    barOrigin = laidOut.map { spec.barOrigin(in: $0) } ?? 0
    controller.bar = self
    controller.attach(to: self)
  }

  /// The scroll view's top content margin: room for the expanded bar below its origin.
  public var contentMargin: Double { contentInsetTop + barOrigin }

  // MARK: - Readings in

  /// SwiftUI's scroll geometry changed: new content or viewport heights reach the controller
  /// first (through `contentDidChange`, as `didScroll` reads them), then a new offset is a
  /// scroll (and, on iOS 17, the first one begins a drag).
  public func geometryChanged(_ reading: ScrollGeometryReading) {
    self.reading = reading
    let offset = reading.offset(driverInsetTop: contentInsetTop)
    if tracker.offset == offset {
      currentOffset = offset
      controller.contentDidChange()
      notify()
      return
    }
    tracker.offsetChanged(to: offset) { handle($0) }
  }

  /// The scroll phase changed (iOS 18's `onScrollPhaseChange`).
  public func phaseChanged(_ phase: ScrollGeometryTracker.Phase) {
    tracker.phaseChanged(to: phase) { handle($0) }
  }

  /// SwiftUI asks where the scroll view should stop (`ScrollTargetBehavior.updateTarget`):
  /// `contentOffset` is its proposal and `velocity` the release velocity in points per second,
  /// both in SwiftUI's terms. Returns the offset to stop at instead (the snap), nil to keep
  /// the proposal.
  public func targetRequested(contentOffset: Double, velocity: Double) -> Double? {
    let extra = extraInset
    pendingTarget = .some(nil)
    defer { pendingTarget = nil }
    _ = tracker.dragEnds(velocity: velocity, proposedOffset: contentOffset - extra) {
      handle($0)
    }
    guard case .some(.some(let target)) = pendingTarget else { return nil }
    return target + extra
  }

  /// The environment changed (a rotation, Dynamic Type, a new width or safe area): the keys
  /// `change` names merge over the keys so far (SwiftUI gives the whole environment,
  /// `EnvironmentChange(environment)`); the controller lays the spec out there and moves the
  /// content to keep the progress; the views are described again. Nothing happens when the
  /// environment stays the same.
  public func change(environment change: EnvironmentChange) {
    let before = controller.environment
    controller.change(environment: change)
    let environment = controller.environment
    guard environment != before else { return }
    barOrigin = environment.map { controller.spec.barOrigin(in: $0) } ?? 0
    descriptions = controller.spec.viewDescriptions(in: environment)
    notify()
  }

  /// Sends `event` to the controller's matching delegate callback, with this scroll view at
  /// the event's offset.
  private func handle(_ event: ScrollEvent) -> ScrollRecord? {
    if let offset = event.offset { currentOffset = offset }
    let record: ScrollRecord?
    switch event {
    case .beginDrag: record = controller.willBeginDragging()
    case .scroll: record = controller.didScroll()
    case .endDrag(_, let velocity, let decelerate):
      controller.willEndDragging(velocity: velocity)
      record = controller.didEndDragging(willDecelerate: decelerate)
    case .endDecelerate: record = controller.didEndDecelerating()
    case .environment, .contentHeight, .setProgress, .scrollToTop: record = nil
    }
    notify()
    return record
  }

  /// How much more SwiftUI's top inset is than the controller's (the bar's origin, and any
  /// safe area SwiftUI adds).
  private var extraInset: Double {
    (reading?.contentInsetTop ?? contentMargin) - contentInsetTop
  }

  // MARK: - ScrollViewControlling

  /// The offset the controller reads; setting it moves the content (see the type's notes).
  public var contentOffsetY: Double {
    get { currentOffset ?? -contentInsetTop }
    set {
      currentOffset = newValue
      if pendingTarget != nil {
        pendingTarget = .some(newValue)
      } else {
        scrollContent?(newValue + extraInset)
      }
    }
  }

  public var contentInsetTop: Double = 0 {
    didSet { if contentInsetTop != oldValue { notify() } }
  }

  public var indicatorInsetTop: Double = 0

  /// SwiftUI's scroll view ignores the top safe area (the bar covers it), so whatever the
  /// controller asks for, no inset is added: the margin is `contentMargin`.
  public var insetAdjustment = ContentInsetAdjustmentBehavior.never

  public var contentHeight: Double {
    reading?.contentHeight ?? ScrollViewMetrics(contentInsetTop: 0).contentHeight
  }

  public var viewportHeight: Double {
    reading?.metrics(driverInsetTop: contentInsetTop).viewportHeight
      ?? ScrollViewMetrics(contentInsetTop: 0).viewportHeight
  }

  // MARK: - HeaderBarDisplaying

  public func applyBarHeight(_ height: Double) { notify() }

  /// The bar must be drawn again (`changed`), and a new progress is reported
  /// (`progressChanged`).
  private func notify() {
    changed?()
    reportProgress()
  }

  /// Calls `progressChanged` when the progress is another than at the last call.
  private func reportProgress() {
    let progress = controller.progress
    guard let progressChanged, reportedProgress != progress else { return }
    reportedProgress = progress
    progressChanged(progress)
  }

  public func animate(
    _ animation: HeaderBarAnimation, changes: @escaping @MainActor () -> Void
  ) {
    if let animator { animator(animation, changes) } else { changes() }
  }
}
