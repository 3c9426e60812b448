import JSONSyntax
import SpecAnalysis

/// The properties of a syntax tree that the JSONSyntax and SpecDocument targets check, one
/// function per property; each is O(n) in the input's bytes and nodes.
enum FuzzSyntaxChecks {
  /// Runs every check on one input: the tree covers it, every range is well placed, and the
  /// printer keeps the value and is idempotent.
  static func check(_ bytes: [UInt8], options: ParseOptions) {
    let tree = SyntaxTree(bytes: bytes, options: options)
    checkTree(tree)
    checkPrinter(tree)
  }

  /// The tokens cover every byte, and every node and error range lies inside the document,
  /// on UTF-8 scalar boundaries when the input is valid UTF-8.
  static func checkTree(_ tree: SyntaxTree) {
    checkTokens(tree)
    let bytes = tree.bytes
    let validUTF8 = isValidUTF8(bytes)
    for node in 0..<Int32(tree.nodeCount) {
      checkRange(tree.range(NodeID(node)), in: bytes, boundaries: validUTF8, what: "node")
    }
    for error in tree.errors {
      checkRange(error.range, in: bytes, boundaries: validUTF8, what: "error")
    }
  }

  /// The tokens cover every byte, in order, without gaps, overlaps or empty tokens.
  static func checkTokens(_ tree: SyntaxTree) {
    var offset = 0
    for token in tree.tokens {
      guard token.range.start == offset, token.range.end > token.range.start else {
        fatalError("token \(token) does not continue at \(offset)")
      }
      offset = token.range.end
    }
    guard offset == tree.bytes.count else {
      fatalError("tokens end at \(offset), the input has \(tree.bytes.count) bytes")
    }
  }

  /// A range is ordered, inside the document and, with `boundaries`, on scalar boundaries.
  static func checkRange(_ range: ByteRange, in bytes: [UInt8], boundaries: Bool, what: String) {
    guard 0 <= range.start, range.start <= range.end, range.end <= bytes.count else {
      fatalError("\(what) range \(range) outside 0..<\(bytes.count)")
    }
    guard boundaries else { return }
    if range.start < bytes.count, bytes[range.start] & 0xC0 == 0x80 {
      fatalError("\(what) range \(range) splits a UTF-8 sequence at \(range.start)")
    }
    if range.end < bytes.count, bytes[range.end] & 0xC0 == 0x80 {
      fatalError("\(what) range \(range) splits a UTF-8 sequence at \(range.end)")
    }
  }

  /// Printing keeps the value, its output parses without errors, and printing that output
  /// again gives the same bytes. Nothing to check when the printer declines (errors,
  /// comments).
  static func checkPrinter(_ tree: SyntaxTree) {
    guard let printed = try? JSONPrinter.printedBytes(tree) else { return }
    let reparsed = SyntaxTree(bytes: printed, options: tree.options)
    guard !reparsed.hasErrors else { fatalError("printed output does not parse") }
    guard FuzzValueComparison.sameValue(tree, reparsed) else {
      fatalError("printing changed the value")
    }
    guard (try? JSONPrinter.printedBytes(reparsed)) == printed else {
      fatalError("printing is not idempotent")
    }
  }

  /// Whether `bytes` are well-formed UTF-8 (without building a string).
  static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}
