import HeaderGeometry

#if canImport(UIKit)
  import UIKit

  /// The scroll view's delegate while a `HeaderBarView` is attached (BLKDelegateSplitter's
  /// role): each scroll callback goes to the bar's controller, then to `forwardee`, the app's
  /// delegate; every other message (a table view's `tableView(_:didSelectRowAt:)`, ...) goes
  /// to `forwardee` alone, through `responds(to:)` and `forwardingTarget(for:)`. The app's
  /// answer to `scrollViewShouldScrollToTop` comes first: when it says no, the bar stays.
  @MainActor
  final class ScrollViewDelegateProxy: NSObject, UIScrollViewDelegate {
    /// The app's delegate. Read by the Objective-C runtime's forwarding, which UIKit runs on
    /// the main thread.
    nonisolated(unsafe) weak var forwardee: (any UIScrollViewDelegate)?
    private unowned let controller: HeaderBarController

    init(controller: HeaderBarController) {
      self.controller = controller
      super.init()
    }

    nonisolated override func responds(to aSelector: Selector?) -> Bool {
      super.responds(to: aSelector) || (forwardee?.responds(to: aSelector) ?? false)
    }

    nonisolated override func forwardingTarget(for aSelector: Selector?) -> Any? {
      if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
      return super.forwardingTarget(for: aSelector)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      controller.willBeginDragging()
      if let method = forwardee?.scrollViewWillBeginDragging { method(scrollView) }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      controller.didScroll()
      if let method = forwardee?.scrollViewDidScroll { method(scrollView) }
    }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      // UIKit's velocity is in points per millisecond, the controller's in points per second.
      controller.willEndDragging(velocity: Double(velocity.y) * 1000)
      if let method = forwardee?.scrollViewWillEndDragging {
        method(scrollView, velocity, targetContentOffset)
      }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      controller.didEndDragging(willDecelerate: decelerate)
      if let method = forwardee?.scrollViewDidEndDragging { method(scrollView, decelerate) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      controller.didEndDecelerating()
      if let method = forwardee?.scrollViewDidEndDecelerating { method(scrollView) }
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      if let should = forwardee?.scrollViewShouldScrollToTop, !should(scrollView) { return false }
      return controller.shouldScrollToTop()
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      controller.didScrollToTop()
      if let method = forwardee?.scrollViewDidScrollToTop { method(scrollView) }
    }
  }
#endif
