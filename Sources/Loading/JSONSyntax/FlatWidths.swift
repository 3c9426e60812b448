/// For every node of a tree: how many columns it takes printed on one line, and whether it
/// must not be printed on one line at all (see `JSONPrinter`'s rules). Computed once, children
/// before parents, in O(n); widths are capped just past the line width, which is all a fit
/// test needs.
struct FlatWidths {
  private var widths: [Int32]
  private var breaks: [Bool]

  init(tree: SyntaxTree, style: JSONFormatStyle, comments: CommentPlacement) {
    let count = tree.nodeCount
    let limit = Int32(clamping: style.lineWidth + 1)
    widths = Array(repeating: 0, count: count)
    breaks = Array(repeating: false, count: count)
    func add(_ a: Int32, _ b: Int32) -> Int32 { min(limit, a &+ b) }
    for index in stride(from: count - 1, through: 0, by: -1) {
      let node = NodeID(Int32(index))
      switch tree.kind(node) {
      case .object, .array:
        let isObject = tree.kind(node) == .object
        var width: Int32 = 0
        var children: Int32 = 0
        var mustBreak = comments.enclosing.contains(node.index)
        var objects = 0
        for child in tree.children(node) {
          width = add(width, widths[Int(child.index)])
          children += 1
          mustBreak = mustBreak || breaks[Int(child.index)]
          if tree.kind(child) == .object { objects += 1 }
        }
        if let first = tree.children(node).first {
          let start = tree.range(node).start + 1
          mustBreak =
            mustBreak
            || CommentPlacement.lineBreak(in: tree.bytes, from: start, to: tree.range(first).start)
          if !isObject, children >= 2, objects == children,
            style.putsOneElementPerLine(node, in: tree)
          {
            mustBreak = true
          }
          width = add(width, 2 * (children - 1) + (isObject ? 4 : 2))
        } else {
          width = 2
        }
        widths[index] = width
        breaks[index] = mustBreak
      case .member:
        let key = tree.key(of: node)
        let value = tree.value(of: node)
        widths[index] = add(
          add(widths[Int(key.index)], 2), value.map { widths[Int($0.index)] } ?? 0)
        breaks[index] = value.map { breaks[Int($0.index)] } ?? false
      default:
        widths[index] = Self.textWidth(tree, tree.range(node), limit: limit)
      }
    }
  }

  /// The columns `node` takes on one line (capped just past the line width).
  func width(_ node: NodeID) -> Int { Int(widths[Int(node.index)]) }

  /// Whether `node` goes on one line in `room` columns.
  func fitsOnOneLine(_ node: NodeID, room: Int) -> Bool {
    !breaks[Int(node.index)] && width(node) <= room
  }

  /// The columns of the source text in `range`: its byte count when it is ASCII.
  static func textWidth(_ tree: SyntaxTree, _ range: ByteRange, limit: Int32) -> Int32 {
    let bytes = tree.bytes[range.start..<range.end]
    guard bytes.contains(where: { $0 >= 0x80 }) else {
      return min(limit, Int32(clamping: bytes.count))
    }
    return min(limit, Int32(clamping: DisplayWidth.of(String(decoding: bytes, as: UTF8.self)[...])))
  }
}
