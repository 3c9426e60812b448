import HeaderSpecKit

/// A scroll view as an app's would be under `HeaderBarController`, without UIKit: it keeps
/// what it is given (its offset from the events file or from the controller's moves, its
/// insets, its content and viewport heights).
@MainActor
final class DemoScrollView: ScrollViewControlling {
  var contentOffsetY: Double
  var contentInsetTop: Double
  var indicatorInsetTop = 0.0
  var insetAdjustment = ContentInsetAdjustmentBehavior.automatic
  var contentHeight: Double
  var viewportHeight: Double

  init(metrics: ScrollViewMetrics) {
    contentOffsetY = -metrics.contentInsetTop
    contentInsetTop = metrics.contentInsetTop
    contentHeight = metrics.contentHeight
    viewportHeight = metrics.viewportHeight
  }
}
