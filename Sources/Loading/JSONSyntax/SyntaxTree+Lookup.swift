// MARK: - Lookup by position

extension SyntaxTree {
  /// The deepest node at UTF-8 `offset`: one whose range contains it, or, when none does, one
  /// that ends exactly there (so a cursor right after `tru` or `"ab` finds that token).
  /// Unclosed containers reach to the end of their parent (the document for the root).
  /// O(depth x children on the way).
  public func node(at offset: Int) -> NodeID? {
    guard let root, touches(root, offset, parentEnd: bytes.count) else { return nil }
    var current = root
    var currentEnd = effectiveEnd(root, parentEnd: bytes.count)
    while true {
      var candidate: NodeID?
      for child in children(current) {
        let range = range(child)
        if range.start > offset { break }
        let end = effectiveEnd(child, parentEnd: currentEnd)
        if offset < end {
          candidate = child
          break
        }
        if offset == end { candidate = child }
      }
      guard let next = candidate else { return current }
      currentEnd = effectiveEnd(next, parentEnd: currentEnd)
      current = next
    }
  }

  /// The path from the root to `node`: the keys of the members and the indices of the array
  /// elements on the way. A member and its key and value share the member's path.
  /// O(depth + sum of the indices).
  public func path(to node: NodeID) -> [PathComponent] {
    var components: [PathComponent] = []
    var current = node
    while let parent = parent(current) {
      switch kind(parent) {
      case .member:
        break
      case .object:
        components.append(.key(stringValue(key(of: current)) ?? ""))
      default:
        var index = 0
        for child in children(parent) {
          if child == current { break }
          index += 1
        }
        components.append(.index(index))
      }
      current = parent
    }
    return components.reversed()
  }

  /// The end used for lookups: an unclosed container reaches to `parentEnd`.
  func effectiveEnd(_ node: NodeID, parentEnd: Int) -> Int {
    flags(node).contains(.unclosed) ? max(range(node).end, parentEnd) : range(node).end
  }

  private func touches(_ node: NodeID, _ offset: Int, parentEnd: Int) -> Bool {
    range(node).start <= offset && offset <= effectiveEnd(node, parentEnd: parentEnd)
  }

  // MARK: - Tokens between nodes

  /// The first significant token at or after `offset` (which must be a token boundary), or
  /// nil when there is none before `limit`.
  func firstSignificantToken(from offset: Int, before limit: Int) -> Token? {
    var lexer = Lexer(bytes: bytes, options: options)
    lexer.reportsErrors = false
    lexer.position = offset
    let token = lexer.nextSignificant()
    return token.kind == .endOfInput || token.range.start >= limit ? nil : token
  }

  /// Whether a comma token lies between the token boundaries `start` and `end`.
  func hasComma(from start: Int, to end: Int) -> Bool {
    var lexer = Lexer(bytes: bytes, options: options)
    lexer.reportsErrors = false
    lexer.position = start
    while true {
      let token = lexer.nextSignificant()
      if token.kind == .endOfInput || token.range.start >= end { return false }
      if token.kind == .comma { return true }
    }
  }

  /// The colon of a member, when it has one.
  public func colon(of member: NodeID) -> ByteRange? {
    guard flags(member).contains(.hasColon) else { return nil }
    return firstSignificantToken(from: range(key(of: member)).end, before: bytes.count)?.range
  }
}
