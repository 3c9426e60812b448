import JSONSyntax

/// Completion of a name from a closed list (a device, an orientation, a content size, a layout
/// direction) on a string being typed: empty (`""`, where an editor's auto-closed quotes put
/// the cursor) or partly typed (`"iPh`). Each item replaces the whole string, quotes included,
/// as the values of `"kind": ""` do; only the names that the text between the opening quote
/// and the cursor begins, or begins a word of (`SE` finds `iPhone SE 3rd generation`),
/// ignoring case, are offered.
enum NameCompletion {
  /// What the cursor at UTF-8 `offset` on string `node` replaces and has typed: the string's
  /// range (an unterminated string's only up to the cursor, so what follows it on the line,
  /// such as `]`, stays), and the decoded text from its opening quote to the cursor (empty
  /// when the cursor is before the opening quote or after the closing one).
  static func target(in tree: SyntaxTree, string node: NodeID, at offset: Int) -> (
    range: ByteRange, typed: String
  ) {
    let range = tree.range(node)
    let closes =
      range.length >= 2 && tree.bytes[range.end - 1] == UInt8(ascii: "\"")
      && !tree.flags(node).contains(.unterminated)
    let replaced = closes ? range : ByteRange(start: range.start, end: max(offset, range.start))
    guard range.start < offset, offset < range.end || (!closes && offset == range.end) else {
      return (replaced, "")
    }
    let typed = String(decoding: tree.bytes[(range.start + 1)..<offset], as: UTF8.self)
    return (replaced, typed)
  }

  /// Whether `name` begins with `typed`, or has a word that does (a word starts after a space,
  /// a hyphen or a parenthesis), ignoring case; an empty `typed` matches every name.
  static func matches(_ typed: String, _ name: String) -> Bool {
    let wanted = typed.lowercased()
    guard !wanted.isEmpty else { return true }
    let candidate = name.lowercased()
    if candidate.hasPrefix(wanted) { return true }
    var index = candidate.startIndex
    while let boundary = candidate[index...].firstIndex(where: { " -(".contains($0) }) {
      index = candidate.index(after: boundary)
      if candidate[index...].hasPrefix(wanted) { return true }
    }
    return false
  }
}
