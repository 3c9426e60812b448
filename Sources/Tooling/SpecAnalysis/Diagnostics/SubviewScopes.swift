import HeaderSpecLoading
import JSONSyntax

/// Which subview (model index) a range lies in: a binary search over the subviews' object
/// ranges, which are disjoint and in document order.
struct SubviewScopes {
  private let ranges: [ByteRange]

  init(tree: SyntaxTree, map: SourceMap) {
    ranges = map.subviewNodes.map(tree.range)
  }

  func subview(containing range: ByteRange) -> Int? {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].end <= range.start { low = middle + 1 } else { high = middle }
    }
    guard low < ranges.count, ranges[low].start <= range.start, range.end <= ranges[low].end
    else { return nil }
    return low
  }
}
