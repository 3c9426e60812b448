/// One reading of a SwiftUI scroll view's vertical geometry, in points: SwiftUI's
/// `ScrollGeometry` (iOS 18) or, on iOS 17, what a `GeometryReader` behind the content measures.
/// Portable, so the conversion to the driver's numbers is tested on Linux.
///
/// The bar sits over the scroll view, whose top content margin leaves room for it: SwiftUI's
/// insets (`contentInsetTop`) may differ from the inset the spec's behaviour is written for
/// (a bar below the status bar adds the top safe area), so offsets are converted to the
/// scroll view the driver models, whose content rests at `-contentInsetTop` of the spec.
public struct ScrollGeometryReading: Hashable, Sendable {
  /// `contentOffset.y`: `-contentInsetTop` at rest at the top.
  public var contentOffset: Double
  /// `contentInsets.top`: the safe area and the content margins SwiftUI adds.
  public var contentInsetTop: Double
  /// `contentInsets.bottom`.
  public var contentInsetBottom: Double
  /// `contentSize.height`.
  public var contentHeight: Double
  /// `containerSize.height`: the scroll view's own height.
  public var containerHeight: Double

  public init(
    contentOffset: Double, contentInsetTop: Double, contentInsetBottom: Double = 0,
    contentHeight: Double, containerHeight: Double
  ) {
    self.contentOffset = contentOffset
    self.contentInsetTop = contentInsetTop
    self.contentInsetBottom = contentInsetBottom
    self.contentHeight = contentHeight
    self.containerHeight = containerHeight
  }

  /// The offset in the driver's scroll view, whose top inset is `driverInsetTop`: the same
  /// distance from the top, so the content at rest reads `-driverInsetTop`.
  public func offset(driverInsetTop: Double) -> Double {
    contentOffset + contentInsetTop - driverInsetTop
  }

  /// The driver's scroll view: its inset `driverInsetTop`, the content's height, and a
  /// viewport whose end is this scroll view's end (the bottom inset and the extra top inset
  /// taken off), so `ScrollViewMetrics.maximumOffset` is the last offset SwiftUI reaches.
  public func metrics(driverInsetTop: Double) -> ScrollViewMetrics {
    ScrollViewMetrics(
      contentInsetTop: driverInsetTop, contentHeight: contentHeight,
      viewportHeight: containerHeight - contentInsetBottom - (contentInsetTop - driverInsetTop))
  }
}
