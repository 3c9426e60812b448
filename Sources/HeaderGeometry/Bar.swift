/// The `bar` object: heights in points and clipping.
public struct Bar: Hashable, Sendable {
  /// Height at progress 0. `nil` means the default: 96.5 for `largeTitle`, otherwise BLK's
  /// `-init` default 44 (a spec without it has a schema error reported elsewhere).
  public var maxHeight: Double?
  /// Height at progress 1. `nil` means the default: 44 for `largeTitle`, otherwise 20 (BLK).
  public var minHeight: Double?
  /// Whether subviews outside the bar are clipped.
  public var clipsToBounds: Bool

  public init(maxHeight: Double? = nil, minHeight: Double? = nil, clipsToBounds: Bool = false) {
    self.maxHeight = maxHeight
    self.minHeight = minHeight
    self.clipsToBounds = clipsToBounds
  }
}
