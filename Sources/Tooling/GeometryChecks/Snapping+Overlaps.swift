import HeaderGeometry

extension Snapping {
  /// Each well-formed range (`from < to`) that shares more than an endpoint with an earlier
  /// one, once, naming the first earlier range (lowest index) it overlaps: n identical ranges
  /// give n - 1 problems, not one per pair. In range order.
  ///
  /// O(n log n) whatever the ranges, overlapping or not. An earlier range `i` overlaps `j` when
  /// `from_i < to_j` and `to_i > from_j`, which is one of two cases:
  /// * it starts inside `j` (`from_j < from_i < to_j`): the lowest index among the ranges whose
  ///   start lies in that interval of the ranges sorted by start (a range-minimum tree);
  /// * it starts at or before `j` and ends after `from_j`: a sweep by start inserts each range's
  ///   index at its end's rank, and the lowest index among ends above `from_j` is a prefix
  ///   minimum (a Fenwick tree over the ends in descending order).
  /// Both cases include ranges after `j` and `j` itself, so the lowest index found is below `j`
  /// exactly when an earlier range overlaps it.
  static func overlapProblems(_ ranges: [SnappingRange]) -> [GeometryProblem] {
    let formed = ranges.indices.filter { ranges[$0].from < ranges[$0].to }
    guard formed.count > 1 else { return [] }
    let byStart = formed.sorted { (ranges[$0].from, $0) < (ranges[$1].from, $1) }
    let starts = byStart.map { ranges[$0].from }
    let startsInside = RangeMinimum(byStart)
    // Ends in descending order; rank 0 is the largest.
    let ends = Array(Set(formed.map { ranges[$0].to })).sorted(by: >)
    var coveringMinimum = PrefixMinimum(count: ends.count)
    // For each range, the first earlier range it overlaps.
    var earliest = [Int?](repeating: nil, count: ranges.count)
    var position = 0
    while position < byStart.count {
      // Insert every range that starts here, then query each of them.
      let from = starts[position]
      var groupEnd = position
      while groupEnd < byStart.count, starts[groupEnd] == from {
        let index = byStart[groupEnd]
        coveringMinimum.lower(at: Self.firstIndex(in: ends, atMost: ranges[index].to), to: index)
        groupEnd += 1
      }
      for index in byStart[position..<groupEnd] {
        let to = ranges[index].to
        // Ends above `from`: ranks before the first end <= from.
        var first = coveringMinimum.minimum(below: Self.firstIndex(in: ends, atMost: from))
        let inside = Self.firstIndex(in: starts, greaterThan: from)
        let beyond = Self.firstIndex(in: starts, atLeast: to)
        first = Swift.min(first, startsInside.minimum(inside..<beyond))
        if first < index { earliest[index] = first }
      }
      position = groupEnd
    }
    return earliest.enumerated().compactMap { index, other in
      guard let other else { return nil }
      let a = ranges[other]
      let b = ranges[index]
      return .overlappingSnappingRanges(
        range: index, other: other, from: Swift.max(a.from, b.from), to: Swift.min(a.to, b.to))
    }
  }

  // MARK: - Binary searches

  /// The first position of ascending `values` whose value is greater than `value`.
  private static func firstIndex(in values: [Double], greaterThan value: Double) -> Int {
    partition(values.count) { values[$0] > value }
  }

  /// The first position of ascending `values` whose value is at least `value`.
  private static func firstIndex(in values: [Double], atLeast value: Double) -> Int {
    partition(values.count) { values[$0] >= value }
  }

  /// The first position of descending `values` whose value is at most `value`.
  private static func firstIndex(in values: [Double], atMost value: Double) -> Int {
    partition(values.count) { values[$0] <= value }
  }

  /// The first index in `0..<count` where `isAfter` holds (it holds from some index on).
  private static func partition(_ count: Int, _ isAfter: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

/// The minimum of any range of positions of a fixed list of integers, in O(log n): a bottom-up
/// segment tree.
private struct RangeMinimum {
  private var tree: [Int]
  private let count: Int

  init(_ values: [Int]) {
    count = values.count
    tree = Array(repeating: Int.max, count: 2 * count)
    for (position, value) in values.enumerated() { tree[count + position] = value }
    for node in stride(from: count - 1, to: 0, by: -1) {
      tree[node] = Swift.min(tree[2 * node], tree[2 * node + 1])
    }
  }

  /// The minimum over `positions`; `Int.max` when empty.
  func minimum(_ positions: Range<Int>) -> Int {
    var result = Int.max
    var low = positions.lowerBound + count
    var high = positions.upperBound + count
    while low < high {
      if low & 1 == 1 {
        result = Swift.min(result, tree[low])
        low += 1
      }
      if high & 1 == 1 {
        high -= 1
        result = Swift.min(result, tree[high])
      }
      low /= 2
      high /= 2
    }
    return result
  }
}

/// Prefix minima under point decreases, in O(log n) each: a Fenwick tree.
private struct PrefixMinimum {
  private var tree: [Int]

  init(count: Int) {
    tree = Array(repeating: Int.max, count: count + 1)
  }

  /// Lowers position `position` (0-based) to `value` if that is lower.
  mutating func lower(at position: Int, to value: Int) {
    var node = position + 1
    while node < tree.count {
      tree[node] = Swift.min(tree[node], value)
      node += node & -node
    }
  }

  /// The minimum of positions `0..<end`; `Int.max` when empty.
  func minimum(below end: Int) -> Int {
    var result = Int.max
    var node = end
    while node > 0 {
      result = Swift.min(result, tree[node])
      node -= node & -node
    }
    return result
  }
}
