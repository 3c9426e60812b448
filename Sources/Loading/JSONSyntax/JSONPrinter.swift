/// Writes a syntax tree back in the canonical layout, the one people write by hand:
///
///     {
///       "bar": { "maxHeight": 200, "minHeight": 65 },
///       "keyframes": [
///         { "progress": 0, "center": [187.5, 90], "size": [70, 70] },
///         { "progress": 1, "alpha": 0 }
///       ]
///     }
///
/// * A container is printed on one line (`{ "a": 1 }`, `[1, 2]`, `{}`) when it fits within the
///   line width, holds no comment, was written on one line (no line break right after its `{`
///   or `[`), and is not an array of two or more objects under one of the style's
///   `oneElementPerLineKeys` (a spec's `keyframes`, read best one keyframe per line; snapping
///   ranges and other arrays of objects stay on one line when they fit). Otherwise each member
///   or element goes on its own line, one indentation level deeper.
/// * Keys, strings and numbers are kept exactly as written; the key order is kept; one blank
///   line between two elements is kept, more become one; a trailing comma is dropped.
/// * Comments (in a tree parsed with `ParseOptions.jsonc`) travel with their element: a comment
///   on an element's last line stays after it, any other comment stays before the element that
///   follows it (`CommentPlacement`).
/// * The document ends with one line break.
///
/// Printing is idempotent and the printed document has the same value as the tree. It refuses
/// a tree with error-severity problems, or with a comment between a key and its value, rather
/// than drop or invent text. O(n) time; no recursion (nesting is bounded only by the parser).
public enum JSONPrinter {
  /// The formatted document.
  public static func print(_ tree: SyntaxTree, style: JSONFormatStyle = .standard)
    throws(FormatRefusal)
    -> String
  {
    String(decoding: try printedBytes(tree, style: style), as: UTF8.self)
  }

  /// The formatted document as UTF-8 bytes.
  public static func printedBytes(_ tree: SyntaxTree, style: JSONFormatStyle = .standard)
    throws(FormatRefusal) -> [UInt8]
  {
    guard let root = tree.root, !tree.hasErrors else { throw .syntaxErrors }
    var writer = try makeWriter(tree, style: style, indentation: [])
    for comment in writer.comments.beforeRoot {
      writer.item(at: comment.start)
      writer.appendComment(comment)
      writer.newline(level: 0)
    }
    writer.item(at: tree.range(root).start)
    writer.value(root, level: 0, column: 0, followedByComma: false)
    for comment in writer.comments.afterRoot {
      writer.item(at: comment.start)
      writer.newline(level: 0)
      writer.appendComment(comment)
    }
    writer.output.append(0x0A)
    return writer.output
  }

  /// The formatted text of one node, to stand where it stands now: `indentation` is the
  /// whitespace that opens its line, `column` the column it starts at, and `followedByComma`
  /// whether a comma follows it (which counts when fitting it on one line). Comments inside
  /// the node travel with it; those before and after it are not part of it.
  public static func printedBytes(
    _ tree: SyntaxTree, node: NodeID, style: JSONFormatStyle = .standard, indentation: [UInt8],
    column: Int, followedByComma: Bool
  ) throws(FormatRefusal) -> [UInt8] {
    guard !tree.hasErrors else { throw .syntaxErrors }
    var writer = try makeWriter(tree, style: style, indentation: indentation)
    writer.value(node, level: 0, column: column, followedByComma: followedByComma)
    return writer.output
  }

  private static func makeWriter(
    _ tree: SyntaxTree, style: JSONFormatStyle, indentation: [UInt8]
  ) throws(FormatRefusal) -> Writer {
    let comments = CommentPlacement(tree: tree)
    if let misplaced = comments.misplaced { throw .commentInsideMember(misplaced) }
    var writer = Writer(
      tree: tree, style: style, comments: comments, indentation: indentation,
      widths: FlatWidths(tree: tree, style: style, comments: comments))
    writer.output.reserveCapacity(tree.bytes.count + tree.bytes.count / 4)
    return writer
  }

  /// The output and the containers printed one member or element per line, innermost last.
  private struct Writer {
    let tree: SyntaxTree
    let style: JSONFormatStyle
    let comments: CommentPlacement
    /// The whitespace before level 0.
    let indentation: [UInt8]
    let widths: FlatWidths
    var output: [UInt8] = []
    var stack: [Frame] = []
    /// Where the last printed item (element or comment) ended in the source, for keeping a
    /// blank line between two items; nil before the first item of a container.
    var previousEnd: Int?

    struct Frame {
      let container: NodeID
      let level: Int
      /// The next child to print, and the end of the children (pre-order indices).
      var next: Int32
      let end: Int32
      /// The child of the enclosing frame that this container closes (the member or the
      /// element itself), and whether a comma follows it; nil for the node printed first.
      let owner: (child: NodeID, isLast: Bool)?
    }

    /// Prints `node` (at `column`, at indentation `level`) and every container below it.
    mutating func value(_ node: NodeID, level: Int, column: Int, followedByComma: Bool) {
      guard open(node, level: level, column: column, followedByComma: followedByComma, owner: nil)
      else { return }
      while let frame = stack.last {
        guard frame.next < frame.end else {
          close()
          continue
        }
        let child = NodeID(frame.next)
        stack[stack.count - 1].next = tree.subtreeEnd(child)
        let isLast = tree.subtreeEnd(child) >= frame.end
        for comment in comments.leading[child.index] ?? [] {
          item(at: comment.start)
          newline(level: frame.level + 1)
          appendComment(comment)
        }
        item(at: tree.range(child).start)
        newline(level: frame.level + 1)
        var valueNode = child
        var column = indentationWidth(level: frame.level + 1)
        if tree.kind(child) == .member {
          let key = tree.key(of: child)
          appendSource(key)
          output.append(contentsOf: [UInt8(ascii: ":"), 0x20])
          column += widths.width(key) + 2
          // A member without a value is a syntax error, so this always finds one.
          guard let memberValue = tree.value(of: child) else { continue }
          valueNode = memberValue
        }
        if open(
          valueNode, level: frame.level + 1, column: column, followedByComma: !isLast,
          owner: (child, isLast))
        {
          continue
        }
        finish(child, isLast: isLast)
      }
    }

    /// Prints a leaf or a container that goes on one line whole and returns false; pushes a
    /// frame for a container printed one child per line and returns true.
    mutating func open(
      _ node: NodeID, level: Int, column: Int, followedByComma: Bool,
      owner: (child: NodeID, isLast: Bool)?
    ) -> Bool {
      let kind = tree.kind(node)
      guard kind == .object || kind == .array else {
        appendSource(node)
        return false
      }
      let room = style.lineWidth - column - (followedByComma ? 1 : 0)
      if widths.fitsOnOneLine(node, room: room) {
        appendFlat(node)
        return false
      }
      output.append(kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
      previousEnd = nil
      stack.append(
        Frame(
          container: node, level: level, next: node.index + 1, end: tree.subtreeEnd(node),
          owner: owner))
      return true
    }

    /// Ends the innermost container: its dangling comments, its closing bracket on a line of
    /// its own, then what follows it as a child of the container around it.
    mutating func close() {
      let frame = stack.removeLast()
      for comment in comments.dangling[frame.container.index] ?? [] {
        item(at: comment.start)
        newline(level: frame.level + 1)
        appendComment(comment)
      }
      newline(level: frame.level)
      output.append(tree.kind(frame.container) == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
      previousEnd = tree.range(frame.container).end
      if let owner = frame.owner { finish(owner.child, isLast: owner.isLast) }
    }

    /// What follows a child of a container printed one child per line: its comma and the
    /// comments on its last line.
    mutating func finish(_ child: NodeID, isLast: Bool) {
      if !isLast { output.append(UInt8(ascii: ",")) }
      previousEnd = tree.range(child).end
      for comment in comments.trailing[child.index] ?? [] {
        output.append(0x20)
        appendComment(comment)
      }
    }

    /// Before an item that starts at `start` in the source (and before the line break that
    /// starts its line): a blank line when the source has one (or more) between it and the
    /// previous item.
    mutating func item(at start: Int) {
      defer { previousEnd = nil }
      guard let previous = previousEnd, previous < start else { return }
      var breaks = 0
      for byte in tree.bytes[previous..<start] where byte == 0x0A { breaks += 1 }
      if breaks >= 2 { output.append(0x0A) }
    }

    /// A comment as written, without the spaces that end its line.
    mutating func appendComment(_ range: ByteRange) {
      var end = range.end
      while end > range.start, [0x20, 0x09, 0x0D].contains(tree.bytes[end - 1]) { end -= 1 }
      output.append(contentsOf: tree.bytes[range.start..<end])
      previousEnd = range.end
    }

    /// A container on one line: `{ "a": 1, "b": [1, 2] }`. Holds no comment (see
    /// `FlatWidths.fitsOnOneLine`).
    mutating func appendFlat(_ node: NodeID) {
      var open: [(node: NodeID, end: Int32)] = []
      var index = node.index
      let end = tree.subtreeEnd(node)
      while index < end {
        let current = NodeID(index)
        while let last = open.last, last.end <= index { closeFlat(open.removeLast().node) }
        if let parent = tree.parent(current), index != node.index {
          switch tree.kind(parent) {
          case .member:
            if tree.kind(current) != .key { output.append(contentsOf: [UInt8(ascii: ":"), 0x20]) }
          default:
            if index != parent.index + 1 { output.append(contentsOf: [UInt8(ascii: ","), 0x20]) }
          }
        }
        switch tree.kind(current) {
        case .object:
          output.append(UInt8(ascii: "{"))
          if tree.subtreeEnd(current) > index + 1 { output.append(0x20) }
          open.append((current, tree.subtreeEnd(current)))
        case .array:
          output.append(UInt8(ascii: "["))
          open.append((current, tree.subtreeEnd(current)))
        case .member:
          break
        default:
          appendSource(current)
        }
        index += 1
      }
      while let last = open.popLast() { closeFlat(last.node) }
    }

    mutating func closeFlat(_ container: NodeID) {
      if tree.kind(container) == .array {
        output.append(UInt8(ascii: "]"))
      } else {
        if tree.subtreeEnd(container) > container.index + 1 { output.append(0x20) }
        output.append(UInt8(ascii: "}"))
      }
    }

    mutating func appendSource(_ node: NodeID) {
      let range = tree.range(node)
      output.append(contentsOf: tree.bytes[range.start..<range.end])
    }

    mutating func newline(level: Int) {
      output.append(0x0A)
      output.append(contentsOf: indentation)
      let unit = style.indentUnit
      for _ in 0..<level { output.append(contentsOf: unit) }
    }

    func indentationWidth(level: Int) -> Int {
      DisplayWidth.of(String(decoding: indentation, as: UTF8.self)[...]) + level
        * style.indentWidth
    }
  }
}
