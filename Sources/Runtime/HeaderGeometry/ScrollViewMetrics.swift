/// The scroll view a behaviour reads, in points.
public struct ScrollViewMetrics: Hashable, Sendable {
  public var contentInsetTop: Double
  /// `contentSize.height` (read by `facebook`).
  public var contentHeight: Double
  /// `bounds.height` (read by `facebook`).
  public var viewportHeight: Double

  public init(contentInsetTop: Double, contentHeight: Double = 10000, viewportHeight: Double = 667)
  {
    self.contentInsetTop = contentInsetTop
    self.contentHeight = contentHeight
    self.viewportHeight = viewportHeight
  }

  /// The largest `contentOffset.y` the content can rest at: its end
  /// (`contentHeight - viewportHeight`), or the top (`-contentInsetTop`) when the content is
  /// shorter than the viewport. UIKit brings the content back within it after any bounce.
  public var maximumOffset: Double { Swift.max(contentHeight - viewportHeight, -contentInsetTop) }

  /// `offset` limited to `maximumOffset`. Offsets above the top (below `-contentInsetTop`) are
  /// kept: pulling the content down past the top is what stretches an elastic bar and what
  /// `facebook`'s baseline reads (BLK 1.8); there is no bounce at the bottom to model.
  public func reachableOffset(_ offset: Double) -> Double {
    Swift.min(offset, maximumOffset)
  }
}
