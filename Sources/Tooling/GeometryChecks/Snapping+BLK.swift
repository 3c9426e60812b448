import HeaderGeometry

/// BLKFlexibleHeightBar's whole-percent snapping ranges, for the check that reports where they
/// differ from the spec's (HS405).
extension Snapping {
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
