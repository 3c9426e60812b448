import JSONSyntax
import TestSupport
import Testing

@Test func parsesValidDocument() {
  let tree = SyntaxTree(
    text: #"{"a": [1, 2.5e3, -0], "b": {"c": true, "d": false, "e": null}, "f": "x\n"}"#)
  #expect(tree.errors.isEmpty)
  #expect(
    render(tree)
      == #"object(member(key:"a" array(number:1 number:2.5e3 number:-0)) "#
      + #"member(key:"b" object(member(key:"c" true:true) member(key:"d" false:false) member(key:"e" null:null))) "#
      + #"member(key:"f" string:"x\n"))"#)
  let root = tree.root!
  let f = tree.member(named: "f", in: root)!
  #expect(tree.stringValue(tree.value(of: f)!) == "x\n")
  let a = tree.value(of: tree.member(named: "a", in: root)!)!
  #expect(tree.children(a).map { tree.numberValue($0) } == [1, 2500, 0])
  #expect(tree.range(a) == ByteRange(start: 6, end: 20))
}

@Test func decodesEscapesAndSurrogates() {
  let tree = SyntaxTree(text: #"["\u00e9\ud83d\ude00\t\/\"\\", "\ud800", "中文"]"#)
  #expect(tree.errors.isEmpty)
  let values = tree.children(tree.root!).map { tree.stringValue($0) }
  #expect(values == ["é😀\t/\"\\", "\u{FFFD}", "中文"])
}

@Test func parentsAndRanges() {
  let tree = SyntaxTree(text: #" [ {"k" : 1} ] "#)
  let array = tree.root!
  let object = tree.children(array).first!
  let member = tree.children(object).first!
  #expect(tree.parent(member) == object)
  #expect(tree.parent(object) == array)
  #expect(tree.parent(array) == nil)
  #expect(tree.range(member) == ByteRange(start: 4, end: 11))
  #expect(tree.value(of: member).map { tree.range($0) } == ByteRange(start: 10, end: 11))
}

@Test func numbersOutOfRangeAreErrors() {
  let tree = SyntaxTree(text: "[1e400, 1e308, -1e999, 1e-400]")
  #expect(renderErrors(tree) == "number-out-of-range 1..<6\nnumber-out-of-range 15..<21")
  let values = tree.children(tree.root!).map { tree.numberValue($0) }
  #expect(values == [nil, 1e308, nil, 0])
}

@Test func stringScanningFindsSpecialBytesAtEveryPosition() {
  // The lexer skips 8 bytes at a time; a special byte at any place in a word must be found.
  for length in 0..<20 {
    let plain = String(repeating: "a", count: length)
    let cases: [(String, [SyntaxErrorCode], String?)] = [
      ("[\"\(plain)\"]", [], plain),
      ("[\"\(plain)\\n\(plain)\"]", [], plain + "\n" + plain),
      ("[\"\(plain)é中😀\(plain)\"]", [], plain + "é中😀" + plain),
      ("[\"\(plain)\u{1}\"]", [.controlCharacterInString], plain + "\u{1}"),
      ("[\"\(plain)\n]", [.unterminatedString], nil),
    ]
    for (text, codes, value) in cases {
      let tree = SyntaxTree(text: text)
      #expect(tree.errors.map(\.code) == codes, "\(text.debugDescription)")
      if let value {
        #expect(tree.stringValue(tree.children(tree.root!).first!) == value)
      }
    }
  }
}

/// `numberValue` gives exactly what `Double(String)` gives for the number's text, for
/// hand-picked edge cases and many generated numbers.
@Test func numberValuesMatchTheStandardLibrary() {
  var texts = [
    "0", "-0", "0.0", "-0.0", "1", "-1", "0.1", "0.2", "0.3", "1e22", "1e23", "1e-22", "1e-23",
    "123456789012345", "1234567890123456", "12345678901234567890", "0.000000000000000000001",
    "9007199254740993", "4.35", "17.01", "0e999", "1E+2", "1e-0", "2.5E-3",
    "1.7976931348623157e308", "5e-324", "0.1234567890123456789", "100000000000000000000000",
  ]
  var random = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
  func next() -> UInt64 { random.next() }
  for _ in 0..<20_000 {
    var text = next() % 4 == 0 ? "-" : ""
    text += String(next() % (next() % 2 == 0 ? 1000 : 1_000_000_000_000_000))
    if next() % 2 == 0 { text += "." + String(next() % 100_000_000) }
    if next() % 3 == 0 { text += "e" + String(Int(next() % 60) - 30) }
    texts.append(text)
  }
  for text in texts {
    let tree = SyntaxTree(text: text)
    let expected = Double(text).flatMap { $0.isFinite ? $0 : nil }
    let actual = tree.numberValue(tree.root!)
    #expect(actual?.bitPattern == expected?.bitPattern, "\(text)")
  }
}

@Test func denseDocumentsKeepEveryNode() {
  // "1," is two bytes per node.
  let count = 100_000
  let tree = SyntaxTree(text: "[" + String(repeating: "1,", count: count) + "1]")
  #expect(tree.errors.isEmpty)
  #expect(tree.nodeCount == count + 2)
  #expect(tree.numberValue(NodeID(Int32(count + 1))) == 1)
}
