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
  public struct HeaderScrollView<Content: View>: View {
    private let spec: HeaderSpec
    private let content: Content
    private let buttonTapped: @MainActor (String) -> Void
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
    /// `buttonTapped` gets the subview id of a tapped button.
    public init(
      spec: HeaderSpec, buttonTapped: @escaping @MainActor (String) -> Void = { _ in },
      @ViewBuilder content: () -> Content
    ) {
      self.spec = spec
      self.buttonTapped = buttonTapped
      self.content = content()
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
              buttonTapped: buttonTapped)
          }
        }
        .ignoresSafeArea(.container, edges: .top)
        .onChange(of: environment, initial: true) { start(in: environment) }
        .onChange(of: reduceMotion, initial: true) {
          session?.prefersReducedMotion = reduceMotion
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
      session.changed = { revision &+= 1 }
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
  private struct HeaderBarDrawing: View {
    let session: ScrollGeometrySession
    /// Read so that SwiftUI draws the bar again when the session changes.
    let revision: Int
    let width: Double
    let buttonTapped: @MainActor (String) -> Void

    var body: some View {
      let layouts = session.controller.layouts
      let clips = session.controller.driver.header.spec.bar.clipsToBounds
      ZStack(alignment: .topLeading) {
        ForEach(session.descriptions, id: \.index) { description in
          if description.index < layouts.count {
            SubviewDrawing(
              description: description, written: layouts[description.index],
              buttonTapped: buttonTapped)
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

  /// One subview: its kind's view at the layout's untransformed frame, corner radius,
  /// transform (about the frame's top-left corner, `transformAboutOrigin`), opacity and z
  /// order; VoiceOver skips it while it cannot be seen, as the UIKit bar's views.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  private struct SubviewDrawing: View {
    let description: ViewDescription
    let written: SubviewLayout
    let buttonTapped: @MainActor (String) -> Void

    var body: some View {
      let layout = written.drawable
      let frame = layout.untransformedFrame
      let t = layout.transformAboutOrigin
      kindView
        .frame(width: CGFloat(frame.width), height: CGFloat(frame.height))
        .clipShape(RoundedRectangle(cornerRadius: CGFloat(layout.cornerRadius)))
        .transformEffect(
          CGAffineTransform(
            a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d),
            tx: CGFloat(t.tx), ty: CGFloat(t.ty))
        )
        .opacity(layout.drawnOpacity)
        .modifier(AccessibilityLabelling(label: description.accessibilityLabel))
        .accessibilityHidden(!layout.isVisible)
        .position(x: CGFloat(frame.midX), y: CGFloat(frame.midY))
        .zIndex(Double(layout.zIndex))
    }

    @ViewBuilder private var kindView: some View {
      switch description.kind {
      case .view:
        Self.color(description.backgroundColor) ?? Color.clear
      case .label:
        Text(verbatim: description.text ?? "")
          .font(
            .system(
              size: CGFloat(description.fontSize ?? 17),
              weight: Self.weight(description.fontWeight))
          )
          .foregroundStyle(Self.color(description.textColor) ?? Color.primary)
      case .image:
        if let image { image } else { Color.clear }
      case .button:
        Button {
          buttonTapped(description.id)
        } label: {
          if let image {
            image
          } else {
            Text(verbatim: description.title ?? "")
          }
        }
      case .searchBar:
        ZStack {
          Color(.sRGB, red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
          Text(verbatim: description.text ?? "").foregroundStyle(Color.secondary)
        }
      case .titleMenu:
        let items = description.menuItems ?? []
        let selected = description.selectedItem ?? 0
        Text(verbatim: items.indices.contains(selected) ? items[selected] : "")
          .font(.system(size: 17, weight: .semibold))
      }
    }

    /// The SF Symbol the description names, or else its asset, resizable; nil for neither.
    private var image: Image? {
      if let name = description.systemImage { return Image(systemName: name).resizable() }
      return description.image.map { Image($0).resizable() }
    }

    /// A spec colour (`#RRGGBB`, `#RRGGBBAA`) in sRGB; nil when there is none or it is
    /// malformed.
    private static func color(_ hex: String?) -> Color? {
      guard let hex, let color = ColorComponents(hex: hex) else { return nil }
      return Color(
        .sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }

    /// A label's weight as written (`regular`, `medium`, `semibold`, `bold`) as SwiftUI's.
    private static func weight(_ name: String?) -> Font.Weight {
      switch name {
      case "medium": .medium
      case "semibold": .semibold
      case "bold": .bold
      default: .regular
      }
    }
  }
#endif
