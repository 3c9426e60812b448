import HeaderGeometry

/// A view a subview's layout can be applied to: it takes an untransformed frame with a
/// transform, an alpha, a hidden flag, a z order, a corner radius, and whether assistive
/// technologies skip it. `UIView` conforms when
/// UIKit is there (`UIView+LayoutApplicable.swift`); anything else that draws (a layer, a
/// SwiftUI model, a test's recording view) can conform the same way.
///
/// Values are in points, in the bar's coordinate space (origin at its top-left, y down).
@MainActor
public protocol LayoutApplicable: AnyObject {
  /// The untransformed frame (UIKit: `bounds.size` and `center`, since `frame` is undefined
  /// under a transform) and the transform, which acts about the frame's centre.
  func applyFrame(_ frame: Rect, transform: HeaderAffineTransform)
  /// In [0, 1].
  func applyAlpha(_ alpha: Double)
  func applyHidden(_ hidden: Bool)
  /// Higher draws above lower (UIKit: `layer.zPosition`).
  func applyZIndex(_ zIndex: Int)
  /// In points; the default implementation ignores it.
  func applyCornerRadius(_ cornerRadius: Double)
  /// Whether VoiceOver skips the view (UIKit: `accessibilityElementsHidden`): a
  /// `HeaderBarController` hides a subview that cannot be seen at the current progress (alpha
  /// 0 or hidden) and shows it again when it can. The default implementation ignores it.
  func applyAccessibilityHidden(_ hidden: Bool)
}

extension LayoutApplicable {
  public func applyCornerRadius(_ cornerRadius: Double) {}
  public func applyAccessibilityHidden(_ hidden: Bool) {}
}
