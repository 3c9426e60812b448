import JSONSyntax

/// The comments that belong to a child of a container written one child per line (JSONC):
/// the comment lines directly above it, and the comment after it (and its comma) on its line.
/// Sorting and removing move or delete them with their child.
extension JSONEditor {
  /// Where a child's text and comments lie; offsets are UTF-8.
  struct ChildLines {
    /// The start of the first comment line directly above the child (the child's line start
    /// when there is none).
    var leadStart: Int
    /// The start of the child's line.
    var lineStart: Int
    /// The child itself.
    var body: ByteRange
    /// The comma after the child, if any.
    var comma: ByteRange?
    /// The comment after the child (and its comma) on its line, without the spaces before it.
    var comment: ByteRange?
    /// Just past the child, its comma and its comment: where its line's content ends.
    var contentEnd: Int
  }

  /// The lines of `child`, or nil when it does not stand on lines of its own: something other
  /// than its comma and a comment follows it on its line, or something precedes it.
  func lines(of child: NodeID) -> ChildLines? {
    let body = tree.range(child)
    guard startsLine(body.start) else { return nil }
    var index = skipBlanks(from: body.end)
    var comma: ByteRange?
    if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
      comma = ByteRange(start: index, end: index + 1)
      index = skipBlanks(from: index + 1)
    }
    var comment: ByteRange?
    if let end = commentEnd(at: index) {
      comment = ByteRange(start: index, end: end)
      index = skipBlanks(from: end)
    }
    guard index == bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D else { return nil }
    let lineStart = self.lineStart(of: body.start)
    var leadStart = lineStart
    while leadStart > 0 {
      let lineBreak = leadStart - 1
      let previous = self.lineStart(of: lineBreak)
      guard let end = commentEnd(at: skipBlanks(from: previous)) else { break }
      var rest = skipBlanks(from: end)
      if rest < lineBreak, bytes[rest] == 0x0D { rest += 1 }
      guard rest == lineBreak else { break }
      leadStart = previous
    }
    return ChildLines(
      leadStart: leadStart, lineStart: lineStart, body: body, comma: comma, comment: comment,
      contentEnd: comment?.end ?? comma?.end ?? body.end)
  }

  /// The lines of every child of `container`, or nil when one of them shares a line.
  func lines(ofChildrenOf container: NodeID) -> [ChildLines]? {
    var all: [ChildLines] = []
    for child in tree.children(container) {
      guard let lines = lines(of: child) else { return nil }
      all.append(lines)
    }
    return all
  }

  // MARK: - Scanning

  /// The start of the line holding `offset`.
  func lineStart(of offset: Int) -> Int {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    return start
  }

  /// The first offset from `offset` that is not a space or a tab.
  func skipBlanks(from offset: Int) -> Int {
    var index = offset
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    return index
  }

  /// The end of a comment starting at `offset` that ends on its line: a `//` comment (before
  /// its line break) or a `/* */` comment closed on the same line; nil otherwise.
  func commentEnd(at offset: Int) -> Int? {
    guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "/") else { return nil }
    var index = offset + 2
    if bytes[offset + 1] == UInt8(ascii: "/") {
      while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      return index
    }
    guard bytes[offset + 1] == UInt8(ascii: "*") else { return nil }
    while index + 1 < bytes.count, bytes[index] != 0x0A {
      if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
        return index + 2
      }
      index += 1
    }
    return nil
  }

  /// The comma between `previous` and `child`, past the comments after `previous`; nil when
  /// there is none (a document with a syntax error).
  func separator(between previous: NodeID, and child: NodeID) -> ByteRange? {
    let end = tree.range(child).start
    var index = tree.range(previous).end
    while index < end {
      if let after = commentEnd(anywhereAt: index, before: end) {
        index = after
      } else if bytes[index] == UInt8(ascii: ",") {
        return ByteRange(start: index, end: index + 1)
      } else {
        index += 1
      }
    }
    return nil
  }

  /// Where the content of the line holding `offset` ends (before the blanks at its end), when
  /// a line break comes before `limit`; nil when `limit` is on that line. Comments are skipped
  /// whole, so a line break inside a block comment does not count.
  func endOfContent(onLineOf offset: Int, before limit: Int) -> Int? {
    var index = offset
    var contentEnd = offset
    while index < limit {
      if let after = commentEnd(anywhereAt: index, before: limit) {
        index = after
        contentEnd = after
      } else if bytes[index] == 0x0A || bytes[index] == 0x0D {
        return contentEnd
      } else {
        if bytes[index] != 0x20 && bytes[index] != 0x09 { contentEnd = index + 1 }
        index += 1
      }
    }
    return nil
  }

  /// The end of a `//` comment (before its line break) or a `/* */` comment (past `*/`, on any
  /// line) that starts at `offset`, no further than `limit`; nil when none starts there.
  func commentEnd(anywhereAt offset: Int, before limit: Int) -> Int? {
    guard offset + 1 < limit, bytes[offset] == UInt8(ascii: "/") else { return nil }
    var index = offset + 2
    if bytes[offset + 1] == UInt8(ascii: "/") {
      while index < limit, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      return index
    }
    guard bytes[offset + 1] == UInt8(ascii: "*") else { return nil }
    while index + 1 < limit {
      if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
        return index + 2
      }
      index += 1
    }
    return limit
  }
}
