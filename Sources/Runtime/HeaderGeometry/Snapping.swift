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
}
