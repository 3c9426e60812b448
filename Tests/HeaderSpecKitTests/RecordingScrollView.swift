import HeaderGeometry
import HeaderSpecKit

/// A scroll view as `HeaderBarController` sees it, recording what the controller sets: each
/// content offset (and whether a bar's animation was running), each inset. The test moves the
/// content as a user would (`userScroll(to:)`, not recorded). Like UIKit, it reports a
/// change of its offset back at once (`onScroll`, the delegate's `scrollViewDidScroll`).
@MainActor
final class RecordingScrollView: ScrollViewControlling {
  enum Change: Equatable {
    case offset(Double, animation: HeaderBarAnimation?)
    case inset(Double)
    case adjustment(ContentInsetAdjustmentBehavior)
  }

  var changes: [Change] = []
  var indicatorInsets: [Double] = []
  var contentHeight: Double
  var viewportHeight: Double
  /// The bar whose running animation a change is recorded in.
  weak var bar: RecordingBar?
  /// Called after every offset the controller sets, as UIKit calls `scrollViewDidScroll`.
  var onScroll: (() -> Void)?
  private var offset = 0.0

  init(contentHeight: Double = 10000, viewportHeight: Double = 667) {
    self.contentHeight = contentHeight
    self.viewportHeight = viewportHeight
  }

  var contentOffsetY: Double {
    get { offset }
    set {
      offset = newValue
      changes.append(.offset(newValue, animation: bar?.running))
      onScroll?()
    }
  }
  var contentInsetTop = 0.0 {
    didSet { changes.append(.inset(contentInsetTop)) }
  }
  var indicatorInsetTop = 0.0 {
    didSet { indicatorInsets.append(indicatorInsetTop) }
  }
  var insetAdjustment = ContentInsetAdjustmentBehavior.automatic {
    didSet { changes.append(.adjustment(insetAdjustment)) }
  }

  /// The user moves the content (a drag, a deceleration): nothing is recorded.
  func userScroll(to offset: Double) { self.offset = offset }
}
