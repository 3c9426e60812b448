import HeaderGeometry

extension Snapping {
  /// Each well-formed range (`from < to`) that shares more than an endpoint with an earlier
  /// one, once, naming the first earlier range (lowest index) it overlaps: n identical ranges
  /// give n - 1 problems, not one per pair. In range order. Ranges `i` and `j` overlap when
  /// `from_i < to_j` and `to_i > from_j`.
  ///
  /// Compares each range with the earlier ones until one overlaps it: O(n) for ranges that
  /// overlap the first, O(n²) for n disjoint ones (a spec has 2 to 4; a megabyte of ranges,
  /// about 18,000, is 1.6 x 10^8 comparisons, within `check`'s bounds).
  static func overlapProblems(_ ranges: [SnappingRange]) -> [GeometryProblem] {
    let formed = ranges.indices.filter { ranges[$0].from < ranges[$0].to }
    var problems: [GeometryProblem] = []
    for (position, index) in formed.enumerated() {
      let range = ranges[index]
      let earlier = formed[..<position].first {
        ranges[$0].from < range.to && ranges[$0].to > range.from
      }
      guard let other = earlier else { continue }
      problems.append(
        .overlappingSnappingRanges(
          range: index, other: other, from: Swift.max(ranges[other].from, range.from),
          to: Swift.min(ranges[other].to, range.to)))
    }
    return problems
  }
}
