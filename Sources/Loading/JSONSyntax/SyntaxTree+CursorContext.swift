// MARK: - Cursor context

extension SyntaxTree {
  /// Where a cursor at UTF-8 `offset` is: the place to type a key or a value, the enclosing
  /// object and its present keys, and whether commas are missing around the insertion point.
  /// O(depth x children on the way + the members of the enclosing object).
  public func cursorContext(at offset: Int) -> CursorContext {
    let empty = ByteRange(start: offset, end: offset)
    if isInComment(offset) { return CursorContext(position: .none, replacementRange: empty) }
    guard let container = innermostContainer(at: offset) else {
      guard let root else { return CursorContext(position: .root, replacementRange: empty) }
      let range = range(root)
      guard range.touches(offset) else {
        return CursorContext(position: .none, replacementRange: empty)
      }
      return CursorContext(position: .root, node: root, replacementRange: range)
    }
    if kind(container) == .array {
      return arrayContext(container, offset)
    }
    return objectContext(container, offset)
  }

  /// Whether `offset` is inside a comment: after its first byte and, for a block comment,
  /// before its closing `*/` (a line comment goes on up to its line break). Lexes from the end
  /// of the last node before the offset (or the start of the node around it), where no
  /// comment is open: O(children of that node + the bytes up to the offset).
  /// (Tests/Fuzz/Findings/completion-inside-line-comment.json: a key completion between the
  /// two slashes of `//` replaced the first one.)
  func isInComment(_ offset: Int) -> Bool {
    guard hasComments, offset > 0, offset <= bytes.count else { return false }
    var anchor = 0
    if let node = node(at: offset) {
      anchor = range(node).start
      for child in children(node) {
        let end = range(child).end
        if end > offset { break }
        anchor = end
      }
    }
    var lexer = Lexer(bytes: bytes, options: options)
    lexer.reportsErrors = false
    lexer.position = anchor
    while true {
      let token = lexer.next()
      let start = token.range.start
      let end = token.range.end
      if token.kind == .endOfInput || start >= offset { return false }
      switch token.kind {
      case .lineComment where offset <= end: return true
      case .blockComment
      where offset < end || (offset == end && token.flags.contains(.unterminated)):
        return true
      default: if offset < end { return false }
      }
    }
  }

  /// The deepest object or array that the offset is inside (after its opening bracket, and
  /// before its closing bracket or anywhere up to its parent's end when unclosed).
  private func innermostContainer(at offset: Int) -> NodeID? {
    var node = self.node(at: offset)
    while let current = node {
      let kind = kind(current)
      if (kind == .object || kind == .array) && !flags(current).contains(.skipped) {
        let range = range(current)
        if range.start < offset && (offset < range.end || flags(current).contains(.unclosed)) {
          return current
        }
      }
      node = parent(current)
    }
    return nil
  }

  private func arrayContext(_ array: NodeID, _ offset: Int) -> CursorContext {
    var index = 0
    var previous: NodeID?
    var onNode: NodeID?
    var next: NodeID?
    for element in children(array) {
      let range = range(element)
      if range.end < offset || (range.end == offset && kind(element).isContainer) {
        previous = element
        index += 1
      } else if range.start <= offset && offset <= range.end && !kind(element).isContainer {
        onNode = element
      } else if range.start >= offset {
        next = element
        break
      } else {
        previous = element
        index += 1
      }
    }
    var context = CursorContext(
      position: .arrayElement, array: array, elementIndex: index, node: onNode,
      replacementRange: onNode.map { range($0) } ?? ByteRange(start: offset, end: offset),
      previousSibling: previous)
    fillCommas(&context, previous: previous, next: next, offset: offset)
    return context
  }

  private func objectContext(_ object: NodeID, _ offset: Int) -> CursorContext {
    let empty = ByteRange(start: offset, end: offset)
    var previous: NodeID?
    var next: NodeID?
    var context = CursorContext(position: .propertyName, object: object, replacementRange: empty)
    for member in members(of: object) {
      let key = key(of: member)
      let keyRange = range(key)
      if keyRange.start >= offset {
        next = member
        break
      }
      let keyIsOpen = flags(key).contains(.unterminated) || flags(key).contains(.invalid)
      if offset < keyRange.end || (offset == keyRange.end && keyIsOpen) {
        context.position = .inPropertyName
        context.member = member
        context.node = key
        context.replacementRange = keyRange
      } else if let colon = colon(of: member), colon.end <= offset {
        let value = value(of: member)
        let valueEnd = value.map { range($0).end } ?? Int.max
        let memberEnd = value == nil ? nextMemberStart(after: member, in: object) : valueEnd
        if offset <= memberEnd {
          context.position = .propertyValue
          context.member = member
          if let value, range(value).start <= offset, !kind(value).isContainer {
            context.node = value
            context.replacementRange = range(value)
          }
        }
      } else if offset <= range(member).end || colon(of: member) == nil && offset == keyRange.end {
        context.position = .none
        context.member = member
      }
      if context.member == member { continue }
      previous = member
    }
    context.presentKeys = members(of: object).compactMap { member in
      member == context.member ? nil : stringValue(key(of: member))
    }
    if context.position == .propertyName {
      context.previousSibling = previous
      fillCommas(&context, previous: previous, next: next, offset: offset)
    } else if context.position == .inPropertyName {
      context.previousSibling = previous
      let keyRange = context.replacementRange
      context.needsCommaBefore =
        previous.map { !hasComma(from: range($0).end, to: keyRange.start) } ?? false
    }
    return context
  }

  /// Where the member after `member` starts, or the end of `object` (any offset if unclosed).
  private func nextMemberStart(after member: NodeID, in object: NodeID) -> Int {
    if let next = nextSibling(member), next.index < subtreeEnd(object) {
      return range(next).start
    }
    return flags(object).contains(.unclosed) ? Int.max : range(object).end
  }

  private func fillCommas(
    _ context: inout CursorContext, previous: NodeID?, next: NodeID?, offset: Int
  ) {
    let start = context.replacementRange.start
    let end = context.replacementRange.end
    if let previous {
      context.needsCommaBefore = !hasComma(
        from: range(previous).end, to: max(start, range(previous).end))
    }
    if let next {
      context.needsCommaAfter = !hasComma(from: end, to: range(next).start)
    }
  }
}
