import JSONSyntax

/// Whether two syntax trees hold the same JSON value, as the printer must keep it: objects as
/// ordered members (duplicates kept), numbers by their source bytes (the printer keeps them),
/// strings and keys by their decoded value, a missing or invalid value equal only to another.
///
/// Walks both trees at once without building values: O(nodes), and a string is decoded only
/// when its bytes differ from the other's (equal bytes decode equally). Recursion is bounded
/// by the parser's maximum depth.
enum FuzzValueComparison {
  /// Whether the roots of `left` and `right` have the same value (two empty trees do).
  static func sameValue(_ left: SyntaxTree, _ right: SyntaxTree) -> Bool {
    switch (left.root, right.root) {
    case (nil, nil): return true
    case (let a?, let b?): return sameValue(a, in: left, b, in: right)
    default: return false
    }
  }

  /// Whether node `a` of `left` and node `b` of `right` have the same value.
  static func sameValue(_ a: NodeID, in left: SyntaxTree, _ b: NodeID, in right: SyntaxTree)
    -> Bool
  {
    let kind = normalizedKind(left.kind(a))
    guard kind == normalizedKind(right.kind(b)) else { return false }
    switch kind {
    case .object:
      return sameMembers(a, in: left, b, in: right)
    case .array:
      var leftChildren = left.children(a).makeIterator()
      var rightChildren = right.children(b).makeIterator()
      while true {
        switch (leftChildren.next(), rightChildren.next()) {
        case (nil, nil): return true
        case (let x?, let y?): guard sameValue(x, in: left, y, in: right) else { return false }
        default: return false
        }
      }
    case .string:
      return sameString(a, in: left, b, in: right)
    case .number:
      return sameBytes(left.range(a), in: left, right.range(b), in: right)
    default:
      return true  // true, false, null, invalid: the kind is the value
    }
  }

  /// The members of two objects pairwise: equal keys and equal values (a missing value is
  /// invalid).
  private static func sameMembers(
    _ a: NodeID, in left: SyntaxTree, _ b: NodeID, in right: SyntaxTree
  ) -> Bool {
    var leftMembers = left.members(of: a).makeIterator()
    var rightMembers = right.members(of: b).makeIterator()
    while true {
      switch (leftMembers.next(), rightMembers.next()) {
      case (nil, nil):
        return true
      case (let x?, let y?):
        guard sameString(left.key(of: x), in: left, right.key(of: y), in: right) else {
          return false
        }
        switch (left.value(of: x), right.value(of: y)) {
        case (nil, nil): continue
        case (let v?, let w?): guard sameValue(v, in: left, w, in: right) else { return false }
        case (let v?, nil): guard normalizedKind(left.kind(v)) == .invalid else { return false }
        case (nil, let w?): guard normalizedKind(right.kind(w)) == .invalid else { return false }
        }
      default:
        return false
      }
    }
  }

  /// Two strings or keys: the same bytes, or else the same decoded value.
  private static func sameString(
    _ a: NodeID, in left: SyntaxTree, _ b: NodeID, in right: SyntaxTree
  ) -> Bool {
    if sameBytes(left.range(a), in: left, right.range(b), in: right) { return true }
    return (left.stringValue(a) ?? "") == (right.stringValue(b) ?? "")
  }

  /// Whether two ranges hold the same bytes.
  private static func sameBytes(
    _ a: ByteRange, in left: SyntaxTree, _ b: ByteRange, in right: SyntaxTree
  ) -> Bool {
    a.length == b.length && left.bytes[a.start..<a.end].elementsEqual(right.bytes[b.start..<b.end])
  }

  /// Keys compare as strings; members and invalid nodes are both "invalid".
  private static func normalizedKind(_ kind: NodeKind) -> NodeKind {
    switch kind {
    case .key: .string
    case .member, .invalid: .invalid
    default: kind
    }
  }
}
