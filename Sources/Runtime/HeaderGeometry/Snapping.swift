/// Snapping (Schemas/FORMAT.md#snapping): which range a progress falls in and how far the content
/// moves.
public enum Snapping {
  /// The first range in document order with `from <= progress <= to`, as its index and
  /// target; nil when none matches or `progress` is below 0 (a stretched bar never snaps).
  public static func target(for progress: Double, in ranges: [SnappingRange])
    -> (range: Int, target: Double)?
  {
    guard progress >= 0 else { return nil }
    for (index, range) in ranges.enumerated() where range.contains(progress) {
      return (index, range.target)
    }
    return nil
  }

  /// The content-offset shift, in points, that keeps the content glued to the bar when the
  /// progress animates from `progress` to `target`: `(maxHeight - minHeight) * (target - p)`.
  public static func offsetShift(from progress: Double, to target: Double, range: Double)
    -> Double
  {
    let shift = range * (target - progress)
    return shift.isNaN ? 0 : shift
  }

  /// The range BLK would store for `range`: start and end clamped to [0, 1], times 100, the
  /// start and the length (computed before truncating) each truncated to whole percents.
  public static func blkPercents(of range: SnappingRange) -> BLKPercentRange? {
    let start = Math.clamp(range.from, 0, 1) * 100
    let end = Math.clamp(range.to, 0, 1) * 100
    let length = end - start
    // A negative length is undefined behaviour in BLK (saturates or wraps): never matches.
    guard length >= 0 else { return nil }
    return BLKPercentRange(location: Int(start), length: Int(length))
  }

  /// The first range BLK's whole-percent model would match at `progress`, or nil. BLK's own
  /// choice among several matches is unspecified; this takes the first in document order.
  public static func blkTarget(for progress: Double, in ranges: [SnappingRange])
    -> (range: Int, target: Double)?
  {
    guard progress >= 0 else { return nil }
    let percent = progress * 100
    for (index, range) in ranges.enumerated() {
      guard let blk = blkPercents(of: range), blk.contains(percent: percent) else { continue }
      return (index, range.target)
    }
    return nil
  }
}

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
