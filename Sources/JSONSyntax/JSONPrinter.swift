/// Writes a syntax tree back as canonically formatted JSON: 2-space indent, one member or
/// element per line, `{}` and `[]` for empty containers, arrays of only numbers on one line
/// (`[0, 0, 320, 44]`), strings and numbers exactly as written in the source, and a final
/// line break.
///
/// Printing is idempotent, and the printed document has the same value as the tree. It refuses
/// (returns nil) a tree with error-severity problems or comments, rather than drop text.
/// Iterative: O(output) time, O(depth) extra memory.
public enum JSONPrinter {
  /// The formatted document, or nil when formatting would lose or invent text.
  public static func print(_ tree: SyntaxTree) -> String? {
    guard let bytes = printedBytes(tree) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The formatted document as UTF-8 bytes, or nil as for `print(_:)`.
  public static func printedBytes(_ tree: SyntaxTree) -> [UInt8]? {
    guard let root = tree.root, !tree.hasErrors, !tree.hasComments else { return nil }
    var writer = Writer(tree: tree)
    writer.output.reserveCapacity(tree.bytes.count + tree.bytes.count / 4)
    writer.open(root, indent: 0)
    while let frame = writer.stack.last {
      guard frame.next < frame.end else {
        writer.stack.removeLast()
        writer.newline(indent: frame.indent)
        writer.output.append(
          tree.kind(frame.node) == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        continue
      }
      let child = NodeID(frame.next)
      writer.stack[writer.stack.count - 1].next = tree.subtreeEnd(NodeID(frame.next))
      if child.index != frame.node.index + 1 { writer.output.append(UInt8(ascii: ",")) }
      writer.newline(indent: frame.indent + 2)
      if tree.kind(child) == .member {
        writer.appendSource(tree.key(of: child))
        writer.output.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
        // A member without a value is an error, so printing never gets here without one.
        guard let value = tree.value(of: child) else { return nil }
        writer.open(value, indent: frame.indent + 2)
      } else {
        writer.open(child, indent: frame.indent + 2)
      }
    }
    writer.output.append(0x0A)
    return writer.output
  }

  /// The output and the open containers, innermost last.
  private struct Writer {
    let tree: SyntaxTree
    var output: [UInt8] = []
    var stack: [Frame] = []

    struct Frame {
      let node: NodeID
      let indent: Int
      /// The next child to print, and the end of the children (pre-order indices).
      var next: Int32
      let end: Int32
    }

    /// Prints a leaf, an empty or one-line container whole; opens any other container.
    mutating func open(_ node: NodeID, indent: Int) {
      let kind = tree.kind(node)
      guard kind == .object || kind == .array else {
        appendSource(node)
        return
      }
      let end = tree.subtreeEnd(node)
      if end == node.index + 1 {
        output.append(
          contentsOf: kind == .object ? [UInt8(ascii: "{"), UInt8(ascii: "}")] : [0x5B, 0x5D])
        return
      }
      if kind == .array, tree.children(node).allSatisfy({ tree.kind($0) == .number }) {
        output.append(UInt8(ascii: "["))
        for element in tree.children(node) {
          if element.index != node.index + 1 {
            output.append(contentsOf: [UInt8(ascii: ","), 0x20])
          }
          appendSource(element)
        }
        output.append(UInt8(ascii: "]"))
        return
      }
      output.append(kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
      stack.append(Frame(node: node, indent: indent, next: node.index + 1, end: end))
    }

    mutating func appendSource(_ node: NodeID) {
      let range = tree.range(node)
      output.append(contentsOf: tree.bytes[range.start..<range.end])
    }

    mutating func newline(indent: Int) {
      output.append(0x0A)
      for _ in 0..<indent { output.append(0x20) }
    }
  }
}
