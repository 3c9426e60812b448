import JSONSyntax
import Testing

/// Whether two nodes denote the same JSON value: same structure, same decoded strings and
/// keys in the same order, numbers with the same `Double` (text when out of range).
func sameValue(_ first: SyntaxTree, _ one: NodeID, _ second: SyntaxTree, _ two: NodeID) -> Bool {
  var pending = [(one, two)]
  while let (a, b) = pending.popLast() {
    guard first.kind(a) == second.kind(b) else { return false }
    switch first.kind(a) {
    case .string, .key:
      guard first.stringValue(a) == second.stringValue(b) else { return false }
    case .number:
      guard first.numberValue(a) == second.numberValue(b), first.text(a) == second.text(b) else {
        return false
      }
    case .object, .array, .member:
      let left = Array(first.children(a))
      let right = Array(second.children(b))
      guard left.count == right.count else { return false }
      pending.append(contentsOf: zip(left, right))
    default:
      break
    }
  }
  return true
}

private func checkPrint(
  _ input: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let tree = SyntaxTree(text: input, options: .json)
  let printed = JSONPrinter.print(tree)
  #expect(printed == expected, sourceLocation: sourceLocation)
  guard let printed else { return }
  let reparsed = SyntaxTree(text: printed)
  #expect(reparsed.errors.isEmpty, sourceLocation: sourceLocation)
  #expect(sameValue(tree, tree.root!, reparsed, reparsed.root!), sourceLocation: sourceLocation)
  #expect(JSONPrinter.print(reparsed) == printed, "idempotent", sourceLocation: sourceLocation)
}

@Test func printsCanonically() {
  checkPrint(
    #"{"bar":{"maxHeight":96.5,"minHeight":44},"subviews":[{"kind":"label","text":"中文\n😀","#
      + #""keyframes":[{"progress":0,"frame":[0,0,320,44]},{"progress":1,"alpha":0}]}],"e":{},"f":[],"g":[true,null,1]}"#,
    """
    {
      "bar": {
        "maxHeight": 96.5,
        "minHeight": 44
      },
      "subviews": [
        {
          "kind": "label",
          "text": "中文\\n😀",
          "keyframes": [
            {
              "progress": 0,
              "frame": [0, 0, 320, 44]
            },
            {
              "progress": 1,
              "alpha": 0
            }
          ]
        }
      ],
      "e": {},
      "f": [],
      "g": [
        true,
        null,
        1
      ]
    }

    """)
  checkPrint("  1e5 ", "1e5\n")
  checkPrint(#""a\u0062""#, "\"a\\u0062\"\n")
}

@Test func refusesToLoseText() {
  #expect(JSONPrinter.print(SyntaxTree(text: #"{"a": }"#)) == nil)
  #expect(JSONPrinter.print(SyntaxTree(text: "[1] x")) == nil)
  #expect(JSONPrinter.print(SyntaxTree(text: "// c\n[1]", options: .jsonc)) == nil)
  #expect(JSONPrinter.print(SyntaxTree(text: "")) == nil)
  // Trailing commas allowed by JSONC are dropped: no text is lost.
  #expect(JSONPrinter.print(SyntaxTree(text: "[1,]", options: .jsonc)) == "[1]\n")
}

@Test func printingKeepsTheValueOfRandomDocuments() {
  var generator = SeededGenerator(seed: 5)
  for _ in 0..<200 {
    let text = randomDocument(&generator, depth: 0)
    let tree = SyntaxTree(text: text)
    #expect(tree.errors.isEmpty, "\(text)")
    guard let printed = JSONPrinter.print(tree) else {
      Issue.record("not printed: \(text)")
      continue
    }
    let reparsed = SyntaxTree(text: printed)
    #expect(sameValue(tree, tree.root!, reparsed, reparsed.root!), "\(text)")
    #expect(JSONPrinter.print(reparsed) == printed)
  }
}

/// A random valid document with every kind of value (keys may repeat: warnings only).
func randomDocument(_ generator: inout SeededGenerator, depth: Int) -> String {
  let leaves = [
    "0", "-1.5e3", "320", "true", "false", "null", #""中文""#, #""\u00e9\n""#, #""😀""#, #""""#,
  ]
  let choice = depth > 3 ? 0 : Int.random(in: 0..<4, using: &generator)
  let count = Int.random(in: 0..<4, using: &generator)
  switch choice {
  case 1:
    let members = (0..<count).map { index in
      "\"k\(index)\" : " + randomDocument(&generator, depth: depth + 1)
    }
    return "{" + members.joined(separator: ",\n") + "}"
  case 2:
    let elements = (0..<count).map { _ in randomDocument(&generator, depth: depth + 1) }
    return "[ " + elements.joined(separator: ",") + "]"
  case 3:
    return "["
      + (0..<count).map { _ in ["1", "2.5", "-0"].randomElement(using: &generator)! }.joined(
        separator: ",") + "]"
  default:
    return leaves.randomElement(using: &generator)!
  }
}
