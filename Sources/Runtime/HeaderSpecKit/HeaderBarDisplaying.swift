import HeaderGeometry

/// The bar a `HeaderBarController` runs: it takes its height, animates the controller's
/// changes, and says whether the user asked for reduced motion. Its subviews take their
/// layouts through `LayoutApplicable` (the controller's `views`). `HeaderBarView` (UIKit)
/// conforms; so does a test's recording bar.
@MainActor
public protocol HeaderBarDisplaying: AnyObject {
  /// The bar's height in points, from its top edge (UIKit: its frame's height; the origin is
  /// kept). Above the expanded height while an elastic bar stretches.
  func applyBarHeight(_ height: Double)
  /// Whether moves happen at once, without animation (UIKit:
  /// `UIAccessibility.isReduceMotionEnabled`). Read at every move.
  var prefersReducedMotion: Bool { get }
  /// Runs `changes` (new content offset, bar height and subview layouts) as one animation
  /// (UIKit: `UIView.animate(withDuration:delay:options:animations:completion:)`). Called
  /// only when the move is animated and reduced motion is off. `changes` runs exactly once,
  /// before this returns or later.
  func animate(_ animation: HeaderBarAnimation, changes: @escaping @MainActor () -> Void)
}
