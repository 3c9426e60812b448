import JSONSyntax

/// Where the cursor may be for a diagnostic's fixes to be offered: its range widened to its
/// node (the member whose key or value it is on, or the object or array whose bracket it is
/// on, such as a snapping range's `{`) and to the whole lines it is on. So HS301's swap is
/// offered with the cursor on the value just typed, not only on the key, and HS402's fix
/// anywhere in the range object.
///
/// The node is found by a binary search over the pre-order starts (O(log n)); the line starts
/// are found once, on first use, in one pass over the bytes.
struct DiagnosticReach {
  let tree: SyntaxTree
  private var lineStarts: [Int]?

  init(tree: SyntaxTree) { self.tree = tree }

  /// The range in which `range`'s fixes are offered.
  mutating func reach(of range: ByteRange) -> ByteRange {
    var start = range.start
    var end = range.end
    if let node = node(of: range) {
      start = min(start, tree.range(node).start)
      end = max(end, tree.range(node).end)
    }
    let lines = lineStarts ?? Self.lineStarts(tree.bytes)
    lineStarts = lines
    start = min(start, Self.lineStart(of: range.start, in: lines))
    end = max(end, Self.lineEnd(of: range.end, in: lines, count: tree.bytes.count))
    return ByteRange(start: start, end: end)
  }

  /// The member (or, for a bracket, the container) that the diagnostic at `range` is about;
  /// nil for the root, whose reach would be the whole document.
  private func node(of range: ByteRange) -> NodeID? {
    var low = 0
    var high = tree.nodeCount
    while low < high {
      let middle = (low + high) / 2
      if tree.range(NodeID(Int32(middle))).start < range.start {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < tree.nodeCount else { return nil }
    // The outermost node starting there (pre-order: a member before its key).
    let node = NodeID(Int32(low))
    guard tree.range(node).start == range.start else { return nil }
    if tree.kind(node) != .member, let parent = tree.parent(node), tree.kind(parent) == .member {
      return parent
    }
    return tree.parent(node) == nil ? nil : node
  }

  private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    return starts
  }

  /// The start of the line holding `offset`.
  private static func lineStart(of offset: Int, in starts: [Int]) -> Int {
    starts[lineIndex(of: offset, in: starts)]
  }

  /// The end of the line holding `offset` (before its line break).
  private static func lineEnd(of offset: Int, in starts: [Int], count: Int) -> Int {
    let line = lineIndex(of: offset, in: starts)
    return line + 1 < starts.count ? starts[line + 1] - 1 : count
  }

  /// The index of the last line start at or before `offset`.
  private static func lineIndex(of offset: Int, in starts: [Int]) -> Int {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return max(low - 1, 0)
  }
}
