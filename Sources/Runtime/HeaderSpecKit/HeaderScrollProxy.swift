import HeaderGeometry

/// Moves a header and its content from code, as `ScrollViewProxy` moves a scroll view: the app
/// keeps one (`@State private var header = HeaderScrollProxy()`), gives it to
/// `HeaderScrollView(spec:proxy:...)` and calls it from anywhere. Before the view's first
/// layout the calls do nothing. Moves animate as snaps do (not with reduced motion).
@MainActor
public final class HeaderScrollProxy {
  private weak var session: ScrollGeometrySession?

  public init() {}

  /// The session whose header this proxy moves (`HeaderScrollView` attaches its own).
  public func attach(to session: ScrollGeometrySession) {
    self.session = session
  }

  /// The bar's progress: 0 expanded, 1 collapsed, below 0 stretched.
  public var progress: Double { session?.controller.progress ?? 0 }

  /// Expands the bar, the content moving with it.
  public func expand(animated: Bool = true) {
    session?.controller.expand(animated: animated)
  }

  /// Collapses the bar, the content moving with it.
  public func collapse(animated: Bool = true) {
    session?.controller.collapse(animated: animated)
  }

  /// Sets the progress (limited to 0...1, and by the view's `ScrollOptions`).
  public func setProgress(_ progress: Double, animated: Bool = true) {
    session?.controller.setProgress(progress, animated: animated)
  }

  /// Scrolls the content to the top and expands the bar.
  public func scrollToTop(animated: Bool = true) {
    session?.controller.scrollToTop(animated: animated)
  }
}
