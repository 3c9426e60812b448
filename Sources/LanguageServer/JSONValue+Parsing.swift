import JSONSyntax

extension JSONValue {
  /// Decodes a message body. Nil unless `utf8` is one well-formed JSON value in well-formed
  /// UTF-8 (a duplicate key is accepted, the first occurrence wins). O(n).
  public init?(utf8 bytes: [UInt8]) {
    let tree = SyntaxTree(bytes: bytes)
    guard !tree.hasErrors, let root = tree.root else { return nil }
    self = JSONValue.convert(root, in: tree)
  }

  /// Decodes a string of JSON text.
  public init?(text: String) { self.init(utf8: Array(text.utf8)) }

  /// The value of `node`; recursion is bounded by the parser's maximum depth (512). A number
  /// beyond a `Double`'s range (an invalid number node) is +-infinity, by its sign.
  static func convert(_ node: NodeID, in tree: SyntaxTree) -> JSONValue {
    switch tree.kind(node) {
    case .object:
      var members: [(String, JSONValue)] = []
      var seen = Set<String>()
      for member in tree.members(of: node) {
        guard let key = tree.stringValue(tree.key(of: member)), let value = tree.value(of: member),
          seen.insert(key).inserted
        else { continue }
        members.append((key, convert(value, in: tree)))
      }
      return .object(members)
    case .array:
      return .array(tree.children(node).map { convert($0, in: tree) })
    case .string, .key: return .string(tree.stringValue(node) ?? "")
    case .number:
      if let value = tree.numberValue(node) { return .number(value) }
      return .number(
        tree.bytes[tree.range(node).start] == UInt8(ascii: "-") ? -.infinity : .infinity)
    case .true: return .bool(true)
    case .false: return .bool(false)
    case .null, .member, .invalid: return .null
    }
  }
}
