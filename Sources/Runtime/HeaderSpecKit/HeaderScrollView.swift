import HeaderGeometry

#if canImport(SwiftUI)
  import SwiftUI

  /// A scroll view with a spec's collapsing header over it, in SwiftUI: the bar is built from
  /// the spec's `ViewDescription`s, laid out by a `HeaderBarController` (the UIKit bar's
  /// controller) and driven from the scroll view's geometry; it snaps where the drag ends,
  /// and takes the width, safe area, Dynamic Type size and layout direction from SwiftUI.
  ///
  ///     HeaderScrollView(spec: SquareCashHeader.spec) {
  ///       LazyVStack { ForEach(payments) { PaymentRow(payment: $0) } }
  ///     }
  ///
  /// With a progress binding, a `HeaderScrollProxy`, the app's view for any id, a search
  /// field's text, and modifiers that stop collapsing, stretching or snapping.
  ///
  /// Glue only: what it reads goes to a `ScrollGeometrySession` (portable, tested on Linux).
  /// On iOS 18 it reads `onScrollGeometryChange` and `onScrollPhaseChange` (a drag begins at
  /// `interacting`) and moves the content from code with a `ScrollPosition`; iOS 17 has
  /// neither, so the content's frame in the scroll view's coordinate space gives the offset
  /// (`onGeometryChange`), the first move begins a drag, and moves from code (`expand`,
  /// `collapse` on `controller`) reach the content only when the next drag ends. On both, a
  /// `ScrollTargetBehavior` ends the drag and makes the snap its target, as UIKit's
  /// `targetContentOffset`. `.ci/checks/swiftui-glue` compiles this file on Linux against a
  /// stand-in SwiftUI (Tests/SwiftUIStandIn).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  public struct HeaderScrollView<Content: View, Custom: View>: View {
    private let spec: HeaderSpec
    private let content: Content
    private let buttonTapped: @MainActor (String) -> Void
    private let custom: @MainActor (HeaderSubviewContent) -> Custom
    private let progress: Binding<Double>?
    private let searchText: Binding<String>?
    private let proxy: HeaderScrollProxy?
    private var options = ScrollOptions()
    @State private var session: ScrollGeometrySession?
    /// Bumped whenever the session says the bar must be drawn again.
    @State private var revision = 0
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    #if !os(macOS)
      @Environment(\.verticalSizeClass) private var verticalSizeClass
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    #endif

    /// `spec` as written (generated, or a `LoadedHeaderSpec`'s), over `content`;
    /// `buttonTapped` gets the subview id of a tapped button. `progress` is set to the bar's
    /// progress whenever it changes (reading only: move the bar with `proxy`); `proxy` is
    /// attached to this header; `searchText` is the text of the spec's search bars;
    /// `subview` gives the view drawn for each subview, in its frame, with its transform and
    /// opacity: the built-in one it is given (`HeaderSubviewContent`), or the app's.
    public init(
      spec: HeaderSpec, progress: Binding<Double>? = nil, searchText: Binding<String>? = nil,
      proxy: HeaderScrollProxy? = nil,
      buttonTapped: @escaping @MainActor (String) -> Void = { _ in },
      @ViewBuilder content: () -> Content,
      @ViewBuilder subview: @escaping @MainActor (HeaderSubviewContent) -> Custom
    ) {
      self.spec = spec
      self.progress = progress
      self.searchText = searchText
      self.proxy = proxy
      self.buttonTapped = buttonTapped
      self.content = content()
      self.custom = subview
    }

    /// Keeps the bar expanded while the content scrolls (it may still stretch), or not.
    public func collapsingDisabled(_ disabled: Bool = true) -> Self {
      var view = self
      view.options.collapses = !disabled
      return view
    }

    /// Keeps the bar from growing past its `maxHeight` when the content is pulled down, or
    /// not.
    public func stretchingDisabled(_ disabled: Bool = true) -> Self {
      var view = self
      view.options.stretches = !disabled
      return view
    }

    /// Stops the spec's snaps (its ranges, and `safari`'s flings), or not.
    public func snappingDisabled(_ disabled: Bool = true) -> Self {
      var view = self
      view.options.snaps = !disabled
      return view
    }

    public var body: some View {
      GeometryReader { proxy in
        let environment = headerEnvironment(proxy)
        ZStack(alignment: .topLeading) {
          scrollView(
            containerHeight: Double(proxy.size.height) + Double(proxy.safeAreaInsets.top))
          if let session {
            HeaderBarDrawing(
              session: session, revision: revision, width: environment.width ?? 0,
              buttonTapped: buttonTapped, searchText: searchText, custom: custom)
          }
        }
        .ignoresSafeArea(.container, edges: .top)
        .onChange(of: environment, initial: true) { start(in: environment) }
        .onChange(of: reduceMotion, initial: true) {
          session?.prefersReducedMotion = reduceMotion
        }
        .onChange(of: options) {
          session?.controller.change(options: options, animated: true)
        }
      }
    }

    /// The content in a scroll view whose top margin leaves room for the bar, read and
    /// snapped through the session.
    private func scrollView(containerHeight: Double) -> some View {
      let margin = CGFloat(session?.contentMargin ?? 0)
      let indicators = CGFloat(session.map { $0.controller.height + $0.barOrigin } ?? 0)
      return readings(
        ScrollView {
          content.modifier(ContentFrameReading(session: session, containerHeight: containerHeight))
        }
        .contentMargins(.top, margin, for: .scrollContent)
        .contentMargins(.top, indicators, for: .scrollIndicators)
        .scrollTargetBehavior(HeaderSnapping(session: session))
        .coordinateSpace(.named(ContentFrameReading.space)))
    }

    /// iOS 18's scroll geometry and phases, and a scroll position to move the content from
    /// code; on iOS 17 the content's frame is read instead (`ContentFrameReading`).
    private func readings(_ scrollView: some View) -> AnyView {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *) {
        return AnyView(scrollView.modifier(ScrollGeometryReadings(session: session)))
      }
      return AnyView(scrollView)
    }

    /// Makes the session on the first layout, then gives it each new environment.
    private func start(in environment: HeaderEnvironment) {
      if let session {
        session.change(environment: EnvironmentChange(environment))
        return
      }
      var readsPhases = false
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *) { readsPhases = true }
      let session = ScrollGeometrySession(
        spec: spec, environment: EnvironmentChange(environment), readsPhases: readsPhases)
      session.prefersReducedMotion = reduceMotion
      session.controller.change(options: options, animated: false)
      session.changed = { revision &+= 1 }
      if let progress { session.progressChanged = { progress.wrappedValue = $0 } }
      proxy?.attach(to: session)
      session.animator = { animation, changes in
        withAnimation(Self.animation(animation)) { changes() }
      }
      self.session = session
    }

    /// The environment SwiftUI gives: the container's size and safe area (the container is
    /// inside the safe area, so the bar's width and the screen add the insets back), the size
    /// classes, the Dynamic Type size and the layout direction.
    private func headerEnvironment(_ proxy: GeometryProxy) -> HeaderEnvironment {
      let insets = proxy.safeAreaInsets
      let safeArea = SafeAreaInsets(
        top: Double(insets.top), leading: Double(insets.leading),
        bottom: Double(insets.bottom), trailing: Double(insets.trailing))
      let width = Double(proxy.size.width) + safeArea.leading + safeArea.trailing
      let height = Double(proxy.size.height) + safeArea.top + safeArea.bottom
      #if os(macOS)
        let (compactHeight, regularWidth) = (false, true)
      #else
        let compactHeight = verticalSizeClass == .compact
        let regularWidth = horizontalSizeClass == .regular
      #endif
      return HeaderEnvironment(
        barWidth: width, safeArea: safeArea, windowWidth: width, windowHeight: height,
        isCompactHeight: compactHeight, isRegularWidth: regularWidth,
        contentSize: Self.contentSize(dynamicTypeSize),
        layoutDirection: layoutDirection == .rightToLeft ? .rtl : .ltr)
    }

    /// SwiftUI's Dynamic Type size as the geometry's content size category, case for case.
    private static func contentSize(_ size: DynamicTypeSize)
      -> HeaderEnvironment.ContentSizeCategory
    {
      switch size {
      case .xSmall: .xSmall
      case .small: .small
      case .medium: .medium
      case .large: .large
      case .xLarge: .xLarge
      case .xxLarge: .xxLarge
      case .xxxLarge: .xxxLarge
      case .accessibility1: .accessibility1
      case .accessibility2: .accessibility2
      case .accessibility3: .accessibility3
      case .accessibility4: .accessibility4
      case .accessibility5: .accessibility5
      @unknown default: .large
      }
    }

    /// The controller's animation as SwiftUI's.
    private static func animation(_ animation: HeaderBarAnimation) -> Animation {
      let duration = animation.duration
      switch animation.curve {
      case .easeInOut: return .easeInOut(duration: duration)
      case .easeIn: return .easeIn(duration: duration)
      case .easeOut: return .easeOut(duration: duration)
      case .linear: return .linear(duration: duration)
      }
    }
  }

  /// iOS 18: each scroll-geometry change and scroll phase goes to the session, and the
  /// session's moves from code scroll the content through a `ScrollPosition`.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  @available(watchOS, unavailable)
  private struct ScrollGeometryReadings: ViewModifier {
    let session: ScrollGeometrySession?
    @State private var position = ScrollPosition(edge: .top)

    func body(content: Content) -> some View {
      content
        .scrollPosition($position)
        .onScrollGeometryChange(for: ScrollGeometryReading.self) { geometry in
          ScrollGeometryReading(
            contentOffset: Double(geometry.contentOffset.y),
            contentInsetTop: Double(geometry.contentInsets.top),
            contentInsetBottom: Double(geometry.contentInsets.bottom),
            contentHeight: Double(geometry.contentSize.height),
            containerHeight: Double(geometry.containerSize.height))
        } action: { _, reading in
          session?.geometryChanged(reading)
        }
        .onScrollPhaseChange { _, phase in
          session?.phaseChanged(Self.phase(phase))
        }
        .onAppear {
          session?.scrollContent = { y in position.scrollTo(y: CGFloat(y)) }
        }
    }

    private static func phase(_ phase: ScrollPhase) -> ScrollGeometryTracker.Phase {
      switch phase {
      case .idle: .idle
      case .tracking: .tracking
      case .interacting: .interacting
      case .decelerating: .decelerating
      case .animating: .animating
      }
    }
  }

  /// iOS 17: the content's frame in the scroll view's coordinate space gives the offset (the
  /// content's top is at `-offset`) and the content's height; the margin is the session's.
  /// iOS 18 reads the scroll geometry instead, and this reads nothing there.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  private struct ContentFrameReading: ViewModifier {
    nonisolated static let space = "HeaderScrollView.content"
    let session: ScrollGeometrySession?
    let containerHeight: Double

    func body(content: Content) -> some View {
      content.onGeometryChange(for: CGRect.self) { proxy in
        proxy.frame(in: .named(Self.space))
      } action: { frame in
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *) { return }
        guard let session else { return }
        session.geometryChanged(
          ScrollGeometryReading(
            contentOffset: -Double(frame.minY), contentInsetTop: session.contentMargin,
            contentHeight: Double(frame.height), containerHeight: containerHeight))
      }
    }
  }

  /// Ends a drag where SwiftUI asks for the scroll target, and makes the snap the target
  /// (UIKit's `targetContentOffset`). SwiftUI documents no unit for the velocity; it is taken
  /// as points per second, positive when the content moves up, as the controller's.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  private struct HeaderSnapping: ScrollTargetBehavior {
    let session: ScrollGeometrySession?

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      guard let session else { return }
      let proposed = Double(target.rect.origin.y)
      let velocity = Double(context.velocity.dy)
      let snap = MainActor.assumeIsolated {
        session.targetRequested(contentOffset: proposed, velocity: velocity)
      }
      if let snap { target.rect.origin.y = CGFloat(snap) }
    }
  }

  /// The bar: each described view at its layout, in the order views are added, over the
  /// full width at the bar's origin. Frames are the geometry's (mirrored already in a
  /// right-to-left environment), so the bar lays out left to right.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  private struct HeaderBarDrawing<Custom: View>: View {
    let session: ScrollGeometrySession
    /// Read so that SwiftUI draws the bar again when the session changes.
    let revision: Int
    let width: Double
    let buttonTapped: @MainActor (String) -> Void
    let searchText: Binding<String>?
    let custom: @MainActor (HeaderSubviewContent) -> Custom

    var body: some View {
      let layouts = session.controller.layouts
      let clips = session.controller.driver.header.spec.bar.clipsToBounds
      ZStack(alignment: .topLeading) {
        ForEach(session.descriptions, id: \.index) { description in
          if description.index < layouts.count {
            SubviewDrawing(
              content: HeaderSubviewContent(
                description, layout: layouts[description.index], buttonTapped: buttonTapped,
                searchText: searchText),
              custom: custom)
          }
        }
      }
      .frame(
        width: CGFloat(width), height: CGFloat(max(session.controller.height, 0)),
        alignment: .topLeading
      )
      .modifier(Clipping(clips: clips))
      .offset(x: 0, y: CGFloat(session.barOrigin))
      .environment(\.layoutDirection, .leftToRight)
    }
  }

  /// The spec's `accessibilityLabel`, when it gives one; SwiftUI's default otherwise.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  private struct AccessibilityLabelling: ViewModifier {
    let label: String?

    func body(content: Content) -> some View {
      if let label { content.accessibilityLabel(Text(verbatim: label)) } else { content }
    }
  }

  /// Clips the bar when the spec says so.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  private struct Clipping: ViewModifier {
    let clips: Bool

    func body(content: Content) -> some View {
      if clips { content.clipped() } else { content }
    }
  }

  /// One subview: its view (the app's or the built-in one) at the layout's untransformed
  /// frame, corner radius, transform (about the frame's top-left corner,
  /// `transformAboutOrigin`), opacity and z order; VoiceOver skips it while it cannot be seen,
  /// as the UIKit bar's views.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  private struct SubviewDrawing<Custom: View>: View {
    let content: HeaderSubviewContent
    let custom: @MainActor (HeaderSubviewContent) -> Custom

    var body: some View {
      let layout = content.layout
      let frame = layout.untransformedFrame
      let t = layout.transformAboutOrigin
      custom(content)
        .frame(width: CGFloat(frame.width), height: CGFloat(frame.height))
        .clipShape(RoundedRectangle(cornerRadius: CGFloat(layout.cornerRadius)))
        .transformEffect(
          CGAffineTransform(
            a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d),
            tx: CGFloat(t.tx), ty: CGFloat(t.ty))
        )
        .opacity(layout.drawnOpacity)
        .modifier(AccessibilityLabelling(label: content.description.accessibilityLabel))
        .accessibilityHidden(!layout.isVisible)
        .position(x: CGFloat(frame.midX), y: CGFloat(frame.midY))
        .zIndex(Double(layout.zIndex))
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  extension HeaderScrollView where Custom == HeaderSubviewContent {
    /// `spec` over `content`, every subview the built-in view of its kind.
    public init(
      spec: HeaderSpec, progress: Binding<Double>? = nil, searchText: Binding<String>? = nil,
      proxy: HeaderScrollProxy? = nil,
      buttonTapped: @escaping @MainActor (String) -> Void = { _ in },
      @ViewBuilder content: () -> Content
    ) {
      self.init(
        spec: spec, progress: progress, searchText: searchText, proxy: proxy,
        buttonTapped: buttonTapped, content: content, subview: { $0 })
    }
  }
#endif
