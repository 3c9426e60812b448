import JSONSyntax

/// What the lowering and the schema check read about nodes: each key's number in the schema's
/// vocabulary and each number's value, both stored in the syntax tree by the parse (a tree
/// parsed with `SchemaCatalog.vocabulary`), so neither decodes a key or parses a number.
struct DocumentFacts: Sendable {
  let tree: SyntaxTree
  /// Whether some object repeats a key (then only the last occurrence counts, as in JSON
  /// readers and JSON Schema validators that read the document into a map).
  let hasDuplicateKeys: Bool

  /// The facts of `tree`, which must have been parsed with the catalog's vocabulary.
  init(tree: SyntaxTree) {
    self.tree = tree
    self.hasDuplicateKeys = tree.errors.contains { $0.code == .duplicateKey }
  }

  /// The key's vocabulary number; -1 for an unknown or unquoted key and for other nodes.
  @inline(__always)
  func key(_ node: NodeID) -> Int { tree.keyNumber(node) }

  /// The number's value, nil for other nodes and invalid numbers.
  @inline(__always)
  func number(_ node: NodeID) -> Double? { tree.numberValue(node) }
}
