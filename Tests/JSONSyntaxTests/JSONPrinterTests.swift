import JSONSyntax
import TestSupport
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
  _ input: String, _ expected: String, options: ParseOptions = .json,
  style: JSONFormatStyle = .standard, sourceLocation: SourceLocation = #_sourceLocation
) {
  let tree = SyntaxTree(text: input, options: options)
  let printed = try? JSONPrinter.print(tree, style: style)
  #expect(printed == expected, sourceLocation: sourceLocation)
  guard let printed else { return }
  let reparsed = SyntaxTree(text: printed, options: options)
  #expect(!reparsed.hasErrors, sourceLocation: sourceLocation)
  #expect(sameValue(tree, tree.root!, reparsed, reparsed.root!), sourceLocation: sourceLocation)
  #expect(
    (try? JSONPrinter.print(reparsed, style: style)) == printed, "idempotent",
    sourceLocation: sourceLocation)
}

@Test func minifiedInputTakesTheCanonicalLayout() {
  checkPrint(
    #"{"bar":{"maxHeight":96.5,"minHeight":44},"subviews":[{"kind":"label","text":"中文\n😀","#
      + #""keyframes":[{"progress":0,"frame":[0,0,320,44]},{"progress":1,"alpha":0}]}],"e":{},"f":[],"g":[true,null,1]}"#,
    """
    {
      "bar": { "maxHeight": 96.5, "minHeight": 44 },
      "subviews": [
        {
          "kind": "label",
          "text": "中文\\n😀",
          "keyframes": [
            { "progress": 0, "frame": [0, 0, 320, 44] },
            { "progress": 1, "alpha": 0 }
          ]
        }
      ],
      "e": {},
      "f": [],
      "g": [true, null, 1]
    }

    """)
  checkPrint("  1e5 ", "1e5\n")
  checkPrint(#""a\u0062""#, "\"a\\u0062\"\n")
}

@Test func aContainerWrittenOnSeveralLinesStaysOnSeveralLines() {
  checkPrint(
    "{\n\"a\": [\n1, 2], \"b\": {\"c\": [ ]}, \"d\": {\n}}",
    """
    {
      "a": [
        1,
        2
      ],
      "b": { "c": [] },
      "d": {}
    }

    """)
}

@Test func aContainerThatDoesNotFitBreaks() {
  // 20 columns: `  "frame": [0, 0, 320, 44],` is 29 wide, `{ "x": 1 }` fits.
  checkPrint(
    #"{"frame": [0, 0, 320, 44], "o": {"x": 1}}"#,
    """
    {
      "frame": [
        0,
        0,
        320,
        44
      ],
      "o": { "x": 1 }
    }

    """, style: JSONFormatStyle(lineWidth: 20))
  // The comma after a container counts: `[1, 2]` + `,` needs 13 columns after `  "abcd": `.
  checkPrint(
    #"{"abcd": [1, 2], "e": 0}"#, "{\n  \"abcd\": [\n    1,\n    2\n  ],\n  \"e\": 0\n}\n",
    style: JSONFormatStyle(lineWidth: 16))
  checkPrint(
    #"{"abcd": [1, 2], "e": 0}"#, "{\n  \"abcd\": [1, 2],\n  \"e\": 0\n}\n",
    style: JSONFormatStyle(lineWidth: 17))
  // CJK text is two columns a character.
  checkPrint(#"["时刻时刻"]"#, "[\n  \"时刻时刻\"\n]\n", style: JSONFormatStyle(lineWidth: 11))
  checkPrint(#"["时刻时刻"]"#, "[\"时刻时刻\"]\n", style: JSONFormatStyle(lineWidth: 12))
}

@Test func keyframesGoOneElementPerLineAndOtherArraysOfObjectsStayOnOneLineWhenTheyFit() {
  checkPrint(
    #"{"snapping": [{"target": 0, "to": 0.5}, {"target": 1, "to": 1}], "keyframes": [{"progress": 0, "alpha": 1}, {"progress": 1}], "k": [{"progress": 0, "alpha": 1}], "p": [{"a": 1}, {"b": 2}]}"#,
    """
    {
      "snapping": [{ "target": 0, "to": 0.5 }, { "target": 1, "to": 1 }],
      "keyframes": [
        { "progress": 0, "alpha": 1 },
        { "progress": 1 }
      ],
      "k": [{ "progress": 0, "alpha": 1 }],
      "p": [{ "a": 1 }, { "b": 2 }]
    }

    """)
  // One keyframe is no timeline; an array of objects that does not fit breaks; the keys are
  // the style's.
  checkPrint(
    #"{"keyframes": [{"progress": 0}], "s": [{"target": 0, "to": 0.5}, {"target": 1}]}"#,
    """
    {
      "keyframes": [{ "progress": 0 }],
      "s": [
        { "target": 0, "to": 0.5 },
        { "target": 1 }
      ]
    }

    """, style: JSONFormatStyle(lineWidth: 40))
  checkPrint(
    #"{"keyframes": [{"progress": 0}, {"progress": 1}], "s": [{"a": 0}, {"b": 1}]}"#,
    """
    {
      "keyframes": [{ "progress": 0 }, { "progress": 1 }],
      "s": [
        { "a": 0 },
        { "b": 1 }
      ]
    }

    """, style: JSONFormatStyle(oneElementPerLineKeys: ["s"]))
}

@Test func indentationCanBeSpacesOrTabs() {
  let input = "{\n\"a\": {\n\"b\": 1}}"
  checkPrint(
    input, "{\n    \"a\": {\n        \"b\": 1\n    }\n}\n",
    style: JSONFormatStyle(indent: .spaces(4)))
  checkPrint(
    input, "{\n\t\"a\": {\n\t\t\"b\": 1\n\t}\n}\n", style: JSONFormatStyle(indent: .tab(width: 4)))
}

@Test func commentsTravelWithTheirElements() {
  checkPrint(
    """
    // before the root
    {"version": 1, // trailing the version
      /* leading the bar */ "bar": {"maxHeight": 200},


      "keyframes": [ {"progress": 1}, // last
        // leading the first
        {"progress": 0}
        // dangling at the end
      ],
      "empty": [ /* nothing */ ],
    } // after the root
    """,
    """
    // before the root
    {
      "version": 1, // trailing the version
      /* leading the bar */
      "bar": { "maxHeight": 200 },

      "keyframes": [
        { "progress": 1 }, // last
        // leading the first
        { "progress": 0 }
        // dangling at the end
      ],
      "empty": [
        /* nothing */
      ]
    }
    // after the root

    """, options: .jsonc)
}

@Test func blankLinesBetweenElementsAreKeptButNotAfterAnOpeningBracket() {
  checkPrint(
    "{\n\n  \"a\": 1,\n\n\n\n  \"b\": 2,\n  \"c\": 3\n}\n",
    "{\n  \"a\": 1,\n\n  \"b\": 2,\n  \"c\": 3\n}\n")
}

@Test func refusesToLoseText() {
  #expect(throws: FormatRefusal.syntaxErrors) {
    try JSONPrinter.print(SyntaxTree(text: #"{"a": }"#))
  }
  #expect(throws: FormatRefusal.syntaxErrors) { try JSONPrinter.print(SyntaxTree(text: "[1] x")) }
  #expect(throws: FormatRefusal.syntaxErrors) {
    try JSONPrinter.print(SyntaxTree(text: "// c\n[1]"))
  }
  #expect(throws: FormatRefusal.syntaxErrors) { try JSONPrinter.print(SyntaxTree(text: "")) }
  let inside = SyntaxTree(text: #"{"a": /* c */ 1}"#, options: .jsonc)
  #expect(throws: FormatRefusal.commentInsideMember(ByteRange(start: 6, end: 13))) {
    try JSONPrinter.print(inside)
  }
  // Trailing commas allowed by JSONC are dropped: no text is lost.
  #expect((try? JSONPrinter.print(SyntaxTree(text: "[1,]", options: .jsonc))) == "[1]\n")
}

@Test func printingKeepsTheValueOfRandomDocuments() {
  var generator = SeededGenerator(seed: 5)
  for round in 0..<400 {
    let text = randomDocument(&generator, depth: 0)
    let tree = SyntaxTree(text: text)
    #expect(tree.errors.isEmpty, "\(text)")
    let style = JSONFormatStyle(
      lineWidth: [10, 30, 100][round % 3], indent: round % 2 == 0 ? .spaces(2) : .tab(width: 4))
    guard let printed = try? JSONPrinter.print(tree, style: style) else {
      Issue.record("not printed: \(text)")
      continue
    }
    let reparsed = SyntaxTree(text: printed)
    #expect(sameValue(tree, tree.root!, reparsed, reparsed.root!), "\(text)")
    #expect((try? JSONPrinter.print(reparsed, style: style)) == printed)
  }
}

/// Random documents with a comment in every gap between tokens where one can stand: printing
/// keeps every comment, in order, and is idempotent.
@Test func printingKeepsEveryCommentOfRandomDocuments() {
  var generator = SeededGenerator(seed: 11)
  var printedSome = 0
  for round in 0..<300 {
    let plain = randomDocument(&generator, depth: 0)
    var text = ""
    var number = 0
    var inString = false
    var escaped = false
    for character in plain {
      text.append(character)
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      if character == "\"" { inString = true; continue }
      if character == "," || character == "[" || character == "{" {
        number += 1
        text += Bool.random(using: &generator) ? " // c\(number)\n" : " /* c\(number) */ "
      }
    }
    let tree = SyntaxTree(text: text, options: .jsonc)
    #expect(!tree.hasErrors, "\(text)")
    let style = JSONFormatStyle(lineWidth: [20, 100][round % 2])
    guard let printed = try? JSONPrinter.print(tree, style: style) else { continue }
    printedSome += 1
    let reparsed = SyntaxTree(text: printed, options: .jsonc)
    #expect(sameValue(tree, tree.root!, reparsed, reparsed.root!), "\(text)")
    let comments = { (tree: SyntaxTree) in
      tree.tokens.filter { $0.kind == .lineComment || $0.kind == .blockComment }.map {
        tree.text($0.range)
      }
    }
    #expect(comments(reparsed) == comments(tree), "\(text)\n---\n\(printed)")
    #expect((try? JSONPrinter.print(reparsed, style: style)) == printed, "\(printed)")
  }
  #expect(printedSome > 200)
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
