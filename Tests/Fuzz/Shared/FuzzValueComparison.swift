import JSONSyntax

/// A syntax tree's value for comparisons in the fuzz targets: objects as ordered members
/// (duplicates kept), numbers by their source text (the printer keeps it), strings decoded.
indirect enum FuzzValue: Equatable {
  case object([(String, FuzzValue)])
  case array([FuzzValue])
  case string(String)
  case number(String)
  case bool(Bool)
  case null
  case invalid

  /// The value of a tree's root; `.invalid` for an empty tree.
  init(_ tree: SyntaxTree) {
    guard let root = tree.root else {
      self = .invalid
      return
    }
    self = FuzzValue(root, in: tree)
  }

  /// The value of one node. Recursion is bounded by the parser's maximum depth.
  init(_ node: NodeID, in tree: SyntaxTree) {
    switch tree.kind(node) {
    case .object:
      self = .object(
        tree.members(of: node).map { member in
          let key = tree.stringValue(tree.key(of: member)) ?? ""
          let value = tree.value(of: member).map { FuzzValue($0, in: tree) } ?? .invalid
          return (key, value)
        })
    case .array: self = .array(tree.children(node).map { FuzzValue($0, in: tree) })
    case .string, .key: self = .string(tree.stringValue(node) ?? "")
    case .number: self = .number(tree.text(node))
    case .true: self = .bool(true)
    case .false: self = .bool(false)
    case .null: self = .null
    case .member, .invalid: self = .invalid
    }
  }

  static func == (lhs: FuzzValue, rhs: FuzzValue) -> Bool {
    switch (lhs, rhs) {
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    case (.array(let a), .array(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.null, .null), (.invalid, .invalid): return true
    default: return false
    }
  }
}
