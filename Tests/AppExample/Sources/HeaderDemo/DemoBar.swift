import HeaderSpecKit

/// A bar that keeps its height and runs its animations at once.
@MainActor
final class DemoBar: HeaderBarDisplaying {
  var height = 0.0
  var prefersReducedMotion = false
  func applyBarHeight(_ height: Double) { self.height = height }
  func animate(_ animation: HeaderBarAnimation, changes: @escaping @MainActor () -> Void) {
    changes()
  }
}
