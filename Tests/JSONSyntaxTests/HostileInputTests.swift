import JSONSyntax
import Testing

@Test func millionDeepNestingIsBounded() {
  let depth = 1_000_000
  let unclosed = SyntaxTree(bytes: [UInt8](repeating: UInt8(ascii: "["), count: depth))
  #expect(unclosed.errors.map(\.code).contains(.nestingTooDeep))
  #expect(unclosed.nodeCount == ParseOptions.json.maximumDepth + 1)
  let closed = SyntaxTree(
    bytes: [UInt8](repeating: UInt8(ascii: "["), count: depth)
      + [UInt8](repeating: UInt8(ascii: "]"), count: depth))
  #expect(closed.errors.map(\.code) == [.nestingTooDeep])
  let objects = SyntaxTree(text: String(repeating: #"{"a":"#, count: depth))
  #expect(objects.errors.contains { $0.code == .nestingTooDeep })
  #expect(objects.node(at: 1_000) != nil)
  #expect(objects.path(to: objects.node(at: 1_000)!).count > 100)
}

@Test func hundredMegabyteSingleLineDocument() {
  // One long string: the lexer's 8-bytes-at-a-time path; then a long array of small numbers.
  var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000_000)
  bytes[0] = UInt8(ascii: "[")
  bytes[1] = UInt8(ascii: "\"")
  bytes[bytes.count - 2] = UInt8(ascii: "\"")
  bytes[bytes.count - 1] = UInt8(ascii: "]")
  let tree = SyntaxTree(bytes: bytes)
  #expect(tree.errors.isEmpty)
  #expect(tree.nodeCount == 2)
  let index = LineIndex(bytes: bytes)
  #expect(index.lineCount == 1)
  #expect(index.position(ofUTF8Offset: 50_000_000, in: .utf16).column == 50_000_000)

  let numbers = [UInt8]((String(repeating: "1234,", count: 1_000_000) + "5").utf8)
  let array = SyntaxTree(bytes: [UInt8(ascii: "[")] + numbers + [UInt8(ascii: "]")])
  #expect(array.errors.isEmpty)
  #expect(array.nodeCount == 1_000_002)
}

@Test func millionEscapes() {
  let text = "[\"" + String(repeating: #"\n\u00e9"#, count: 500_000) + "\"]"
  let tree = SyntaxTree(text: text)
  #expect(tree.errors.isEmpty)
  let string = tree.children(tree.root!).first!
  #expect(tree.stringValue(string)?.unicodeScalars.count == 1_000_000)
  let bad = SyntaxTree(text: "[\"" + String(repeating: #"\x"#, count: 1_000_000) + "\"]")
  #expect(bad.errors.count == 1_000_000)
}

@Test func invalidUTF8EverywhereNeverCrashes() {
  let valid = Array(#"{"title": "中文 😀", "frame": [0, 0, 320, 44], "kind": "label"} "#.utf8)
  for position in 0...valid.count {
    for bad: [UInt8] in [[0xFF], [0xC3], [0xE4, 0xB8], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80]] {
      let bytes = Array(valid[0..<position]) + bad + Array(valid[position...])
      let tree = SyntaxTree(bytes: bytes)
      #expect(tree.hasErrors)
      #expect(tree.tokens.reduce(0) { $0 + $1.range.length } == bytes.count)
      _ = tree.cursorContext(at: position)
      _ = LineIndex(bytes: bytes).position(ofUTF8Offset: position + 1, in: .utf16)
    }
  }
}
