/// One snapping range: progress in `[from, to]` (both inclusive) snaps to `target`.
/// All three are progress values, meant to lie in [0, 1].
public struct SnappingRange: Hashable, Sendable {
  public var target: Double
  public var from: Double
  public var to: Double

  public init(target: Double, from: Double, to: Double) {
    self.target = target
    self.from = from
    self.to = to
  }

  /// Whether `progress` lies in the range, both ends inclusive (false for NaN).
  public func contains(_ progress: Double) -> Bool {
    from <= progress && progress <= to
  }
}
