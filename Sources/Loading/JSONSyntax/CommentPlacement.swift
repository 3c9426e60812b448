/// Where each comment of a document goes when `JSONPrinter` prints it again, so that comments
/// travel with the element they belong to.
///
/// A comment after an element on the same line (after its comma, if any) trails that element;
/// any other comment between two elements leads the next one; comments after the last element
/// of a container, or inside an empty one, dangle at its end. Comments before and after the
/// root belong to the document. A comment between a key and its value has no place in the
/// canonical layout (`misplaced`).
///
/// Built in one pass over the tokens and the nodes: O(n + comments × depth).
struct CommentPlacement {
  /// Comments before a node, keyed by the node's index, in order.
  var leading: [Int32: [ByteRange]] = [:]
  /// Comments after a node on its last line, keyed by the node's index.
  var trailing: [Int32: [ByteRange]] = [:]
  /// Comments after a container's last child or inside an empty one, keyed by its index.
  var dangling: [Int32: [ByteRange]] = [:]
  /// Comments before the root.
  var beforeRoot: [ByteRange] = []
  /// Comments after the root.
  var afterRoot: [ByteRange] = []
  /// Every container that holds a comment anywhere inside it: such a container is never
  /// printed on one line.
  var enclosing: Set<Int32> = []
  /// The first comment between a key and its value.
  var misplaced: ByteRange?

  /// No comments: what a document without comments has.
  init() {}

  init(tree: SyntaxTree) {
    guard tree.hasComments, let root = tree.root else { return }
    let comments = tree.tokens.filter { $0.kind == .lineComment || $0.kind == .blockComment }
    let rootRange = tree.range(root)
    // The last node (in pre-order) that starts before the comment.
    var last = 0
    for comment in comments {
      let start = comment.range.start
      if start < rootRange.start {
        beforeRoot.append(comment.range)
        continue
      }
      if start >= rootRange.end {
        afterRoot.append(comment.range)
        continue
      }
      while last + 1 < tree.nodeCount, tree.range(NodeID(Int32(last + 1))).start < start {
        last += 1
      }
      // Walk up to the innermost node that contains the comment, remembering the child of it
      // that ended before the comment.
      var node = NodeID(Int32(last))
      var previous: NodeID?
      while tree.range(node).end <= start, let parent = tree.parent(node) {
        previous = node
        node = parent
      }
      place(comment.range, in: node, after: previous, tree: tree)
    }
  }

  private mutating func place(
    _ comment: ByteRange, in container: NodeID, after previous: NodeID?, tree: SyntaxTree
  ) {
    guard tree.kind(container) == .object || tree.kind(container) == .array else {
      if misplaced == nil { misplaced = comment }
      return
    }
    var ancestor: NodeID? = container
    while let node = ancestor, enclosing.insert(node.index).inserted {
      ancestor = tree.parent(node)
    }
    if let previous,
      !Self.lineBreak(in: tree.bytes, from: tree.range(previous).end, to: comment.start)
    {
      trailing[previous.index, default: []].append(comment)
      return
    }
    let next = previous == nil ? tree.children(container).first : tree.nextSibling(previous!)
    if let next {
      leading[next.index, default: []].append(comment)
    } else {
      dangling[container.index, default: []].append(comment)
    }
  }

  /// Whether `bytes[start..<end]` holds a line break.
  static func lineBreak(in bytes: [UInt8], from start: Int, to end: Int) -> Bool {
    guard start < end else { return false }
    return bytes[start..<end].contains { $0 == 0x0A || $0 == 0x0D }
  }
}
