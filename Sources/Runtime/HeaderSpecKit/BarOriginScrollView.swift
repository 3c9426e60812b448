import HeaderGeometry

/// A screen-tall scroll view under a bar whose top edge is `origin` points down (a bar below the
/// status bar, `HeaderSpec.barOrigin(in:)`), in the controller's numbers, which are the bar's:
/// the scroll view's top inset is `origin` more (the content starts under the bar, as in
/// `preview`), its offsets and viewport `origin` less. `HeaderBarView` wraps its scroll view.
@MainActor
public final class BarOriginScrollView: ScrollViewControlling {
  public let base: any ScrollViewControlling
  /// The bar's top edge from the top of the scroll view, in points.
  public var origin: Double

  public init(_ base: any ScrollViewControlling, origin: Double = 0) {
    self.base = base
    self.origin = origin
  }

  public var contentOffsetY: Double {
    get { base.contentOffsetY + origin }
    set { base.contentOffsetY = newValue - origin }
  }

  public var contentInsetTop: Double {
    get { base.contentInsetTop - origin }
    set { base.contentInsetTop = newValue + origin }
  }

  public var indicatorInsetTop: Double {
    get { base.indicatorInsetTop - origin }
    set { base.indicatorInsetTop = newValue + origin }
  }

  public var insetAdjustment: ContentInsetAdjustmentBehavior {
    get { base.insetAdjustment }
    set { base.insetAdjustment = newValue }
  }

  public var contentHeight: Double { base.contentHeight }

  public var viewportHeight: Double { base.viewportHeight - origin }
}
