import HeaderGeometry

/// The scroll view a `HeaderBarController` follows and moves, in points along y: what it reads
/// at each delegate callback and what it sets when it snaps, expands or collapses. UIKit's
/// `UIScrollView` is adapted to it by `HeaderBarView` (behind `#if canImport(UIKit)`); a test's
/// recording scroll view, or a SwiftUI scroll position, can conform the same way.
@MainActor
public protocol ScrollViewControlling: AnyObject {
  /// `contentOffset.y`: `-contentInsetTop` when the content rests at the top. The controller
  /// sets it inside `HeaderBarDisplaying.animate(_:changes:)` when a move is animated, as
  /// BLKFlexibleHeightBar sets it inside `UIView.animate`; a scroll view that reports the
  /// change back synchronously (UIKit calls `scrollViewDidScroll`) is ignored while it does.
  var contentOffsetY: Double { get set }
  /// `contentInset.top`: room above the content for the expanded bar; the controller sets it.
  var contentInsetTop: Double { get set }
  /// `verticalScrollIndicatorInsets.top`: the controller keeps it at the bar's height, so the
  /// indicator runs below the bar.
  var indicatorInsetTop: Double { get set }
  /// How the scroll view adds the safe area to the inset; the controller sets what it needs
  /// (`HeaderBarController.contentInsetAdjustment`).
  var insetAdjustment: ContentInsetAdjustmentBehavior { get set }
  /// `contentSize.height`.
  var contentHeight: Double { get }
  /// `bounds.height`: the height of the part of the content that shows.
  var viewportHeight: Double { get }
}
