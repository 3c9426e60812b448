import Testing

@testable import JSONSyntax

/// `SyntaxTree(bytes:options:keys:editing:change:)` parses only the value around an edit and
/// keeps the other nodes. Whenever it gives a tree, that tree must be the whole parse's, node
/// for node; whenever it declines, `previous` must be left alone.
@Suite struct EditedTreeTests {
  let keys = KeyTable(["a", "id", "kind", "中", "backgroundColor", "keyframes"])

  /// Chains of random edits on clean generated documents (CJK text, emoji, long numbers,
  /// deep nesting), each edited tree compared with the whole parse; half the time the
  /// previous tree is shared, so that the nodes are copied instead of edited in place.
  @Test func editedTreesEqualWholeParses() throws {
    var generator = Generator(state: 11)
    var spliced = 0
    var declined = 0
    for document in 0..<60 {
      var text = ""
      cleanValue(depth: 0, generator: &generator, into: &text)
      var bytes = Array(text.utf8)
      var tree: SyntaxTree? = SyntaxTree(bytes: bytes, keys: keys)
      try #require(tree!.errors.isEmpty, "\(text)")
      for step in 0..<25 {
        let edited = randomEdit(of: tree!, generator: &generator)
        let change = ByteChange(from: bytes, to: edited)
        let shared = step % 2 == 0 ? tree : nil
        let whole = SyntaxTree(bytes: edited, keys: keys)
        let result = withExtendedLifetime(shared) {
          SyntaxTree(bytes: edited, options: .json, keys: keys, editing: &tree, change: change)
        }
        if let result {
          #expect(tree == nil)
          #expect(dump(result) == dump(whole), "document \(document) step \(step)")
          spliced += 1
          tree = result
        } else {
          #expect(tree != nil)
          declined += 1
          tree = whole
        }
        bytes = edited
        // Back to a clean document when the edit broke it, so that the chain goes on.
        if !whole.errors.isEmpty {
          bytes = Array(text.utf8)
          tree = SyntaxTree(bytes: bytes, keys: keys)
        } else {
          text = String(decoding: bytes, as: UTF8.self)
        }
      }
    }
    #expect(spliced > 100)
    #expect(declined > 100)
  }

  /// A value nested seven levels deep under a limit of eight: an edit inside it parses it
  /// with the depth it has in the document, so an eighth level is kept and a ninth is
  /// skipped (and reported) as in the whole parse.
  @Test func editsDeepInsideKeepTheDepthLimit() throws {
    let options = ParseOptions(maximumDepth: 8)
    func nested(_ inner: String) -> [UInt8] {
      Array((String(repeating: "[", count: 6) + inner + String(repeating: "]", count: 6)).utf8)
    }
    let original = nested("[1]")
    for (inner, accepted) in [("[[2]]", true), ("[[[2]]]", false)] {
      var tree: SyntaxTree? = SyntaxTree(bytes: original, options: options, keys: keys)
      try #require(tree!.errors.isEmpty)
      let bytes = nested(inner)
      let change = ByteChange(from: original, to: bytes)
      let result = SyntaxTree(
        bytes: bytes, options: options, keys: keys, editing: &tree, change: change)
      let whole = SyntaxTree(bytes: bytes, options: options, keys: keys)
      #expect(whole.errors.isEmpty == accepted)
      #expect((result != nil) == accepted, "\(inner)")
      if let result { #expect(dump(result) == dump(whole)) }
    }
  }

  /// The change of a one-character edit, and of identical documents.
  @Test func changeIsBetweenTheCommonPrefixAndSuffix() {
    let old = Array(#"{"a": "名前", "b": 12345678901}"#.utf8)
    let new = Array(#"{"a": "名前😀", "b": 12345678901}"#.utf8)
    let change = ByteChange(from: old, to: new)
    #expect(change.oldRange == ByteRange(start: 13, end: 13))
    #expect(change.newRange == ByteRange(start: 13, end: 17))
    #expect(change.delta == 4)
    let same = ByteChange(from: old, to: old)
    #expect(same.oldRange == ByteRange(start: old.count, end: old.count))
    // A repeated byte: the suffix never overlaps the prefix.
    let doubled = ByteChange(from: Array("aa".utf8), to: Array("aaa".utf8))
    #expect(doubled.oldRange == ByteRange(start: 2, end: 2))
    #expect(doubled.newRange == ByteRange(start: 2, end: 3))
  }

  // MARK: - Helpers

  /// Well-formed JSON without repeated keys: objects, arrays, CJK and emoji strings, numbers
  /// (some too long for a node, so in the side table).
  private func cleanValue(depth: Int, generator: inout Generator, into text: inout String) {
    switch generator.next(depth > 4 ? 3 : 6) {
    case 0:
      let scalars = [#""s""#, #""名前""#, #""😀 x""#, #""a\nb""#, "true", "false", "null"]
      text += scalars[generator.next(scalars.count)]
    case 1, 2:
      let numbers = ["1", "2.5", "-0", "41.4", "1e3", "123456789012345678", "0.1"]
      text += numbers[generator.next(numbers.count)]
    case 3, 4:
      text += "{"
      let names = [#""a""#, #""id""#, #""kind""#, #""中""#, #""keyframes""#, #""z😀""#]
      var used = Set<Int>()
      for _ in 0..<generator.next(5) {
        let name = generator.next(names.count)
        guard used.insert(name).inserted else { continue }
        text += used.count > 1 ? ", " : " "
        text += names[name] + ": "
        cleanValue(depth: depth + 1, generator: &generator, into: &text)
      }
      text += " }"
    default:
      text += "["
      for index in 0..<generator.next(6) {
        text += index > 0 ? ",\n   " : ""
        cleanValue(depth: depth + 1, generator: &generator, into: &text)
      }
      text += "]"
    }
  }

  /// A value replaced by another clean one (so the node count changes), a piece inserted, a
  /// few bytes deleted or a digit changed, at a character boundary.
  private func randomEdit(of tree: SyntaxTree, generator: inout Generator) -> [UInt8] {
    let bytes = tree.bytes
    var offset = generator.next(bytes.count + 1)
    while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
    var edited = bytes
    switch generator.next(4) {
    case 3:
      let values = tree.allNodes.filter { ![.member, .key].contains(tree.kind($0)) }
      let range = tree.range(values[generator.next(values.count)])
      var text = ""
      cleanValue(depth: 2, generator: &generator, into: &text)
      edited.replaceSubrange(range.start..<range.end, with: text.utf8)
    case 0:
      edited.insert(contentsOf: pieces[generator.next(pieces.count)].utf8, at: offset)
    case 1 where offset < bytes.count:
      var end = offset + 1 + generator.next(3)
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      edited.removeSubrange(offset..<min(end, bytes.count))
    default:
      guard let digit = bytes[offset...].firstIndex(where: { (0x30...0x39).contains($0) }) else {
        break
      }
      edited[digit] = UInt8(0x30 + generator.next(10))
    }
    return edited
  }
}
