import JSONSyntax
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
