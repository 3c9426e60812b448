import HeaderGeometry

#if canImport(UIKit)
  import UIKit

  /// A `UIView` takes a layout through `bounds.size`, `center`, `transform`, `alpha`,
  /// `isHidden`, `layer.zPosition` and `layer.cornerRadius`, and VoiceOver's skipping through
  /// `accessibilityElementsHidden`. Compiled on Linux against a
  /// stand-in UIKit (`.ci/checks/uikit-glue`).
  extension UIView: LayoutApplicable {
    public func applyFrame(_ frame: Rect, transform: HeaderAffineTransform) {
      bounds.size = CGSize(width: CGFloat(frame.width), height: CGFloat(frame.height))
      center = CGPoint(x: CGFloat(frame.midX), y: CGFloat(frame.midY))
      self.transform = CGAffineTransform(
        a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
        d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }

    public func applyAlpha(_ alpha: Double) { self.alpha = CGFloat(alpha) }

    public func applyHidden(_ hidden: Bool) { isHidden = hidden }

    public func applyZIndex(_ zIndex: Int) { layer.zPosition = CGFloat(zIndex) }

    public func applyCornerRadius(_ cornerRadius: Double) {
      layer.cornerRadius = CGFloat(cornerRadius)
    }

    public func applyAccessibilityHidden(_ hidden: Bool) {
      accessibilityElementsHidden = hidden
    }
  }
#endif
