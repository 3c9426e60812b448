extension SyntaxTree {
  /// The direct children of a node, in source order; walks sibling links, no allocation.
  public struct Children: Sequence, Sendable {
    let tree: SyntaxTree
    let parent: NodeID
    var empty = false

    public func makeIterator() -> Iterator {
      let record = tree.nodes[Int(parent.index)]
      let end = record.subtreeEnd
      return Iterator(nodes: tree.nodes, current: empty ? end : parent.index + 1, end: end)
    }

    public var underestimatedCount: Int { 0 }

    /// The first child: O(1).
    public var first: NodeID? {
      var iterator = makeIterator()
      return iterator.next()
    }

    /// The number of children: O(children).
    public var count: Int { reduce(0) { count, _ in count + 1 } }

    public struct Iterator: IteratorProtocol {
      let nodes: [NodeRecord]
      var current: Int32
      let end: Int32

      public mutating func next() -> NodeID? {
        guard current < end else { return nil }
        let node = NodeID(current)
        current = nodes[Int(current)].subtreeEnd
        return node
      }
    }
  }
}
