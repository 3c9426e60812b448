/// The `behavior` object: how scrolling maps to progress, and where the bar snaps.
public struct Behavior: Hashable, Sendable {
  /// The five behaviour kinds (Schemas/FORMAT.md#behavior).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case squareCash, facebook, safari, largeTitle, fixed
  }

  /// `largeTitle`'s `displayMode`.
  public enum DisplayMode: String, Hashable, Sendable, CaseIterable {
    case automatic, always, never
  }

  public var kind: Kind
  /// BLK's `elasticMaximumHeightAtTop`; `nil` means the kind's default (true for `largeTitle`).
  public var elastic: Bool?
  /// The tallest the bar may stretch, in points; `nil` means no limit.
  public var stretchLimit: Double?
  /// The scroll view's top inset in points; `nil` means `bar.maxHeight`.
  public var contentInsetTop: Double?
  /// `facebook` only.
  public var thresholds: FacebookThresholds
  /// `safari` only: the fling speed in pt/s that snaps.
  public var velocityThreshold: Double
  /// `largeTitle` only.
  public var displayMode: DisplayMode
  public var snappingEnabled: Bool
  /// Snapping ranges in document order (the first match wins).
  public var snapping: [SnappingRange]
  /// `compact.contentInsetTop`: the scroll view's top inset in a compact vertical size class
  /// (Schemas/FORMAT.md#heights-per-size-class); nil keeps `contentInsetTop` (whose default
  /// follows the compact `maxHeight`).
  public var compactContentInsetTop: Double?

  public init(
    kind: Kind, elastic: Bool? = nil, stretchLimit: Double? = nil,
    contentInsetTop: Double? = nil, thresholds: FacebookThresholds = FacebookThresholds(),
    velocityThreshold: Double = 300, displayMode: DisplayMode = .automatic,
    snappingEnabled: Bool = true, snapping: [SnappingRange] = [],
    compactContentInsetTop: Double? = nil
  ) {
    self.kind = kind
    self.elastic = elastic
    self.stretchLimit = stretchLimit
    self.contentInsetTop = contentInsetTop
    self.thresholds = thresholds
    self.velocityThreshold = velocityThreshold
    self.displayMode = displayMode
    self.snappingEnabled = snappingEnabled
    self.snapping = snapping
    self.compactContentInsetTop = compactContentInsetTop
  }

  /// Whether the bar may stretch above `maxHeight` (the kind's default applied).
  public var isElastic: Bool { elastic ?? (kind == .largeTitle) }

  /// Whether scrolling moves the bar at all: false for `fixed` and `largeTitle` + `never`.
  public var moves: Bool {
    switch kind {
    case .fixed: false
    case .largeTitle: displayMode != .never
    case .squareCash, .facebook, .safari: true
    }
  }
}
