/// A parsed JSON document: every node with its UTF-8 range, and every error. Parsing never
/// fails; half-typed input gives a tree with missing pieces and errors that say what is missing.
///
/// Nodes live in one array addressed by `NodeID`, in pre-order. Building the tree is O(n) in
/// the document's bytes with no recursion.
///
///     let tree = SyntaxTree(text: #"{"a": [1, 2]}"#)
///     tree.root                              // the object
///     tree.errors                            // []
///     tree.value(of: tree.members(of: tree.root!).first!)  // the array
public struct SyntaxTree: Sendable {
  /// The document's bytes; node and error ranges are offsets into these.
  public let bytes: [UInt8]
  /// The options it was parsed with.
  public let options: ParseOptions
  /// Every error, sorted by start offset, at most one per start offset.
  public let errors: [SyntaxError]
  /// Whether any problem has severity `.error` (a duplicate key alone is only a warning).
  public var hasErrors: Bool { errors.contains { $0.code.severity == .error } }
  /// Whether the document contains a comment (allowed or not).
  public let hasComments: Bool
  /// The nodes, in pre-order; a `NodeID` is an index here.
  let nodes: [NodeRecord]

  /// Parses `text` (its UTF-8 bytes).
  public init(text: String, options: ParseOptions = .json) {
    self.init(bytes: Array(text.utf8), options: options)
  }

  /// Parses UTF-8 `bytes` (which may be ill-formed; that is reported). Must be under 2 GiB.
  public init(bytes: [UInt8], options: ParseOptions = .json) {
    precondition(bytes.count < Int(Int32.max), "documents must be smaller than 2 GiB")
    var parser = Parser(bytes: bytes, options: options)
    parser.parse()
    self.bytes = bytes
    self.options = options
    self.nodes = parser.nodes
    self.errors = SyntaxTree.normalized(parser.lexer.errors)
    self.hasComments = parser.lexer.sawComment
  }

  // MARK: - Structure

  /// The root value, or nil for a document without one (empty, only whitespace or garbage).
  public var root: NodeID? { nodes.count == 0 ? nil : NodeID(0) }

  /// The number of nodes.
  public var nodeCount: Int { nodes.count }

  /// Every node in pre-order (document order of starts).
  public var allNodes: [NodeID] { (0..<Int32(nodes.count)).map(NodeID.init) }

  public func kind(_ node: NodeID) -> NodeKind { nodes[Int(node.index)].kind }

  public func flags(_ node: NodeID) -> NodeFlags { nodes[Int(node.index)].flags }

  /// The node's UTF-8 range: a container from its opening bracket to its closing one (or its
  /// last token when unclosed), a member from its key to its value (or colon, or key).
  public func range(_ node: NodeID) -> ByteRange {
    let record = nodes[Int(node.index)]
    return ByteRange(start: Int(record.start), end: Int(record.end))
  }

  /// The index just past the node's last descendant (nodes are in pre-order): the index of
  /// its next sibling when it has one. A node's children are the nodes from its index + 1 that
  /// are reached by stepping from one child's `subtreeEnd` to the next, up to its own.
  public func subtreeEnd(_ node: NodeID) -> Int32 {
    nodes[Int(node.index)].subtreeEnd
  }

  /// The next child of the node's parent, nil for the last one and the root. O(1).
  public func nextSibling(_ node: NodeID) -> NodeID? {
    let record = nodes[Int(node.index)]
    let next = record.subtreeEnd
    guard record.parent >= 0, next < nodes[Int(record.parent)].subtreeEnd else {
      return nil
    }
    return NodeID(next)
  }

  /// The enclosing node, nil for the root.
  public func parent(_ node: NodeID) -> NodeID? {
    let parent = nodes[Int(node.index)].parent
    return parent < 0 ? nil : NodeID(parent)
  }

  /// The direct children in source order: members of an object, elements of an array, key and
  /// value of a member. O(1) to make; iterating is O(children).
  public func children(_ node: NodeID) -> Children { Children(tree: self, parent: node) }

  /// The key of a member.
  public func key(of member: NodeID) -> NodeID { NodeID(member.index + 1) }

  /// The value of a member, nil when it is missing (`{"a": }`, `{"a"}`).
  public func value(of member: NodeID) -> NodeID? {
    let valueIndex = member.index + 2
    return valueIndex < nodes[Int(member.index)].subtreeEnd ? NodeID(valueIndex) : nil
  }

  /// The members of an object (empty for any other node).
  public func members(of object: NodeID) -> Children {
    kind(object) == .object ? children(object) : Children(tree: self, parent: object, empty: true)
  }

  /// The member named `name` (by decoded key; the first one if duplicated).
  public func member(named name: String, in object: NodeID) -> NodeID? {
    members(of: object).first { stringValue(key(of: $0)) == name }
  }

  // MARK: - Values

  /// The decoded value of a string or key node (quotes removed, escapes resolved); nil for
  /// other kinds. A key's name is decoded once, by the parser; a string's value on each call.
  public func stringValue(_ node: NodeID) -> String? {
    let record = nodes[Int(node.index)]
    if record.kind == .key { return record.name }
    guard record.kind == .string else { return nil }
    return StringDecoding.decode(bytes, range(node))
  }

  /// The value of a number node, nil for other kinds and invalid numbers. Never infinite:
  /// numbers out of `Double`'s range are errors and give nil.
  /// O(1): the parser read the value from the number's text.
  public func numberValue(_ node: NodeID) -> Double? {
    let record = nodes[Int(node.index)]
    guard record.kind == .number, !record.flags.contains(.invalid) else { return nil }
    return record.number
  }

  /// The value of a `true` or `false` node.
  public func boolValue(_ node: NodeID) -> Bool? {
    switch kind(node) {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }

  /// The source text of a range (ill-formed UTF-8 repaired with U+FFFD).
  public func text(_ range: ByteRange) -> String {
    String(decoding: bytes[range.start..<range.end], as: UTF8.self)
  }

  /// The source text of a node.
  public func text(_ node: NodeID) -> String { text(range(node)) }

  // MARK: - Tokens

  /// Every token, trivia included, in order; concatenated they give `bytes` back. Computed on
  /// each call by scanning again (O(n)).
  public var tokens: [Token] {
    var lexer = Lexer(bytes: bytes, options: options)
    lexer.reportsErrors = false
    var tokens: [Token] = []
    while true {
      let token = lexer.next()
      if token.kind == .endOfInput { return tokens }
      tokens.append(token)
    }
  }

  /// Errors sorted by start, keeping the first reported one at each start.
  private static func normalized(_ errors: [SyntaxError]) -> [SyntaxError] {
    var sorted = errors
    if !zip(errors, errors.dropFirst()).allSatisfy({ $0.range.start <= $1.range.start }) {
      sorted = errors.enumerated().sorted {
        ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset)
      }.map(\.element)
    }
    var result: [SyntaxError] = []
    result.reserveCapacity(sorted.count)
    for error in sorted where result.last?.range.start != error.range.start {
      result.append(error)
    }
    return result
  }
}
