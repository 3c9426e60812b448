import HeaderGeometry
import HeaderSpecKit

/// A bar as `HeaderBarController` sees it, recording each height (and the animation it was
/// set in) and each animation; it runs an animation's changes at once, as `UIView.animate`
/// does, with `running` set meanwhile.
@MainActor
final class RecordingBar: HeaderBarDisplaying {
  var heights: [(height: Double, animation: HeaderBarAnimation?)] = []
  var animations: [HeaderBarAnimation] = []
  var prefersReducedMotion = false
  /// The animation whose changes are running now.
  private(set) var running: HeaderBarAnimation?

  func applyBarHeight(_ height: Double) { heights.append((height, running)) }

  func animate(_ animation: HeaderBarAnimation, changes: @escaping @MainActor () -> Void) {
    animations.append(animation)
    running = animation
    changes()
    running = nil
  }
}
