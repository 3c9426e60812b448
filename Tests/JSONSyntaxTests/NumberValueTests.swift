import JSONSyntax
import Testing

/// Number texts of every shape: signs, zeros, fractions, exponents, the limits of `Double`,
/// long mantissas that do not fit in a node, and invalid ones.
private func numberTexts() -> [String] {
  var texts = [
    "0", "-0", "0.0", "-0.0", "-0e0", "0e999", "-0e-999", "0e1000", "1", "-1", "12", "41.4",
    "0.1", "0.2", "0.3", "1e22", "1e23", "1e-22", "1e-23", "9007199254740993",
    "123456789012", "1234567890123", "1099511627775", "1099511627776", "0.000001",
    "123.456e-7", "2.5e1", "1.7976931348623157e308", "1.7976931348623158e308", "1.8e308",
    "4.9e-324", "2.4e-324", "1e-400", "1e400", "-1e400", "1E+5", "1e-5", "100000000000000000000000",
    "3.141592653589793238462643383279", "0.1000000000000000000000000001", "-123.0e-10",
    "01", "1.", ".5", "-", "1e", "1e+", "1x", "-Infinity", "--1", "1.2.3", "0x10", "+1",
  ]
  // Generated: mantissas of 1 to 20 digits with points anywhere, exponents -330 ... 330.
  var state: UInt64 = 0x1234_5678
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
  for _ in 0..<4000 {
    let digits = 1 + next(20)
    var mantissa = String(1 + next(9))
    for _ in 1..<digits { mantissa += String(next(10)) }
    if next(3) == 0 {
      let point = next(digits)
      if point > 0 {
        mantissa.insert(".", at: mantissa.index(mantissa.startIndex, offsetBy: point))
      }
    }
    var text = (next(4) == 0 ? "-" : "") + mantissa
    if next(2) == 0 {
      text += (next(2) == 0 ? "e" : "E") + ["", "+", "-"][next(3)] + String(next(331))
    } else if next(5) == 0 {
      text =
        (text.hasPrefix("-") ? "-0." : "0.") + String(repeating: "0", count: next(30))
        + mantissa.filter { $0 != "." }
    }
    texts.append(text)
  }
  return texts
}

@Test func numberValuesEqualDoubleParsingOfTheText() {
  let texts = numberTexts()
  let tree = SyntaxTree(text: "[" + texts.joined(separator: ",\n ") + "]")
  let elements = Array(tree.children(tree.root!))
  #expect(elements.count == texts.count)
  var checked = 0
  for (element, text) in zip(elements, texts) {
    #expect(tree.text(element) == text)
    let value = tree.numberValue(element)
    let isValid = !tree.flags(element).contains(.invalid)
    let expected = Double(text).flatMap { $0.isFinite ? $0 : nil }
    if isValid {
      #expect(value?.bitPattern == expected?.bitPattern, "\(text): \(String(describing: value))")
      checked += value == nil ? 0 : 1
    } else {
      #expect(value == nil, "\(text) is invalid")
    }
  }
  #expect(checked > 3500)
}

@Test func numberValuesAreTheSameOnEveryPath() {
  // A number as a member value, an array element, the root, after a comment and with
  // an error before it (the general path) must give the same value.
  for text in ["41.4", "-0", "1e-7", "123456789012345678", "1e308", "2.5e-3", "0.5"] {
    let expected = Double(text)!.bitPattern
    let documents = [
      text, "[\(text)]", #"{"a": \#(text)}"#, "[/* c */ \(text)]", #"{"a" \#(text)}"#,
      "[1 \(text)]", #"{"a": /**/ \#(text)}"#,
    ]
    for document in documents {
      let tree = SyntaxTree(text: document, options: .jsonc)
      let numbers = tree.allNodes.filter { tree.kind($0) == .number && tree.text($0) == text }
      #expect(numbers.count == 1, "\(document)")
      #expect(numbers.map { tree.numberValue($0)?.bitPattern } == [expected], "\(document)")
    }
  }
}

@Test func numbersOnlyHaveNumberValues() {
  let tree = SyntaxTree(text: #"{"1": "2", "a": [true, null, 1]}"#)
  let values = tree.allNodes.compactMap { tree.numberValue($0) }
  #expect(values == [1])
  #expect(tree.allNodes.filter { tree.kind($0) == .number }.map { tree.subtreeEnd($0) } == [10])
}
