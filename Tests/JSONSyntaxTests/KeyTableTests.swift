import JSONSyntax
import Testing

private let vocabulary = KeyTable(["id", "kind", "标题", "😀", "frame", "a\u{FFFD}", "id", ""])

/// The key numbers of the members of the root object, in order.
private func keyNumbers(_ text: String, keys: KeyTable = vocabulary) -> [Int] {
  let tree = SyntaxTree(text: text, options: .jsonc, keys: keys)
  return tree.members(of: tree.root!).map { tree.keyNumber(tree.key(of: $0)) }
}

@Test func namesAreNumberedInOrderAndRepeatsKeepTheirFirstNumber() {
  #expect(vocabulary.count == 7)
  #expect(vocabulary.names == ["id", "kind", "标题", "😀", "frame", "a\u{FFFD}", ""])
  #expect(vocabulary.number(of: "id") == 0)
  #expect(vocabulary.number(of: "frame") == 4)
  #expect(vocabulary.number(of: "") == 6)
  #expect(vocabulary.number(of: "Id") == nil)
  #expect(vocabulary.number(of: "frames") == nil)
}

@Test func keysAreNumberedByTheirDecodedName() {
  #expect(keyNumbers(#"{"id": 1, "\u0069d": 2, "\u0069\u0064": 3, "kind": 4}"#) == [0, 0, 0, 1])
  #expect(keyNumbers(#"{"标题": 1, "\u6807\u9898": 2, "😀": 3, "\ud83d\ude00": 4}"#) == [2, 2, 3, 3])
  #expect(keyNumbers(#"{"": 1, "fram\u0065": 2}"#) == [6, 4])
}

@Test func unknownAndInvalidKeysAreMinusOne() {
  #expect(
    keyNumbers(#"{"ID": 1, "kinds": 2, "标": 3, "😀😀": 4, "framE": 5}"#) == [-1, -1, -1, -1, -1])
  // An unquoted key is invalid even when its text is a known name.
  #expect(keyNumbers(#"{id: 1, "id": 2}"#) == [-1, 0])
}

@Test func unterminatedKeysAreDecodedAsTheirValue() {
  let tree = SyntaxTree(text: "{\"kind\n: 1}", keys: vocabulary)
  let key = tree.key(of: tree.members(of: tree.root!).first!)
  #expect(tree.flags(key).contains(.unterminated))
  #expect(tree.stringValue(key) == "kind")
  #expect(tree.keyNumber(key) == 1)
}

@Test func illFormedUTF8KeysAreLookedUpAsDecoded() {
  // "a" then a lone continuation byte decodes to "a\u{FFFD}", which the table holds.
  let bytes: [UInt8] = Array(#"{"a"#.utf8) + [0x80] + Array(#"": 1, "a": 2}"#.utf8)
  let tree = SyntaxTree(bytes: bytes, keys: vocabulary)
  let numbers = tree.members(of: tree.root!).map { tree.keyNumber(tree.key(of: $0)) }
  #expect(numbers == [5, -1])
  let plain = SyntaxTree(bytes: bytes, keys: KeyTable(["a"]))
  #expect(plain.members(of: plain.root!).map { plain.keyNumber(plain.key(of: $0)) } == [-1, 0])
}

@Test func onlyKeyNodesHaveNumbers() {
  let tree = SyntaxTree(text: #"{"id": {"kind": ["id", 1]}}"#, keys: vocabulary)
  for node in tree.allNodes {
    let expected: Int
    switch tree.kind(node) {
    case .key: expected = tree.stringValue(node) == "id" ? 0 : 1
    default: expected = -1
    }
    #expect(tree.keyNumber(node) == expected, "\(tree.kind(node)) \(tree.text(node))")
  }
}

@Test func withoutATableEveryKeyIsMinusOne() {
  let tree = SyntaxTree(text: #"{"id": {"kind": 1}}"#)
  #expect(tree.keys == nil)
  #expect(tree.allNodes.allSatisfy { tree.keyNumber($0) == -1 })
  let empty = SyntaxTree(text: #"{"id": {"": 1}}"#, keys: KeyTable([]))
  #expect(empty.keys?.count == 0)
  #expect(empty.allNodes.allSatisfy { empty.keyNumber($0) == -1 })
}

@Test func keyNumbersChangeNothingElse() {
  let text = #"{"id": 1, "id": [true, {"kind": "x", "\u006bind": null}], "other": -0.5e3}"#
  let plain = SyntaxTree(text: text)
  let numbered = SyntaxTree(text: text, keys: vocabulary)
  #expect(render(plain) == render(numbered))
  #expect(renderErrors(plain) == renderErrors(numbered))
  #expect(
    renderErrors(numbered)
      == "duplicate-key 1..<5\nduplicate-key 10..<14\nduplicate-key 24..<30\nduplicate-key 37..<48")
}

@Test func largeTablesFindEveryName() {
  let names = (0..<5000).map { "name\($0)" } + ["标题\(1)", "😀x"]
  let table = KeyTable(names)
  #expect(table.count == names.count)
  for (number, name) in names.enumerated() { #expect(table.number(of: name) == number) }
  #expect(table.number(of: "name5000") == nil)
}

/// Keys of the vocabulary pick their duplicate-filter bit by number, the others by a hash:
/// numbers 64 apart share a bit without being reported, a repeat is reported whichever way its
/// bit was chosen, and a key outside the vocabulary never equals one inside it.
@Test func duplicateKeysAreFoundWhetherNumberedOrNot() {
  let names = (0..<130).map { "k\($0)" }
  let keys = KeyTable(names)
  func codes(_ text: String) -> [SyntaxErrorCode] {
    SyntaxTree(text: text, keys: keys).errors.map(\.code)
  }
  // k1, k65 and k129 share bit 1; k2 and an unnumbered key may share a hashed bit.
  #expect(codes(#"{"k1": 1, "k65": 2, "k129": 3, "k2": 4, "other": 5, "k10": 6}"#).isEmpty)
  #expect(codes(#"{"k1": 1, "k65": 2, "k1": 3}"#) == [.duplicateKey, .duplicateKey])
  #expect(codes(#"{"other": 1, "k3": 2, "other": 3}"#) == [.duplicateKey, .duplicateKey])
  #expect(codes(#"{"k4": 1, "k\u0034": 2}"#) == [.duplicateKey, .duplicateKey])
  let distinct = (0..<130).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
  #expect(codes("{" + distinct + "}").isEmpty)
  #expect(codes("{" + distinct + #", "k77": 0}"#) == [.duplicateKey, .duplicateKey])
}
