/// A node of a `SyntaxTree`: an index into the tree's arena, valid only for that tree.
///
/// Nodes are numbered in pre-order (a parent before its children, children in source order),
/// so comparing IDs compares document order of node starts.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The 0-based index in pre-order.
  public let index: Int32

  public init(_ index: Int32) { self.index = index }

  public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }

  public var description: String { "#\(index)" }
}
