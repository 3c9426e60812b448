import HeaderGeometry

extension Snapping {
  /// Problems of a behaviour's snapping ranges (Schemas/FORMAT.md#snapping); `enabled` is false
  /// when snapping is off or the behaviour never moves, which silences the coverage checks.
  public static func problems(of ranges: [SnappingRange], enabled: Bool) -> [GeometryProblem] {
    var problems: [GeometryProblem] = []
    for (index, range) in ranges.enumerated() {
      problems += valueProblems(range, index)
    }
    problems += overlapProblems(ranges)
    if enabled {
      if ranges.isEmpty {
        problems.append(.snappingWithoutRanges)
      } else {
        problems += gapProblems(ranges)
      }
    }
    problems += truncationProblems(ranges)
    return problems
  }

  private static func valueProblems(_ range: SnappingRange, _ index: Int) -> [GeometryProblem] {
    var problems: [GeometryProblem] = []
    let fields: [(GeometryProblem.SnappingField, Double)] = [
      (.target, range.target), (.from, range.from), (.to, range.to),
    ]
    for (field, value) in fields {
      if !value.isFinite {
        problems.append(.nonFiniteNumber(.snapping(range: index, field: field), value: value))
      } else if value < 0 || value > 1 {
        problems.append(.snappingValueOutOfRange(range: index, field: field, value: value))
      }
    }
    if range.from > range.to {
      problems.append(.snappingRangeReversed(range: index, from: range.from, to: range.to))
    }
    return problems
  }

  /// Parts of [0, 1] that no well-formed range covers.
  static func gapProblems(_ ranges: [SnappingRange]) -> [GeometryProblem] {
    let covered =
      ranges
      .filter { $0.from <= $0.to }
      .map { (Swift.max($0.from, 0), Swift.min($0.to, 1)) }
      .filter { $0.0 <= $0.1 }
      .sorted { $0 < $1 }
    guard let first = covered.first else {
      return [.snappingGap(from: 0, to: 1, includesFrom: true, includesTo: true)]
    }
    var problems: [GeometryProblem] = []
    if first.0 > 0 {
      problems.append(.snappingGap(from: 0, to: first.0, includesFrom: true, includesTo: false))
    }
    var reached = first.1  // [first.from, reached] is covered
    for (from, to) in covered.dropFirst() {
      if from > reached {
        problems.append(
          .snappingGap(from: reached, to: from, includesFrom: false, includesTo: false))
      }
      reached = Swift.max(reached, to)
    }
    if reached < 1 {
      problems.append(.snappingGap(from: reached, to: 1, includesFrom: false, includesTo: true))
    }
    return problems
  }

  /// Ranges whose BLK whole-percent form differs from the exact one.
  private static func truncationProblems(_ ranges: [SnappingRange]) -> [GeometryProblem] {
    var problems: [GeometryProblem] = []
    for (index, range) in ranges.enumerated() where range.from.isFinite && range.to.isFinite {
      let blk = blkPercents(of: range)
      let exactFrom = Math.clamp(range.from, 0, 1)
      let exactTo = Math.clamp(range.to, 0, 1)
      if let blk, blk.from == exactFrom, blk.to == exactTo { continue }
      if blk == nil, range.from > range.to { continue }  // reported as reversed already
      problems.append(
        .blkTruncation(
          range: index, from: range.from, to: range.to, blkFrom: blk?.from, blkTo: blk?.to))
    }
    return problems
  }
}
