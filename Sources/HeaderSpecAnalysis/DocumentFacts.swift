import JSONSyntax

/// Facts about every node of a document, computed in one pass and shared by the lowering and
/// the schema check: each key's number in the schema's `KeyVocabulary` and each number's
/// value, so neither decodes a key or parses a number twice. Arrays are indexed by node.
struct DocumentFacts: Sendable {
  /// Per node: the key's vocabulary number; -1 for an unknown key, -2 for other nodes.
  let keyNumbers: [Int16]
  /// Per node: the number's value; NaN for other nodes and invalid numbers.
  let numbers: [Double]
  /// Whether some object repeats a key (then only the last occurrence counts, as in JSON
  /// readers and JSON Schema validators that read the document into a map).
  let hasDuplicateKeys: Bool

  init(tree: SyntaxTree, vocabulary: KeyVocabulary) {
    let count = tree.nodeCount
    var keys = [Int16](repeating: -2, count: count)
    var numbers = [Double](repeating: .nan, count: count)
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
    self.hasDuplicateKeys = tree.errors.contains { $0.code == .duplicateKey }
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
