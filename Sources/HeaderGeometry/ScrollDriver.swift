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
public struct ScrollDriver: Sendable {
  /// The spec resolved for layout.
  public let header: ResolvedHeader
  private var simulation: Simulation

  /// `scrollView` defaults to the spec's `contentInsetTop` and the events file's default
  /// content and viewport heights; an app passes its scroll view's (`facebook` reads them).
  public init(header: ResolvedHeader, scrollView: ScrollViewMetrics? = nil) {
    self.header = header
    self.simulation = Simulation(spec: header.spec, scrollView: scrollView)
  }

  /// The bar's progress after the last event (0 expanded, 1 collapsed; below 0 stretched).
  public var progress: Double { simulation.machine.progress }

  /// The bar's height in points after the last event.
  public var height: Double { header.height(at: progress) }

  /// The scroll view the driver reads.
  public var scrollView: ScrollViewMetrics { simulation.machine.scrollView }

  // MARK: - Events

  /// Applies `event` and returns the state after it (and its snap), `simulate`'s record.
  @discardableResult
  public mutating func handle(_ event: ScrollEvent) -> ScrollRecord {
    simulation.handle(event)
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
