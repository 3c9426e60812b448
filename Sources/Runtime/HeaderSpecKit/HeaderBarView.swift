import HeaderGeometry

#if canImport(UIKit)
  import UIKit

  /// A header bar that runs itself over a scroll view, BLKFlexibleHeightBar's role: it builds
  /// its subviews from the spec (`ViewDescription.makeView`, or the app's own view for an id),
  /// and `attach(to:)` is the one call that makes it follow the scroll view. Everything it
  /// decides is `HeaderBarController`'s (portable, tested on Linux); this class only reads
  /// UIKit and assigns to it:
  ///
  /// * **Delegate.** `attach(to:)` puts a proxy in the scroll view's `delegate` that calls the
  ///   controller and then the delegate that was there (the app's table view delegate keeps
  ///   every call: `responds(to:)` and `forwardingTarget(for:)` hand it whatever the proxy
  ///   does not implement). Set the delegate before attaching; to change it afterwards, set
  ///   `scrollViewDelegate` (setting the scroll view's `delegate` would detach the bar). The
  ///   scroll view holds its delegate weakly and the bar holds the proxy: call `detach()`
  ///   before dropping a bar whose scroll view lives on, to give it its delegate back.
  /// * **Insets.** It sets the scroll view's `contentInsetAdjustmentBehavior` to `.never`,
  ///   `contentInset.top` to the expanded height and `verticalScrollIndicatorInsets.top` to
  ///   its height in every frame; its own frame's height follows the progress. Place it at the
  ///   top of the screen: a bar below the status bar moves itself there, and the scroll view's
  ///   insets count that (`BarOriginScrollView`).
  /// * **Snaps, expand, collapse** animate with `UIView.animate(withDuration: 0.15, ...)`,
  ///   ease in and out, the content offset shifted in the same animation; with
  ///   `UIAccessibility.isReduceMotionEnabled` they happen at once.
  /// * **The status bar tap** expands the bar while the scroll view scrolls to the top.
  /// * **VoiceOver** skips a subview whose alpha is 0 or which is hidden
  ///   (`accessibilityElementsHidden`).
  /// * **Environment.** On a trait change (Dynamic Type, size classes, direction) and when its
  ///   width or the window's safe area changes (rotation), it builds a `HeaderEnvironment` from
  ///   them and the controller lays the spec out there, keeping the progress.
  @MainActor
  open class HeaderBarView: UIView, HeaderBarDisplaying {
    /// What the bar does; its records are `headerspec simulate`'s.
    public let controller: HeaderBarController
    /// Each subview's view, by subview id: the ones built from the spec and the app's own.
    public private(set) var viewsByID: [String: UIView] = [:]
    /// Gets the subview id of a tapped button the bar built (as `HeaderScrollView`'s).
    public var buttonTapped: (@MainActor (String) -> Void)?
    /// The delegate the bar forwards to (the scroll view's delegate when it was attached).
    public var scrollViewDelegate: (any UIScrollViewDelegate)? {
      get { proxy.forwardee }
      set { proxy.forwardee = newValue }
    }
    private let proxy: ScrollViewDelegateProxy
    private var adapter: ScrollViewAdapter?
    /// The adapter as the controller reads it, below the bar's origin.
    private var shifted: BarOriginScrollView?
    /// What the environment was last read from besides the traits (the bar's width, the
    /// window's safe area and size): a layout pass that changes none of them (the bar's
    /// height, every frame) reads nothing more.
    private var windowReading: (width: CGFloat, safeArea: UIEdgeInsets, size: CGSize)?

    /// A bar for `spec` (as written: the environment is read from the bar's window), with a
    /// view built for each subview from its description (images from `bundle`, nil: the
    /// main bundle) unless `views` gives the app's own for its id; the app's views are laid
    /// out like the others. Add the bar to the view controller's view, over the scroll view.
    public init(spec: HeaderSpec, bundle: Bundle? = nil, views custom: [String: UIView] = [:]) {
      controller = HeaderBarController(spec: spec)
      proxy = ScrollViewDelegateProxy(controller: controller)
      super.init(frame: .zero)
      var views: [(any LayoutApplicable)?] = Array(repeating: nil, count: spec.subviews.count)
      for description in spec.viewDescriptions() {
        let view =
          custom[description.id]
          ?? description.makeView(bundle: bundle, traitCollection: traitCollection)
        if let button = view as? UIButton, custom[description.id] == nil {
          let id = description.id
          let tap = UIAction { [weak self] _ in self?.buttonTapped?(id) }
          button.addAction(tap, for: .primaryActionTriggered)
        }
        addSubview(view)
        views[description.index] = view
        viewsByID[description.id] = view
      }
      controller.views = views
      controller.bar = self
      clipsToBounds = spec.bar.clipsToBounds
      autoresizingMask = [.flexibleWidth]
      controller.layoutBar()
    }

    /// A bar needs its spec: it cannot come from a storyboard.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Follows `scrollView`: installs the delegate proxy (forwarding to the delegate set
    /// now), sets its insets and inset adjustment, puts the content at the top, and lays the
    /// bar out in the current environment.
    public func attach(to scrollView: UIScrollView) {
      if scrollView.delegate !== proxy { proxy.forwardee = scrollView.delegate }
      let adapter = ScrollViewAdapter(scrollView: scrollView)
      self.adapter = adapter
      shifted = BarOriginScrollView(adapter)
      scrollView.delegate = proxy
      updateEnvironment()
      shifted?.origin = barOrigin
      if let shifted { controller.attach(to: shifted) }
    }

    /// Stops following the scroll view and gives it its delegate back.
    public func detach() {
      if let scrollView = adapter?.scrollView, scrollView.delegate === proxy {
        scrollView.delegate = proxy.forwardee
      }
      controller.detach()
      adapter = nil
      shifted = nil
    }

    /// Lays the spec out in the environment the bar's window reports now, when it differs
    /// from the controller's: its trait collection, the window's safe area and size, and the
    /// bar's width. Called on trait changes and when the bar is laid out; call it after
    /// changing what the environment reads in another way.
    public func updateEnvironment() {
      guard let window else { return }
      let environment = HeaderEnvironment(
        traitCollection: traitCollection, safeAreaInsets: window.safeAreaInsets,
        barWidth: bounds.size.width, windowSize: window.bounds.size)
      guard environment != controller.environment else { return }
      shifted?.origin = controller.spec.barOrigin(in: environment)
      controller.change(environment: EnvironmentChange(environment))
      shifted?.indicatorInsetTop = controller.height
      frame.origin.y = CGFloat(barOrigin)
    }

    /// Where the bar's top edge is in the environment laid out now.
    private var barOrigin: Double {
      controller.environment.map { controller.spec.barOrigin(in: $0) } ?? 0
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      guard let window else { return }
      let reading = (bounds.size.width, window.safeAreaInsets, window.bounds.size)
      if let last = windowReading, last.width == reading.0, last.safeArea == reading.1,
        last.size == reading.2
      {
        return
      }
      windowReading = reading
      updateEnvironment()
    }

    open override func didMoveToWindow() {
      super.didMoveToWindow()
      updateEnvironment()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      updateEnvironment()
    }

    // MARK: - HeaderBarDisplaying

    public func applyBarHeight(_ height: Double) {
      frame.origin.y = CGFloat(barOrigin)
      frame.size.height = CGFloat(height)
    }

    public var prefersReducedMotion: Bool { UIAccessibility.isReduceMotionEnabled }

    public func animate(_ animation: HeaderBarAnimation, changes: @escaping @MainActor () -> Void) {
      let curve: UIView.AnimationOptions =
        switch animation.curve {
        case .easeInOut: .curveEaseInOut
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .linear: .curveLinear
        }
      UIView.animate(
        withDuration: animation.duration, delay: 0,
        options: [curve, .beginFromCurrentState, .allowUserInteraction], animations: changes)
    }
  }
#endif
