import JSONSyntax

/// Facts about every node of a document, computed in one pass and shared by the lowering and
/// the schema check: each key's number in the schema's `KeyVocabulary` and each number's
/// value, so neither decodes a key or parses a number twice, and child links, so walking
/// children copies nothing. Arrays are indexed by node.
struct DocumentFacts: Sendable {
  /// Per node: the key's vocabulary number; -1 for an unknown key, -2 for other nodes.
  let keyNumbers: [Int16]
  /// Per node: the number's value; NaN for other nodes and invalid numbers.
  let numbers: [Double]
  /// Per node: its first child's index, -1 when it has none.
  let firstChildren: [Int32]
  /// Per node: its next sibling's index, -1 when it is the last child.
  let nextSiblings: [Int32]
  /// Whether some object repeats a key (then only the last occurrence counts, as in JSON
  /// readers and JSON Schema validators that read the document into a map).
  let hasDuplicateKeys: Bool

  init(tree: SyntaxTree, vocabulary: KeyVocabulary) {
    let count = tree.nodeCount
    var keys = [Int16](repeating: -2, count: count)
    var numbers = [Double](repeating: .nan, count: count)
    // Nodes are in pre-order: a node's first child directly follows it, and a child's next
    // sibling starts where the child's subtree ends, if that is still inside the parent's.
    let first = [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
      for index in 0..<count {
        let child = Int32(index + 1)
        buffer[index] = child < tree.subtreeEnd(NodeID(Int32(index))) ? child : -1
      }
      initialized = count
    }
    let next = [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
      for index in 0..<count {
        let node = NodeID(Int32(index))
        let end = tree.subtreeEnd(node)
        if let parent = tree.parent(node), end < tree.subtreeEnd(parent) {
          buffer[index] = end
        } else {
          buffer[index] = -1
        }
      }
      initialized = count
    }
    tree.bytes.withUnsafeBufferPointer { bytes in
      for index in 0..<count {
        let node = NodeID(Int32(index))
        switch tree.kind(node) {
        case .key:
          keys[index] = Self.keyNumber(node, tree, bytes, vocabulary)
        case .number:
          numbers[index] = tree.numberValue(node) ?? .nan
        default:
          break
        }
      }
    }
    self.keyNumbers = keys
    self.numbers = numbers
    self.firstChildren = first
    self.nextSiblings = next
    self.hasDuplicateKeys = tree.errors.contains { $0.code == .duplicateKey }
  }

  /// The first child of a node (a member, an element, a member's key).
  func firstChild(_ node: NodeID) -> NodeID? {
    let child = firstChildren[Int(node.index)]
    return child < 0 ? nil : NodeID(child)
  }

  /// The next child of the same parent.
  func nextSibling(_ node: NodeID) -> NodeID? {
    let sibling = nextSiblings[Int(node.index)]
    return sibling < 0 ? nil : NodeID(sibling)
  }

  /// The key's vocabulary number, or -1.
  func key(_ node: NodeID) -> Int { Int(keyNumbers[Int(node.index)]) }

  /// The number's value, nil for other nodes.
  func number(_ node: NodeID) -> Double? {
    let value = numbers[Int(node.index)]
    return value.isNaN ? nil : value
  }

  private static func keyNumber(
    _ node: NodeID, _ tree: SyntaxTree, _ bytes: UnsafeBufferPointer<UInt8>,
    _ vocabulary: KeyVocabulary
  ) -> Int16 {
    let flags = tree.flags(node)
    if flags.contains(.invalid) { return -1 }
    if flags.contains(.hasEscapes) || flags.contains(.unterminated) {
      return Int16(tree.stringValue(node).flatMap(vocabulary.number(of:)) ?? -1)
    }
    let range = tree.range(node)
    guard range.length >= 2 else { return -1 }
    return Int16(vocabulary.number(ofUTF8: bytes[(range.start + 1)..<(range.end - 1)]) ?? -1)
  }
}
