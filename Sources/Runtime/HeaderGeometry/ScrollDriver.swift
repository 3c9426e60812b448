/// Drives a header from its scroll view's events, as an app's `UIScrollViewDelegate` receives
/// them: the progress, the bar's height, every subview's layout, and where to snap
/// (Schemas/FORMAT.md#scrolling, Schemas/FORMAT.md#snapping).
///
///     var driver = ScrollDriver(header: header)
///     driver.beginDragging(at: -100)
///     driver.scrolled(to: -40)                 // progress 0.6 for a 100 to 0 pt bar
///     let end = driver.endDragging(at: -40, velocity: 0, willDecelerate: false)
///     end.snapOffset                           // the content offset to animate to, if it snaps
///     driver.layout(into: &layouts)            // no allocation once `layouts` has its size
///
/// Each event's record is exactly what `headerspec simulate` prints for it: both call
/// `Simulation.handle`. Offsets are `contentOffset.y` in points, limited to what the scroll
/// view can reach (`ScrollViewMetrics.reachableOffset`).
///
/// The driver outlives changes (Schemas/EVENTS.md): a new environment (`change(environment:)`,
/// rotation, Dynamic Type, direction), new scroll-view metrics (`change(scrollView:)`), and
/// the progress set from code (`setProgress(_:animated:)`, `expand`, `collapse`,
/// `scrollToTop`) keep the progress and the behaviour's state, and move the content offset as
/// the record says.
public struct ScrollDriver: Sendable {
  /// The spec resolved for layout, in the current environment.
  public private(set) var header: ResolvedHeader
  private var simulation: Simulation

  /// `header` is the spec as written (its reference environment: an environment change adapts
  /// `header.spec`). `scrollView` defaults to the spec's `contentInsetTop` and the events
  /// file's default content and viewport heights; an app passes its scroll view's (`facebook`
  /// reads them).
  public init(header: ResolvedHeader, scrollView: ScrollViewMetrics? = nil) {
    self.header = header
    self.simulation = Simulation(spec: header.spec, scrollView: scrollView)
  }

  /// `spec` as written, laid out in the environment `environment` names (nil when it names
  /// none). `insetFollowsSpec` (default: `scrollView` is nil) keeps the scroll view's top inset
  /// at the adapted spec's `contentInsetTop` through environment changes;
  /// `viewportFollowsScreen` keeps the viewport at the environment's screen height.
  public init(
    spec: HeaderSpec, environment: EnvironmentChange = EnvironmentChange(),
    scrollView: ScrollViewMetrics? = nil, insetFollowsSpec: Bool? = nil,
    viewportFollowsScreen: Bool = false
  ) {
    simulation = Simulation(
      spec: spec, environment: environment, scrollView: scrollView,
      insetFollowsSpec: insetFollowsSpec, viewportFollowsScreen: viewportFollowsScreen)
    header = ResolvedHeader(simulation.adaptedSpec)
  }

  /// The bar's progress after the last event (0 expanded, 1 collapsed; below 0 stretched).
  public var progress: Double { simulation.machine.progress }

  /// The bar's height in points after the last event.
  public var height: Double { header.height(at: progress) }

  /// The content offset after the last event (and its snap or move).
  public var offset: Double { simulation.machine.offset }

  /// The scroll view the driver reads.
  public var scrollView: ScrollViewMetrics { simulation.machine.scrollView }

  /// The environment the spec is laid out in (nil: its reference environment).
  public var environment: HeaderEnvironment? { simulation.environment }

  /// What scrolling may do beyond the spec (`change(options:)`); all on at first.
  public var options: ScrollOptions { simulation.machine.options }

  /// The environment keys given so far, merged (`environment` is the one they name).
  public var environmentKeys: EnvironmentChange { simulation.environmentKeys }

  // MARK: - Events

  /// Applies `event` and returns the state after it (and its snap), `simulate`'s record.
  @discardableResult
  public mutating func handle(_ event: ScrollEvent) -> ScrollRecord {
    let record = simulation.handle(event)
    if case .environment = event { header = ResolvedHeader(simulation.adaptedSpec) }
    return record
  }

  /// Stops or allows collapsing, stretching and snapping (`ScrollOptions`) from now on. A
  /// progress the new options do not allow moves to the nearest one they do, and the content
  /// with it, as `setProgress` moves it (the record's `offset`).
  @discardableResult
  public mutating func change(options: ScrollOptions) -> ScrollRecord {
    simulation.change(options: options)
  }

  /// The scroll view's metrics change (content reloaded, viewport resized, inset set); they
  /// are kept from then on. An offset past the new end moves back to it, as UIKit moves it,
  /// and the behaviour reads that as a scroll. The record's event is a `contentHeight` event.
  @discardableResult
  public mutating func change(scrollView: ScrollViewMetrics) -> ScrollRecord {
    simulation.change(
      scrollView: scrollView,
      event: .contentHeight(
        contentHeight: scrollView.contentHeight, viewportHeight: scrollView.viewportHeight))
  }

  /// `scrollViewWillBeginDragging`.
  @discardableResult
  public mutating func beginDragging(at offset: Double) -> ScrollRecord {
    handle(.beginDrag(offset: offset))
  }

  /// `scrollViewDidScroll`.
  @discardableResult
  public mutating func scrolled(to offset: Double) -> ScrollRecord {
    handle(.scroll(offset: offset))
  }

  /// `scrollViewDidEndDragging(_:willDecelerate:)`, with the velocity of
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` in pt/s (UIKit gives
  /// `velocity.y` in points per millisecond: multiply by 1000), positive when the content
  /// moves up. A snap is in the record: `snappedTo` and `snapOffset`.
  @discardableResult
  public mutating func endDragging(at offset: Double, velocity: Double, willDecelerate: Bool)
    -> ScrollRecord
  {
    handle(.endDrag(offset: offset, velocity: velocity, decelerate: willDecelerate))
  }

  /// `scrollViewDidEndDecelerating`.
  @discardableResult
  public mutating func endDecelerating(at offset: Double) -> ScrollRecord {
    handle(.endDecelerate(offset: offset))
  }

  // MARK: - Layout

  /// Writes every subview's layout at the current progress into `layouts`, in document order.
  /// `layouts` is resized only when its count is not the number of subviews; after that the
  /// call allocates nothing (one binary search and one interpolation per subview).
  public func layout(into layouts: inout [SubviewLayout]) {
    let count = header.spec.subviews.count
    if layouts.count != count {
      layouts = Array(repeating: SubviewLayout(center: .zero, size: .zero), count: count)
    }
    let metrics = header.metrics
    let p = progress
    let height = metrics.height(at: p)
    let q = metrics.layoutProgress(p)
    for index in 0..<count {
      layouts[index] = header.layout(subview: index, layoutProgress: q, height: height)
    }
  }

  /// The whole header at the current progress, built-in contents included (allocates).
  public func layout() -> HeaderLayout { header.layout(at: progress) }
}
