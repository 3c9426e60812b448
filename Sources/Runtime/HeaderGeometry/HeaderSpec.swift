/// A header spec of format 1 (Schemas/FORMAT.md#document): the bar, its behaviour and its subviews.
///
/// Values are stored as written; defaults that depend on the behaviour kind (`maxHeight`,
/// `minHeight`, `elastic`, `contentInsetTop`) are resolved by `metrics`.
public struct HeaderSpec: Hashable, Sendable {
  /// The format version; only 1 exists.
  public var version: Int
  public var name: String?
  /// The reference width in points, used for previews and anchors.
  public var width: Double
  public var bar: Bar
  public var behavior: Behavior
  public var subviews: [Subview]
  /// How the bar relates to the status bar (defaults by behaviour kind).
  public var statusBar: StatusBarPlacement
  /// The environments the spec says it supports; empty when it names none.
  public var supports: EnvironmentMatrix

  public init(
    version: Int = 1, name: String? = nil, width: Double = 375, bar: Bar = Bar(),
    behavior: Behavior = Behavior(kind: .squareCash), subviews: [Subview] = [],
    statusBar: StatusBarPlacement = StatusBarPlacement(), supports: EnvironmentMatrix = .init()
  ) {
    self.version = version
    self.name = name
    self.width = width
    self.bar = bar
    self.behavior = behavior
    self.subviews = subviews
    self.statusBar = statusBar
    self.supports = supports
  }

  /// The bar's numbers with every kind-dependent default applied.
  public var metrics: BarMetrics { BarMetrics(spec: self) }
}
