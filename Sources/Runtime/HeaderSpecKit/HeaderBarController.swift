import HeaderGeometry

/// Runs a header bar over a scroll view, BLKFlexibleHeightBar's role without UIKit: it follows
/// the scroll view's delegate callbacks through a `ScrollDriver`, sets the bar's height, its
/// subviews' layouts and what VoiceOver skips, keeps the scroll view's top inset and indicator
/// inset, snaps when the content comes to rest with BLKFlexibleHeightBar's animation, and
/// expands, collapses or takes a new environment from code.
///
///     let controller = HeaderBarController(spec: SquareCashHeader.spec, views: views)
///     controller.bar = bar                      // HeaderBarDisplaying
///     controller.attach(to: scrollView)         // ScrollViewControlling: inset, offset, .never
///     // the scroll view's delegate calls:
///     controller.willBeginDragging()
///     controller.didScroll()                    // each frame: no allocation
///     controller.willEndDragging(velocity: 800) // points per second
///     controller.didEndDragging(willDecelerate: true)
///     controller.didEndDecelerating()           // snaps, animated, moving the content with it
///
/// Every event goes through the driver, so each record (`lastRecord`, and each method's
/// result) is the one `headerspec simulate` prints for the same events. UIKit's
/// `HeaderBarView` is glue over this class; it is tested on Linux with a recording scroll view
/// and bar.
///
/// The controller holds its bar and scroll view weakly (the bar usually owns it). Moves it
/// makes itself (a snap, an expand, an environment change, a scroll to the top) set the
/// content offset with `isMovingContent` on, so the `didScroll` the scroll view reports back
/// is ignored, as BLK's `currentlySnapping` ignores it.
@MainActor
public final class HeaderBarController {
  /// The inset adjustment the scroll view needs (UIKit's `contentInsetAdjustmentBehavior`):
  /// `.never`, because the bar's expanded height, which becomes the top inset, already
  /// counts the status bar; the scroll view must not add the safe area again.
  public static let contentInsetAdjustment = ContentInsetAdjustmentBehavior.never

  /// The spec as written; environments adapt it.
  public let spec: HeaderSpec
  /// The driver every event goes through: progress, height, offset, the spec resolved in the
  /// current environment.
  public internal(set) var driver: ScrollDriver
  /// The view of each subview, by its index in `spec.subviews` (a generated spec's
  /// `SubviewID.index`, a `ViewDescription.index`); nil or missing entries are skipped.
  public var views: [(any LayoutApplicable)?] {
    didSet { accessibilityNeedsRefresh = true }
  }
  /// The bar whose height the controller sets, which animates its moves.
  public weak var bar: (any HeaderBarDisplaying)? {
    didSet { appliedHeight = .nan }
  }
  /// The scroll view it follows (`attach(to:)`).
  public private(set) weak var scrollView: (any ScrollViewControlling)?
  /// The animation of a snap, an animated expand, collapse or `setProgress` and a scroll to
  /// the top: BLKFlexibleHeightBar's (0.15 s, ease in and out) unless set.
  public var animation = HeaderBarAnimation.snap
  /// The record of the last event the controller handled (nil before the first).
  public internal(set) var lastRecord: ScrollRecord?
  /// Whether the controller is setting the content offset itself: a `didScroll` now is the
  /// scroll view reporting that move, and is ignored.
  public private(set) var isMovingContent = false
  /// Whether a tap on the status bar is scrolling the content to the top (between
  /// `shouldScrollToTop` and `didScrollToTop`); the bar is expanded already, and the
  /// scroll view's callbacks meanwhile are ignored.
  public internal(set) var isScrollingToTop = false

  /// Every subview's layout at the current progress, written in place each frame.
  public private(set) var layouts: [SubviewLayout] = []
  /// `scrollViewWillEndDragging`'s velocity, for `didEndDragging`.
  var releaseVelocity = 0.0
  /// Whether each view is hidden from VoiceOver now; refreshed wholly when views change.
  private var accessibilityHidden: [Bool] = []
  private var accessibilityNeedsRefresh = true
  /// The height last given to the bar and the indicator inset (NaN: none yet).
  private var appliedHeight = Double.nan

  /// `spec` as written, laid out in the environment `environment` names (none: the spec's
  /// reference environment; an app's whole environment is `EnvironmentChange(environment)`),
  /// with `views` by subview index. Until `attach(to:)` the driver reads a default scroll view.
  public init(
    spec: HeaderSpec, environment: EnvironmentChange = EnvironmentChange(),
    views: [(any LayoutApplicable)?] = []
  ) {
    self.spec = spec
    self.views = views
    self.driver = Self.driver(
      spec: spec, environment: environment,
      scrollView: ScrollViewMetrics(contentInsetTop: spec.metrics.contentInsetTop))
  }

  /// The bar's progress (0 expanded, 1 collapsed, below 0 stretched).
  public var progress: Double { driver.progress }
  /// The bar's height in points.
  public var height: Double { driver.height }
  /// The environment the spec is laid out in (nil: its reference environment).
  public var environment: HeaderEnvironment? { driver.environment }

  /// Sets the view of the subview `id` (an app's own view, or nil to stop laying one out);
  /// false when the spec has no such subview.
  @discardableResult
  public func setView(_ view: (any LayoutApplicable)?, forSubview id: String) -> Bool {
    guard let index = spec.subviews.firstIndex(where: { $0.id == id }) else { return false }
    if views.count <= index { views += Array(repeating: nil, count: index + 1 - views.count) }
    views[index] = view
    return true
  }

  // MARK: - Attaching

  /// Follows `scrollView` from now on: a new scroll session whose driver reads its content
  /// and viewport heights, the environment kept. Sets its inset adjustment to `.never`, its
  /// top content inset to the bar's expanded height (the spec's `contentInsetTop` in the
  /// environment), its indicator inset to the bar's height and its content offset to the top
  /// (`-contentInsetTop`), and lays the bar out. Returns the inset adjustment it set.
  @discardableResult
  public func attach(to scrollView: any ScrollViewControlling) -> ContentInsetAdjustmentBehavior {
    attach(
      to: scrollView,
      driver: Self.driver(
        spec: spec, environment: driver.environmentKeys,
        scrollView: ScrollViewMetrics(
          contentInsetTop: 0, contentHeight: scrollView.contentHeight,
          viewportHeight: scrollView.viewportHeight)))
  }

  /// Follows `scrollView` with `driver`, a session of `spec` the app configured itself (a top
  /// inset of its own, a viewport that follows the screen, environment keys, events
  /// replayed): the controller goes on from the driver's state. Sets the inset adjustment to
  /// `.never`, the top inset to the driver's, the content offset to the driver's and lays
  /// the bar out. The scroll view's content and viewport heights should be the driver's: a
  /// difference is taken as a change at the next `didScroll`.
  @discardableResult
  public func attach(to scrollView: any ScrollViewControlling, driver: ScrollDriver)
    -> ContentInsetAdjustmentBehavior
  {
    self.scrollView = scrollView
    self.driver = driver
    lastRecord = nil
    releaseVelocity = 0
    isScrollingToTop = false
    appliedHeight = .nan
    moveContent {
      scrollView.insetAdjustment = Self.contentInsetAdjustment
      scrollView.contentInsetTop = driver.scrollView.contentInsetTop
      scrollView.contentOffsetY = driver.offset
    }
    layoutBar()
    return Self.contentInsetAdjustment
  }

  /// Stops following the scroll view (its insets are left as they are).
  public func detach() {
    scrollView = nil
    isScrollingToTop = false
  }

  // MARK: - Layout

  /// Lays the bar out at the current progress: every subview's layout applied to its view
  /// (no allocation once the storage has its size), the bar's height and the indicator inset
  /// when they change, and VoiceOver told to skip a view that cannot be seen (alpha 0 or
  /// hidden) and to read it again when it can.
  public func layoutBar() {
    driver.apply(to: views, using: &layouts)
    let height = driver.height
    // A scroll view that reported a non-finite offset gives no height a view can take.
    if height.isFinite, height != appliedHeight {
      appliedHeight = height
      bar?.applyBarHeight(height)
      scrollView?.indicatorInsetTop = height
    }
    updateAccessibility()
  }

  private func updateAccessibility() {
    let count = Swift.min(views.count, layouts.count)
    if accessibilityHidden.count != count {
      accessibilityHidden = Array(repeating: false, count: count)
      accessibilityNeedsRefresh = true
    }
    for index in 0..<count {
      guard let view = views[index] else { continue }
      let hidden = !layouts[index].isVisible
      if accessibilityNeedsRefresh || hidden != accessibilityHidden[index] {
        accessibilityHidden[index] = hidden
        view.applyAccessibilityHidden(hidden)
      }
    }
    accessibilityNeedsRefresh = false
  }

  // MARK: - Moving the content

  /// Runs `change` (which sets the content offset or inset) with `isMovingContent` on.
  func moveContent(_ change: () -> Void) {
    let wasMoving = isMovingContent
    isMovingContent = true
    change()
    isMovingContent = wasMoving
  }

  /// Moves the content to `offset` (when it is elsewhere and finite) and lays the bar out, in one
  /// `animation` when `animated` and reduced motion is off, else at once.
  func move(to offset: Double, animated: Bool) {
    let changes: @MainActor () -> Void = { [weak self] in
      guard let self else { return }
      if let scrollView = self.scrollView, offset.isFinite, scrollView.contentOffsetY != offset {
        self.moveContent { scrollView.contentOffsetY = offset }
      }
      self.layoutBar()
    }
    if animated, let bar, !bar.prefersReducedMotion {
      bar.animate(animation, changes: changes)
    } else {
      changes()
    }
  }

  /// Lays the bar out in `animation` when `animated` and reduced motion is off, else at once;
  /// the content stays where it is.
  func layoutBar(animated: Bool) {
    if animated, let bar, !bar.prefersReducedMotion {
      bar.animate(animation) { [weak self] in self?.layoutBar() }
    } else {
      layoutBar()
    }
  }

  /// Keeps `record` as the last one and returns it.
  func keep(_ record: ScrollRecord) -> ScrollRecord {
    lastRecord = record
    return record
  }

  /// A driver for `spec` over `scrollView` whose top inset follows the spec (it is the bar's
  /// expanded height in each environment), laid out in the environment `environment` names.
  static func driver(
    spec: HeaderSpec, environment: EnvironmentChange, scrollView: ScrollViewMetrics
  ) -> ScrollDriver {
    ScrollDriver(
      spec: spec, environment: environment, scrollView: scrollView, insetFollowsSpec: true)
  }
}
