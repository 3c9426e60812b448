/// The `bar` object: heights in points and clipping.
public struct Bar: Hashable, Sendable {
  /// Height at progress 0. `nil` means the default: 96.5 for `largeTitle`, otherwise BLK's
  /// `-init` default 44 (a spec without it has a schema error reported elsewhere).
  public var maxHeight: Double?
  /// Height at progress 1. `nil` means the default: 44 for `largeTitle`, otherwise 20 (BLK).
  public var minHeight: Double?
  /// Whether subviews outside the bar are clipped.
  public var clipsToBounds: Bool
  /// Whether the bar is a large-title bar shown as the inline bar: in a compact height, where
  /// iOS shows no large title (set by `HeaderSpec.adapted(to:)`; never written in a spec).
  /// Such a bar is pinned at progress 1 (`HeaderSpec.pinnedProgress`).
  public var isInline: Bool
  /// `compact.maxHeight`: the height at progress 0 in a compact vertical size class (an iPhone
  /// in landscape), written like `maxHeight` (Schemas/FORMAT.md#heights-per-size-class); nil
  /// keeps `maxHeight`. A `largeTitle` bar ignores it (it is the inline bar there).
  public var compactMaxHeight: Double?
  /// `compact.minHeight`: the height at progress 1 in a compact vertical size class; nil keeps
  /// `minHeight`.
  public var compactMinHeight: Double?
  /// Whether `maxHeight` and `minHeight` are the compact ones, applied by
  /// `HeaderSpec.adapted(to:)` in a compact height (never written in a spec): their problems
  /// are the overrides'.
  public var heightsAreCompact: Bool

  public init(
    maxHeight: Double? = nil, minHeight: Double? = nil, clipsToBounds: Bool = false,
    isInline: Bool = false, compactMaxHeight: Double? = nil, compactMinHeight: Double? = nil,
    heightsAreCompact: Bool = false
  ) {
    self.maxHeight = maxHeight
    self.minHeight = minHeight
    self.clipsToBounds = clipsToBounds
    self.isInline = isInline
    self.compactMaxHeight = compactMaxHeight
    self.compactMinHeight = compactMinHeight
    self.heightsAreCompact = heightsAreCompact
  }

  /// The inline navigation bar's height a `largeTitle` spec's numbers are written for (its
  /// default `minHeight`), in points: a `minHeight` above it holds more than the inline bar.
  public static let referenceInlineHeight: Double = 44
}
