extension JSONValue {
  /// Reads JSON text. Nil unless `utf8` is one well-formed JSON value in well-formed UTF-8 (a
  /// duplicate key is accepted, the first occurrence wins). O(n).
  public init?(utf8 bytes: [UInt8]) {
    let tree = SyntaxTree(bytes: bytes)
    guard !tree.hasErrors, let root = tree.root else { return nil }
    self.init(node: root, in: tree)
  }

  /// Reads a string of JSON text (see `init?(utf8:)`).
  public init?(text: String) { self.init(utf8: Array(text.utf8)) }

  /// The value of `node` in `tree`, also in a tree with errors: an invalid node reads as null,
  /// a number beyond a `Double`'s range as +-infinity by its sign, and of duplicate keys the
  /// first wins. Recursion is bounded by the parser's maximum depth (512).
  public init(node: NodeID, in tree: SyntaxTree) {
    switch tree.kind(node) {
    case .object:
      var members: [(String, JSONValue)] = []
      var seen = Set<String>()
      for member in tree.members(of: node) {
        guard let key = tree.stringValue(tree.key(of: member)), let value = tree.value(of: member),
          seen.insert(key).inserted
        else { continue }
        members.append((key, JSONValue(node: value, in: tree)))
      }
      self = .object(members)
    case .array:
      self = .array(tree.children(node).map { JSONValue(node: $0, in: tree) })
    case .string, .key: self = .string(tree.stringValue(node) ?? "")
    case .number:
      if let value = tree.numberValue(node) {
        self = .number(value)
      } else {
        let negative = tree.bytes[tree.range(node).start] == UInt8(ascii: "-")
        self = .number(negative ? -.infinity : .infinity)
      }
    case .true: self = .bool(true)
    case .false: self = .bool(false)
    case .null, .member, .invalid: self = .null
    }
  }
}
