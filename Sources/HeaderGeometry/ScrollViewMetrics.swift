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
}
