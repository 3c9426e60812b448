// A stand-in for SwiftUI, for Linux: just the declarations HeaderSpecKit's SwiftUI glue
// (`HeaderScrollView.swift`) and the DocC article's SwiftUI recipe use, with SwiftUI's names,
// labels, types, isolation and availability (Apple's documentation, developer.apple.com/
// documentation/swiftui, as `// Doc:` names each), and no behaviour. `.ci/checks/swiftui-glue`
// compiles the glue and the recipe against it (there is no iOS SDK on Linux): it checks our
// code, not SwiftUI. The `@available` attributes are Apple's, so a reader can check them; on
// Linux the compiler does not enforce them (`.ci/checks/swiftui-glue` checks that every public
// declaration carries one).
//
// What differs, on purpose: the CoreGraphics types SwiftUI re-exports (`CGFloat`, `CGPoint`,
// `CGSize`, `CGRect`, `CGVector`, `CGAffineTransform`) and Foundation's `Bundle` are declared
// here too, `CGFloat` as a distinct type; protocol requirements the code never calls
// (`Shape.path(in:)`, `Animatable`) are left out; and builders are `@ViewBuilder`, the
// attribute of the SDKs this code targets (Xcode 16 to 26; the newest reference spells some
// of them `@ContentBuilder`). Every modifier returns its receiver: only the types are checked.

// MARK: - CoreGraphics and Foundation, as SwiftUI re-exports them

public struct CGFloat: Hashable, Sendable, Comparable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public var native: Double
  public init(_ value: Double) { native = value }
  public init(_ value: Int) { native = Double(value) }
  public init(floatLiteral value: Double) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }
  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
}

extension Double {
  public init(_ value: CGFloat) { self = value.native }
}

public struct CGPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
}

public struct CGSize: Hashable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
}

public struct CGRect: Hashable, Sendable {
  public var origin: CGPoint
  public var size: CGSize
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }
  public var minY: CGFloat { origin.y }
  public var height: CGFloat { size.height }
}

public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
}

public struct CGAffineTransform: Hashable, Sendable {
  public var a, b, c, d, tx, ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
}

/// Foundation's `Bundle`, for `Image(_:bundle:)`'s default argument.
open class Bundle: @unchecked Sendable {
  public init() {}
}

// MARK: - Views and builders

/// Doc: View
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Never: View {
  public var body: Never { fatalError() }
}

/// Doc: ViewBuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder
public struct ViewBuilder {
  /// Doc: ViewBuilder/buildExpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// Doc: ViewBuilder/buildBlock()
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// Doc: ViewBuilder/buildBlock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Doc: ViewBuilder/buildBlock(_:)-(each Content)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  /// Doc: ViewBuilder/buildIf(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// Doc: ViewBuilder/buildEither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  /// Doc: ViewBuilder/buildEither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

/// Doc: EmptyView
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct EmptyView: View {
  /// Doc: EmptyView/init()
  public init() {}
  public var body: Never { fatalError() }
}

/// Doc: TupleView
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct TupleView<T>: View {
  /// Doc: TupleView/value
  public var value: T
  /// Doc: TupleView/init(_:)
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError() }
}

/// Doc: _ConditionalContent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: View {
  public var body: Never { fatalError() }
}

/// Doc: AnyView
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct AnyView: View {
  /// Doc: AnyView/init(_:)
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

/// Doc: ViewModifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// Doc: ViewModifier/Content
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

// MARK: - State and the environment

/// Doc: State
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct State<Value> {
  private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
  private let box: Box
  /// Doc: State/init(wrappedValue:)
  public init(wrappedValue value: Value) { box = Box(value) }
  /// Doc: State/init(initialValue:)
  public init(initialValue value: Value) { box = Box(value) }
  /// Doc: State/wrappedValue
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  /// Doc: State/projectedValue
  public var projectedValue: Binding<Value> {
    Binding(get: { box.value }, set: { box.value = $0 })
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension State where Value: ExpressibleByNilLiteral {
  /// Doc: State/init()
  public init() { box = Box(nil) }
}

/// Doc: Binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void
  /// Doc: Binding/init(get:set:)
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }
  /// Doc: Binding/wrappedValue
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}

/// Doc: Environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  /// Doc: Environment/init(_:)-8slkh
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  /// Doc: Environment/wrappedValue
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// Doc: EnvironmentValues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues {
  /// Doc: EnvironmentValues/init()
  public init() {}
  /// Doc: EnvironmentValues/dynamicTypeSize
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }
  /// Doc: EnvironmentValues/layoutDirection
  public var layoutDirection: LayoutDirection {
    get { .leftToRight }
    set {}
  }
  /// Doc: EnvironmentValues/accessibilityReduceMotion
  public var accessibilityReduceMotion: Bool { false }
  /// Doc: EnvironmentValues/verticalSizeClass
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { .regular }
    set {}
  }
  /// Doc: EnvironmentValues/horizontalSizeClass
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { .compact }
    set {}
  }
}

/// Doc: DynamicTypeSize
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// Doc: LayoutDirection
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}

/// Doc: UserInterfaceSizeClass
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

// MARK: - Animation

/// Doc: Animation
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Animation: Hashable, Sendable {
  /// Doc: Animation/easeInOut(duration:)
  public static func easeInOut(duration: Double) -> Animation { Animation() }
  /// Doc: Animation/easeIn(duration:)
  public static func easeIn(duration: Double) -> Animation { Animation() }
  /// Doc: Animation/easeOut(duration:)
  public static func easeOut(duration: Double) -> Animation { Animation() }
  /// Doc: Animation/linear(duration:)
  public static func linear(duration: Double) -> Animation { Animation() }
  /// Doc: Animation/default
  public static let `default` = Animation()
}

/// Doc: withAnimation(_:_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

// MARK: - Geometry and layout values

/// Doc: EdgeInsets
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EdgeInsets: Hashable, Sendable {
  /// Doc: EdgeInsets/top, leading, bottom, trailing
  public var top, leading, bottom, trailing: CGFloat
  /// Doc: EdgeInsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
}

/// Doc: Edge
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum Edge: Int8, Hashable, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  /// Doc: Edge/Set
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Doc: Edge/Set/top
    public static let top = Set(rawValue: 1)
    /// Doc: Edge/Set/all
    public static let all = Set(rawValue: 15)
  }
}

/// Doc: Axis
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum Axis: Int8, Hashable, CaseIterable, Sendable {
  case horizontal, vertical

  /// Doc: Axis/Set
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Doc: Axis/Set/vertical
    public static let vertical = Set(rawValue: 2)
  }
}

/// Doc: Alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Alignment: Hashable, Sendable {
  /// Doc: Alignment/center
  public static let center = Alignment()
  /// Doc: Alignment/topLeading
  public static let topLeading = Alignment()
  /// Doc: Alignment/leading
  public static let leading = Alignment()
}

/// Doc: UnitPoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct UnitPoint: Hashable, Sendable {
  /// Doc: UnitPoint/x
  public var x: CGFloat
  /// Doc: UnitPoint/y
  public var y: CGFloat
}

/// Doc: SafeAreaRegions
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct SafeAreaRegions: OptionSet, Sendable {
  /// Doc: SafeAreaRegions/rawValue
  public let rawValue: UInt
  /// Doc: SafeAreaRegions/init(rawValue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Doc: SafeAreaRegions/container
  public static let container = SafeAreaRegions(rawValue: 1)
  /// Doc: SafeAreaRegions/all
  public static let all = SafeAreaRegions(rawValue: 3)
}

/// Doc: ContentMarginPlacement
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ContentMarginPlacement: Sendable {
  /// Doc: ContentMarginPlacement/automatic
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement() }
  /// Doc: ContentMarginPlacement/scrollContent
  public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement() }
  /// Doc: ContentMarginPlacement/scrollIndicators
  public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement() }
}

/// Doc: CoordinateSpaceProtocol
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol CoordinateSpaceProtocol {}

/// Doc: NamedCoordinateSpace
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// Doc: CoordinateSpaceProtocol/named(_:)
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace()
  }
}

/// Doc: GeometryProxy
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct GeometryProxy {
  /// Doc: GeometryProxy/size
  public var size: CGSize { CGSize(width: 0, height: 0) }
  /// Doc: GeometryProxy/safeAreaInsets
  public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
  /// Doc: GeometryProxy/frame(in:)-6f10z
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    CGRect(origin: CGPoint(x: 0, y: 0), size: size)
  }
}

// MARK: - Scrolling

/// Doc: ScrollGeometry
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  /// Doc: ScrollGeometry/contentOffset
  public var contentOffset: CGPoint
  /// Doc: ScrollGeometry/contentSize
  public var contentSize: CGSize
  /// Doc: ScrollGeometry/contentInsets
  public var contentInsets: EdgeInsets
  /// Doc: ScrollGeometry/containerSize
  public var containerSize: CGSize
  /// Doc: ScrollGeometry/init(contentOffset:contentSize:contentInsets:containerSize:)
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets,
    containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}

/// Doc: ScrollPhase
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@frozen
public enum ScrollPhase: Equatable, Sendable {
  case idle, tracking, interacting, decelerating, animating
}

/// Doc: ScrollPosition
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPosition: Equatable, Sendable {
  /// Doc: ScrollPosition/init(idType:edge:)
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}
  /// Doc: ScrollPosition/scrollTo(y:)
  public mutating func scrollTo(y: CGFloat) {}
}

/// Doc: ScrollTarget
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct ScrollTarget {
  /// Doc: ScrollTarget/rect
  public var rect: CGRect
  /// Doc: ScrollTarget/anchor
  public var anchor: UnitPoint?
}

/// Doc: ScrollTargetBehaviorContext
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
  /// Doc: ScrollTargetBehaviorContext/velocity
  public var velocity: CGVector { CGVector(dx: 0, dy: 0) }
  /// Doc: ScrollTargetBehaviorContext/subscript(dynamicMember:)
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
    EnvironmentValues()[keyPath: keyPath]
  }
}

/// Doc: ScrollTargetBehavior
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol ScrollTargetBehavior {
  /// Doc: ScrollTargetBehavior/TargetContext
  typealias TargetContext = ScrollTargetBehaviorContext
  /// Doc: ScrollTargetBehavior/updateTarget(_:context:)
  func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
}

// MARK: - Primitive views

/// Doc: GeometryReader
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct GeometryReader<Content: View>: View {
  /// Doc: GeometryReader/init(content:)
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  public var body: Never { fatalError() }
}

/// Doc: Group
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Group<Content> {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Group: View where Content: View {
  /// Doc: Group/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// Doc: TextField
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct TextField<Label: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension TextField where Label == Text {
  /// Doc: TextField/init(_:text:)
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// Doc: ZStack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct ZStack<Content: View>: View {
  /// Doc: ZStack/init(alignment:content:)
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

/// Doc: ForEach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// Doc: ForEach/init(_:id:content:)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  public var body: Never { fatalError() }
}

/// Doc: ScrollView
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct ScrollView<Content: View>: View {
  /// Doc: ScrollView/init(_:content:)
  public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

/// Doc: Text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Text: View, Equatable, Sendable {
  /// Doc: Text/init(verbatim:)
  public init(verbatim content: String) {}
  public var body: Never { fatalError() }
}

/// Doc: Image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Image: View, Equatable, Sendable {
  /// Doc: Image/init(_:bundle:)
  public init(_ name: String, bundle: Bundle? = nil) {}
  /// Doc: Image/init(systemName:)
  public init(systemName: String) {}
  /// Doc: Image/resizable(capInsets:resizingMode:)
  nonisolated public func resizable(
    capInsets: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
    resizingMode: Image.ResizingMode = .stretch
  ) -> Image { self }
  /// Doc: Image/ResizingMode
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }
  public var body: Never { fatalError() }
}

/// Doc: Button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Button<Label: View>: View {
  /// Doc: Button/init(action:label:)
  @preconcurrency
  nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)
  {}
  public var body: Never { fatalError() }
}

/// Doc: Label
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct Label<Title: View, Icon: View>: View {
  /// Doc: Label/init(_:systemImage:)-Swift.StringProtocol
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String)
  where Title == Text, Icon == Image {}
  public var body: Never { fatalError() }
}

/// Doc: Anchor
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Anchor<Value> {}

/// Doc: ContentSizeCategory
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

/// Doc: Subview
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct Subview: View, Identifiable {
  /// Doc: Subview/ID-swift.struct
  public struct ID: Hashable {}
  /// Doc: Subview/id-swift.property
  nonisolated public var id: Subview.ID { fatalError() }
  public var body: Never { fatalError() }
}

/// Doc: ShapeStyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ShapeStyle: Sendable {}

/// Doc: Color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Color: View, ShapeStyle, Hashable {
  /// Doc: Color/RGBColorSpace
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }
  /// Doc: Color/init(_:red:green:blue:opacity:)
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}
  /// Doc: Color/clear
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// Doc: Color/primary
  public static let primary = Color(red: 0, green: 0, blue: 0)
  /// Doc: Color/secondary
  public static let secondary = Color(red: 0.5, green: 0.5, blue: 0.5)
  public var body: Never { fatalError() }
}

/// Doc: Shape
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Shape: Sendable, View {}

/// Doc: RoundedCornerStyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// Doc: RoundedRectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct RoundedRectangle: Shape {
  /// Doc: RoundedRectangle/init(cornerRadius:style:)
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public var body: Never { fatalError() }
}

/// Doc: FillStyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct FillStyle: Hashable, Sendable {
  /// Doc: FillStyle/init(eoFill:antialiased:)
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// Doc: Font
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Font: Hashable, Sendable {
  /// Doc: Font/Weight
  public struct Weight: Hashable, Sendable {
    public static let regular = Weight()
    public static let medium = Weight()
    public static let semibold = Weight()
    public static let bold = Weight()
  }
  /// Doc: Font/Design
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }
  /// Doc: Font/system(size:weight:design:)-697b2
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
    -> Font
  { Font() }
}

// MARK: - Modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// Doc: View/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> some View { self }
  /// Doc: View/frame(width:height:alignment:)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  )
    -> some View
  { self }
  /// Doc: View/position(x:y:)
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  /// Doc: View/offset(x:y:)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  /// Doc: View/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> some View { self }
  /// Doc: View/zIndex(_:)
  nonisolated public func zIndex(_ value: Double) -> some View { self }
  /// Doc: View/transformEffect(_:)
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View { self }
  /// Doc: View/clipShape(_:style:)
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
    -> some View
  {
    self
  }
  /// Doc: View/clipped(antialiased:)
  nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
  /// Doc: View/accessibilityHidden(_:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// Doc: View/accessibilityLabel(_:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityLabel(_ label: Text) -> some View { self }
  /// Doc: View/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { self }
  /// Doc: View/foregroundStyle(_:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  /// Doc: View/lineLimit(_:)-513mb
  nonisolated public func lineLimit(_ number: Int?) -> some View { self }
  /// Doc: View/environment(_:_:)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  { self }
  /// Doc: View/ignoresSafeArea(_:edges:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  { self }
  /// Doc: View/onAppear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  /// Doc: View/onChange(of:initial:_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { self }
  /// Doc: View/onGeometryChange(for:of:action:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View { self }
  /// Doc: View/coordinateSpace(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
  /// Doc: View/contentMargins(_:_:for:)-1lt8b
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View { self }
  /// Doc: View/scrollTargetBehavior(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    self
  }
  /// Doc: View/scrollPosition(_:anchor:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func scrollPosition(
    _ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil
  )
    -> some View
  { self }
  /// Doc: View/onScrollGeometryChange(for:of:action:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (T, T) -> Void
  ) -> some View { self }
  /// Doc: View/onScrollPhaseChange(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (ScrollPhase, ScrollPhase) -> Void
  )
    -> some View
  { self }
}
