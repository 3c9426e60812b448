import HeaderGeometry

/// The scroll view's delegate callbacks (UIKit's `UIScrollViewDelegate`), one method each:
/// the glue calls them from its delegate (`HeaderBarView` forwards the app's delegate and
/// calls these). Each reads the content offset from the scroll view, feeds the driver and
/// lays the bar out; each returns the driver's record, nil when the event was ignored (no
/// scroll view attached, or the controller's own move being reported back).
extension HeaderBarController {
  /// `scrollViewWillBeginDragging(_:)`: a drag starts (`facebook` takes its baseline here).
  /// Ends a scroll to the top that the drag interrupts.
  @discardableResult
  public func willBeginDragging() -> ScrollRecord? {
    isScrollingToTop = false
    guard let scrollView else { return nil }
    return keep(driver.beginDragging(at: scrollView.contentOffsetY))
  }

  /// `scrollViewDidScroll(_:)`: the bar follows the offset. Ignored while the controller
  /// moves the content itself or a tap on the status bar scrolls it to the top. New content
  /// or viewport heights are noticed here first (`contentDidChange()`). Allocates nothing.
  @discardableResult
  public func didScroll() -> ScrollRecord? {
    guard let scrollView, !isMovingContent, !isScrollingToTop else { return nil }
    contentDidChange()
    let record = driver.scrolled(to: scrollView.contentOffsetY)
    layoutBar()
    return keep(record)
  }

  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the velocity at
  /// release, in points per second (UIKit's `velocity.y` is in points per millisecond:
  /// multiply by 1000), positive when the content moves up; kept for `didEndDragging`. The
  /// target offset is left to the scroll view: the bar snaps when the content comes to rest.
  public func willEndDragging(velocity: Double) {
    releaseVelocity = velocity
  }

  /// `scrollViewDidEndDragging(_:willDecelerate:)`: the finger lifts. Without deceleration
  /// the bar snaps here (BLK's `scrollViewDidEndDragging:willDecelerate:`), moving the content
  /// by the height change in the same animation; `safari` snaps on a fast release either way.
  @discardableResult
  public func didEndDragging(willDecelerate: Bool) -> ScrollRecord? {
    let velocity = releaseVelocity
    releaseVelocity = 0
    guard let scrollView, !isScrollingToTop else { return nil }
    let record = driver.endDragging(
      at: scrollView.contentOffsetY, velocity: velocity, willDecelerate: willDecelerate)
    settle(record)
    return keep(record)
  }

  /// `scrollViewDidEndDecelerating(_:)`: the content comes to rest and the bar snaps (BLK's
  /// `snapWithScrollView:`): progress and offset move together in `animation`, or at once
  /// with reduced motion.
  @discardableResult
  public func didEndDecelerating() -> ScrollRecord? {
    guard let scrollView, !isScrollingToTop else { return nil }
    let record = driver.endDecelerating(at: scrollView.contentOffsetY)
    settle(record)
    return keep(record)
  }

  /// `scrollViewShouldScrollToTop(_:)`, a tap on the status bar, when the app's delegate
  /// allows it: the bar expands (the driver's `scrollToTop`, in `animation`) and the answer
  /// is whether the scroll view should now scroll the content to the top itself (its own
  /// animation, which loads the rows on the way; its callbacks are ignored until
  /// `didScrollToTop`). With reduced motion, or content at the top already, the controller
  /// moves the content at once and answers false.
  public func shouldScrollToTop() -> Bool {
    guard let scrollView else { return true }
    let record = keep(driver.scrollToTop())
    let reduced = bar?.prefersReducedMotion ?? false
    if reduced || scrollView.contentOffsetY == record.offset {
      move(to: record.offset, animated: true)
      return false
    }
    isScrollingToTop = true
    layoutBar(animated: true)
    return true
  }

  /// `scrollViewDidScrollToTop(_:)`: the scroll to the top ended; callbacks count again.
  public func didScrollToTop() {
    isScrollingToTop = false
  }

  /// After the end of a drag or a deceleration: a snap moves the content by the height change
  /// with the bar, animated; otherwise the bar is laid out where it is.
  private func settle(_ record: ScrollRecord) {
    if let offset = record.snapOffset {
      move(to: offset, animated: true)
    } else {
      layoutBar()
    }
  }
}
