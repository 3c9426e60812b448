import HeaderGeometry

#if canImport(UIKit)
  import UIKit

  /// A `UIScrollView` as `HeaderBarController` reads and sets it: `contentOffset.y`,
  /// `contentInset.top`, `verticalScrollIndicatorInsets.top`,
  /// `contentInsetAdjustmentBehavior`, `contentSize.height` and `bounds.size.height`.
  @MainActor
  final class ScrollViewAdapter: ScrollViewControlling {
    weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
      self.scrollView = scrollView
    }

    var contentOffsetY: Double {
      get { scrollView.map { Double($0.contentOffset.y) } ?? 0 }
      set { scrollView?.contentOffset.y = CGFloat(newValue) }
    }

    var contentInsetTop: Double {
      get { scrollView.map { Double($0.contentInset.top) } ?? 0 }
      set { scrollView?.contentInset.top = CGFloat(newValue) }
    }

    var indicatorInsetTop: Double {
      get { scrollView.map { Double($0.verticalScrollIndicatorInsets.top) } ?? 0 }
      set { scrollView?.verticalScrollIndicatorInsets.top = CGFloat(newValue) }
    }

    var insetAdjustment: ContentInsetAdjustmentBehavior {
      get {
        switch scrollView?.contentInsetAdjustmentBehavior {
        case .scrollableAxes: .scrollableAxes
        case .never: .never
        case .always: .always
        default: .automatic
        }
      }
      set {
        scrollView?.contentInsetAdjustmentBehavior =
          switch newValue {
          case .automatic: .automatic
          case .scrollableAxes: .scrollableAxes
          case .never: .never
          case .always: .always
          }
      }
    }

    var contentHeight: Double { scrollView.map { Double($0.contentSize.height) } ?? 0 }

    var viewportHeight: Double { scrollView.map { Double($0.bounds.size.height) } ?? 0 }
  }
#endif
