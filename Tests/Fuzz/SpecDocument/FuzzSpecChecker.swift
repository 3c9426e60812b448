import JSONSyntax
import LanguageService
import SpecAnalysis

/// What the SpecDocument target knows about one input, and the checks every feature's result
/// goes through: ranges inside the document and on character boundaries, edits that do not
/// overlap, and edited documents that still parse. Every check is O(1) per range or O(n) per
/// edited document: the boundaries are read from the bytes, never through a line index built
/// per range.
struct FuzzSpecChecker {
  let document: SpecDocument
  let bytes: [UInt8]
  /// Whether the input is well-formed UTF-8; only then are ranges checked for boundaries (an
  /// editor's text always is; the CLI reads files that may not be).
  let validUTF8: Bool
  /// Whether the document parsed without syntax errors; only then must an edited document too.
  let parses: Bool
  /// Built once per input, for the cursor offsets.
  let lineIndex: LineIndex

  init(document: SpecDocument) {
    self.document = document
    bytes = document.syntax.bytes
    validUTF8 = FuzzSyntaxChecks.isValidUTF8(bytes)
    parses = !document.syntax.hasErrors
    lineIndex = LineIndex(bytes: bytes)
  }

  // MARK: - Cursor offsets

  /// `count` cursor offsets derived from the input (an FNV-1a hash of every byte, so that any
  /// mutation moves them), each one a client could send: a UTF-16 position converted to a
  /// UTF-8 offset by the line index, as the server converts it. Checks that the conversion
  /// lands on a character boundary and is stable.
  func cursorOffsets(count: Int) -> [Int] {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    var offsets: [Int] = []
    for _ in 0..<count {
      hash = hash &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let raw = Int((hash >> 33) % UInt64(bytes.count + 1))
      let position = lineIndex.position(ofUTF8Offset: raw, in: .utf16)
      let offset = lineIndex.utf8Offset(of: position, in: .utf16)
      checkOffset(offset, what: "cursor from \(raw)")
      guard lineIndex.position(ofUTF8Offset: offset, in: .utf16) == position else {
        fatalError("cursor \(raw) -> \(position) -> \(offset) does not round-trip")
      }
      offsets.append(offset)
    }
    return offsets
  }

  // MARK: - Ranges and edits

  /// `range` is ordered, inside the document and, for valid UTF-8, starts and ends on scalar
  /// boundaries, which are also UTF-16 boundaries (a UTF-16 position can only split a scalar
  /// outside the BMP, which starts at a UTF-8 lead byte).
  func checkRange(_ range: ByteRange, what: @autoclosure () -> String) {
    guard 0 <= range.start, range.start <= range.end, range.end <= bytes.count else {
      fatalError("\(what()) range \(range) outside 0..<\(bytes.count)")
    }
    guard validUTF8 else { return }
    guard isBoundary(range.start), isBoundary(range.end) else {
      fatalError("\(what()) range \(range) splits a character")
    }
  }

  /// `offset` is inside the document and, for valid UTF-8, on a scalar boundary.
  func checkOffset(_ offset: Int, what: @autoclosure () -> String) {
    checkRange(ByteRange(start: offset, end: offset), what: what())
  }

  /// Whether `offset` (inside the document) is not inside a UTF-8 sequence.
  func isBoundary(_ offset: Int) -> Bool {
    offset == bytes.count || bytes[offset] & 0xC0 != 0x80
  }

  /// Every edit's range is well placed, the edits do not overlap (insertions at one offset
  /// may share it), and every new text is well-formed (it is a `String`).
  func checkEdits(_ edits: [TextEdit], what: @autoclosure () -> String) {
    for edit in edits { checkRange(edit.range, what: what()) }
    guard edits.count > 1 else { return }
    let sorted = edits.map(\.range).sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    for (previous, next) in zip(sorted, sorted.dropFirst()) where previous.end > next.start {
      fatalError("\(what()) edits overlap: \(previous) and \(next)")
    }
  }

  /// The document with `edits` applied parses without syntax errors when the document did.
  /// Returns the edited document's tree, or nil when the document did not parse: then the
  /// edits are applied but nothing is asked of the result, so it is not parsed (on mutated
  /// inputs, most of which have syntax errors, that parse took a quarter of the time).
  @discardableResult
  func checkApplied(_ edits: [TextEdit], what: @autoclosure () -> String) -> SyntaxTree? {
    let edited = TextEdit.apply(edits, to: bytes)
    guard parses else { return nil }
    let tree = SyntaxTree(bytes: edited, options: document.syntax.options)
    if tree.hasErrors {
      let text = String(decoding: edited, as: UTF8.self)
      fatalError("\(what()) leaves a syntax error (\(tree.errors[0])): \(text)")
    }
    return tree
  }
}
