/// A snapping range as BLK stores it: whole percents, `[location, location + length]`.
public struct BLKPercentRange: Hashable, Sendable {
  /// In [0, 100].
  public var location: Int
  /// In [0, 100 - location].
  public var length: Int

  public init(location: Int, length: Int) {
    self.location = location
    self.length = length
  }

  /// The lower bound as a progress value.
  public var from: Double { Double(location) / 100 }
  /// The upper bound as a progress value.
  public var to: Double { Double(location + length) / 100 }

  /// BLK's test, inclusive on both ends, on `progress * 100`.
  public func contains(percent: Double) -> Bool {
    percent >= Double(location) && percent <= Double(location + length)
  }
}
