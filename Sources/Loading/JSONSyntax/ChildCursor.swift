/// Walks a node's children in order by their indices: nodes are in pre-order, so the first
/// child follows its parent and each next one starts where the previous one's subtree ends,
/// until the parent's subtree ends. Holds two integers; reads one node record per step.
///
///     var members = ChildCursor(object, in: tree)
///     while let member = members.next(in: tree) { ... }
package struct ChildCursor {
  private var current: Int32
  private let end: Int32

  package init(_ parent: NodeID, in tree: SyntaxTree) {
    current = parent.index + 1
    end = tree.subtreeEnd(parent)
  }

  /// The next child, nil after the last one.
  package mutating func next(in tree: SyntaxTree) -> NodeID? {
    guard current < end else { return nil }
    let child = NodeID(current)
    current = tree.subtreeEnd(child)
    return child
  }
}
