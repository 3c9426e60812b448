import HeaderSpecKit

/// A subview's view: what the app's view would be given each frame.
@MainActor
final class DemoView: LayoutApplicable {
  var frame = Rect.zero
  var alpha = 1.0
  func applyFrame(_ frame: Rect, transform: HeaderAffineTransform) { self.frame = frame }
  func applyAlpha(_ alpha: Double) { self.alpha = alpha }
  func applyHidden(_ hidden: Bool) {}
  func applyZIndex(_ zIndex: Int) {}
}
