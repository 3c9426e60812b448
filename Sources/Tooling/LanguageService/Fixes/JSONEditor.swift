import JSONSyntax
import SpecAnalysis

/// Text edits on a JSON document that keep it valid and formatted like its surroundings:
/// members inserted at the indentation of their siblings (or on one line in a one-line
/// object), members removed with their comma, elements appended to arrays.
///
/// Comments and ill-formed regions are left as they are; the edits touch only the bytes
/// between siblings.
struct JSONEditor {
  let tree: SyntaxTree

  var bytes: [UInt8] { tree.bytes }

  // MARK: - Finding nodes

  /// The node whose range is exactly `range` (the outermost such node when several share it:
  /// a member's key and a lone key), preferring `kind` when given.
  ///
  /// O(log n + the nodes starting at `range.start`): nodes are numbered in pre-order, so their
  /// starts never decrease with the index, and a binary search finds the first node starting
  /// there. (Descending from the root scans the children on the way: a fix built for each of
  /// n members of one object would then cost O(n) each.)
  func node(exactly range: ByteRange, kind: NodeKind? = nil) -> NodeID? {
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
    var found: NodeID?
    var index = low
    while index < tree.nodeCount {
      let node = NodeID(Int32(index))
      let nodeRange = tree.range(node)
      guard nodeRange.start == range.start else { break }
      if nodeRange == range, kind == nil || tree.kind(node) == kind {
        // The outermost node of `kind` with that range, or with no kind the outermost one.
        if found == nil { found = node }
        if kind != nil { break }
      }
      index += 1
    }
    return found
  }

  // MARK: - Layout facts

  /// The spaces and tabs that start the line containing `offset`.
  func lineIndentation(at offset: Int) -> String {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether only spaces and tabs stand between the start of the line and `offset`.
  func startsLine(_ offset: Int) -> Bool {
    var index = min(offset, bytes.count)
    while index > 0 {
      let byte = bytes[index - 1]
      if byte == 0x0A { return true }
      if byte != 0x20 && byte != 0x09 { return false }
      index -= 1
    }
    return true
  }

  /// Whether `range` spans more than one line.
  func isMultiline(_ range: ByteRange) -> Bool {
    let end = min(range.end, bytes.count)
    guard range.start < end else { return false }
    return bytes[range.start..<end].contains(0x0A)
  }

  /// The document's indentation step: the first indented line's leading whitespace, or two
  /// spaces.
  var indentUnit: String {
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A {
        var end = index + 1
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        if end > index + 1, end < bytes.count, bytes[end] != 0x0A {
          return String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        }
      }
      index += 1
    }
    return "  "
  }

  /// The indentation of the children of `container`: that of its first child on its own line,
  /// else the container's line indentation plus one step.
  func childIndentation(of container: NodeID) -> String {
    for child in tree.children(container) where startsLine(tree.range(child).start) {
      return lineIndentation(at: tree.range(child).start)
    }
    return lineIndentation(at: tree.range(container).start) + indentUnit
  }

  /// `text` (which may span lines) with every line after the first indented by `indent`.
  static func indented(_ text: String, by indent: String) -> String {
    guard !indent.isEmpty else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated().map { $0.offset == 0 ? String($0.element) : indent + $0.element }
      .joined(separator: "\n")
  }

  // MARK: - Edits

  /// Inserts `"key": value` members at the end of `object` (values as JSON text; multi-line
  /// values are indented to the member's level).
  func insertMembers(_ members: [(key: String, valueJSON: String)], into object: NodeID)
    -> [TextEdit]
  {
    let texts = { (indent: String) in
      members.map {
        JSONText.string($0.key) + ": " + Self.indented($0.valueJSON, by: indent)
      }
    }
    return insertChildren(texts, into: object)
  }

  /// Appends elements (JSON texts) at the end of `array`.
  func appendElements(_ elements: [String], to array: NodeID) -> [TextEdit] {
    insertChildren({ indent in elements.map { Self.indented($0, by: indent) } }, into: array)
  }

  /// Inserts children after the last child of a container, one per line in a multi-line
  /// container, separated by `, ` in a one-line one. `texts` receives the children's
  /// indentation. None into a container that is not closed: where it ends is a guess, and its
  /// last byte need not be a bracket (it may be inside a character).
  private func insertChildren(_ texts: (String) -> [String], into container: NodeID)
    -> [TextEdit]
  {
    guard !tree.flags(container).contains(.unclosed) else { return [] }
    let range = tree.range(container)
    let children = Array(tree.children(container))
    let multiline = isMultiline(range)
    let indent = childIndentation(of: container)
    if let last = children.last {
      let end = tree.range(last).end
      let separator = multiline ? ",\n" + indent : ", "
      let lines = texts(multiline ? indent : "")
      return [.insert(lines.map { separator + $0 }.joined(), at: end)]
    }
    var inner = ByteRange(start: range.start + 1, end: max(range.start + 1, range.end - 1))
    // Comments in the empty container stay: the children go after the last of them.
    let kept = bytes[inner.start..<inner.end].lastIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if let kept { inner.start = kept + 1 }
    if multiline {
      let closing = lineIndentation(at: range.end - 1)
      let lines = texts(indent)
      return [
        TextEdit(
          range: inner,
          newText: "\n" + lines.map { indent + $0 }.joined(separator: ",\n") + "\n" + closing)
      ]
    }
    let pad = tree.kind(container) == .object || kept != nil ? " " : ""
    return [
      TextEdit(range: inner, newText: pad + texts("").joined(separator: ", ") + pad)
    ]
  }

  /// Removes a member or element with the comma that separates it from a sibling; the last
  /// child of a container leaves it empty (`{}`, `[]`).
  ///
  /// O(1) but for the last child, whose previous sibling is found by walking the container
  /// (once per container, so removing every member is linear, not quadratic).
  ///
  /// A child on lines of its own goes with its comments (`lines(of:)`): the comment lines
  /// above it and the comment after it on its line; the comments of its neighbours stay.
  func remove(_ child: NodeID) -> [TextEdit] {
    guard let parent = tree.parent(child) else { return [] }
    let range = tree.range(child)
    if let next = tree.nextSibling(child) {
      if let own = lines(of: child), let following = lines(of: next) {
        return [.delete(ByteRange(start: own.leadStart, end: following.leadStart))]
      }
      return [.delete(ByteRange(start: range.start, end: endOfSeparator(after: child, next)))]
    }
    var previous: NodeID?
    for sibling in tree.children(parent) where sibling != child { previous = sibling }
    if let previous {
      guard let comma = separator(between: previous, and: child) else {
        return [.delete(ByteRange(start: tree.range(previous).end, end: range.end))]
      }
      // The previous child's comma goes; the comments before it and on the rest of its line
      // stay (they are the previous child's), and the child goes from the end of that line
      // (with its comment lines) or, on the comma's line, from the comma (the comments
      // between are the child's, as `endOfSeparator` has it).
      let end = lines(of: child)?.contentEnd ?? range.end
      guard let lineEnd = endOfContent(onLineOf: comma.end, before: range.start),
        lineEnd > comma.end
      else {
        return [.delete(ByteRange(start: comma.start, end: end))]
      }
      return [.delete(comma), .delete(ByteRange(start: lineEnd, end: end))]
    }
    let outer = tree.range(parent)
    return [
      TextEdit(
        range: ByteRange(start: outer.start + 1, end: max(outer.start + 1, outer.end - 1)),
        newText: "")
    ]
  }

  /// Where the removal of `child`, on the line of its next sibling `next`, ends: after its
  /// comma and the blanks after it, before a comment there, which is the next sibling's
  /// (`"a": 1, /* why */ "a": 2` keeps `/* why */`). A comment before the comma goes with
  /// `child`.
  private func endOfSeparator(after child: NodeID, _ next: NodeID) -> Int {
    let bytes = tree.bytes
    let end = tree.range(next).start
    var index = tree.range(child).end
    var inComment = false
    while index < end {
      if inComment {
        if bytes[index] == UInt8(ascii: "*"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/")
        {
          inComment = false
          index += 1
        }
      } else if bytes[index] == UInt8(ascii: "/"), index + 1 < end,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        inComment = true
        index += 1
      } else if bytes[index] == UInt8(ascii: "/"), index + 1 < end,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < end, bytes[index] != 0x0A { index += 1 }
      } else if bytes[index] == UInt8(ascii: ",") {
        index += 1
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
      }
      index += 1
    }
    return end
  }
}
