/// The three thresholds of BLK's `FacebookStyleBarBehaviorDefiner`, in points (each >= 0).
public struct FacebookThresholds: Hashable, Sendable {
  /// Scroll distance before the bar starts to hide when a drag starts exactly at the top.
  public var fromTop: Double
  /// Scroll-up distance before a fully collapsed bar starts to reveal.
  public var negativeDirection: Double
  /// Scroll-down distance before a fully expanded bar starts to hide.
  public var positiveDirection: Double

  public init(fromTop: Double = 0, negativeDirection: Double = 0, positiveDirection: Double = 0) {
    self.fromTop = fromTop
    self.negativeDirection = negativeDirection
    self.positiveDirection = positiveDirection
  }
}
