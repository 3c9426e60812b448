/// How a header bar moves between two states when the move is animated: a duration and a
/// timing curve, as `UIView.animate(withDuration:delay:options:animations:)` or SwiftUI's
/// `Animation.easeInOut(duration:)` take them.
public struct HeaderBarAnimation: Hashable, Sendable {
  /// The timing curve (UIKit's `UIView.AnimationOptions.curve...`).
  public enum Curve: Hashable, Sendable, CaseIterable {
    case easeInOut, easeIn, easeOut, linear
  }

  /// In seconds.
  public var duration: Double
  public var curve: Curve

  public init(duration: Double, curve: Curve) {
    self.duration = duration
    self.curve = curve
  }

  /// BLKFlexibleHeightBar's snap (BLK 1.6 `snapWithScrollView:`):
  /// `UIView.animate(withDuration: 0.15, animations:)`, whose curve is UIKit's default, ease in
  /// and out. The content offset moves by the height change in the same animation.
  public static let snap = HeaderBarAnimation(duration: 0.15, curve: .easeInOut)
}
