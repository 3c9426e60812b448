import JSONSyntax
import TestSupport
import Testing

/// Renders what the syntax layer knows at marker 1️⃣: the node there, its path, and the cursor
/// context, as `node | path | context`.
private func checkCursor(
  _ fixture: String, _ expected: String, options: ParseOptions = .json,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let marked = MarkedText(fixture)
  let tree = SyntaxTree(text: marked.text, options: options)
  let offset = marked.offset("1")
  var parts: [String] = []
  if let node = tree.node(at: offset) {
    parts.append("\(tree.kind(node)) \(tree.text(node))")
    parts.append("path \(PathComponent.render(tree.path(to: node)))")
  } else {
    parts.append("no node")
  }
  let context = tree.cursorContext(at: offset)
  var contextText = "\(context.position)"
  if let member = context.member { contextText += " member \(tree.text(tree.key(of: member)))" }
  if let node = context.node { contextText += " on \(tree.text(node))" }
  if let index = context.elementIndex { contextText += " index \(index)" }
  if !context.presentKeys.isEmpty {
    contextText += " keys \(context.presentKeys.joined(separator: ","))"
  }
  if context.needsCommaBefore { contextText += " comma-before" }
  if context.needsCommaAfter { contextText += " comma-after" }
  parts.append(contextText)
  #expect(parts.joined(separator: " | ") == expected, sourceLocation: sourceLocation)
}

@Test func cursorInsideKey() {
  checkCursor(
    #"{"bar": {"max1️⃣Height": 96}}"#,
    #"key "maxHeight" | path bar.maxHeight | inPropertyName member "maxHeight" on "maxHeight""#)
}

@Test func cursorInPropertyBeingTyped() {
  checkCursor(
    #"{"title": "中文", "b1️⃣"#,
    #"key "b | path b | inPropertyName member "b on "b keys title"#)
  checkCursor(
    #"{"a": 1, b1️⃣}"#,
    #"key b | path b | inPropertyName member b on b keys a"#)
}

@Test func cursorAfterColon() {
  checkCursor(
    #"{"bar": {"kind": 1️⃣}}"#,
    #"object {"kind": } | path bar | propertyValue member "kind""#)
  checkCursor(
    #"{"kind": 1️⃣"#,
    #"object {"kind": | path  | propertyValue member "kind""#)
  checkCursor(
    #"{"behavior": {"kind": "el1️⃣"}}"#,
    #"string "el" | path behavior.kind | propertyValue member "kind" on "el""#)
  checkCursor(
    "{\"a\": 1️⃣\n \"b\": 2}",
    "object {\"a\": \n \"b\": 2} | path  | propertyValue member \"a\" keys b")
}

@Test func cursorBetweenMembers() {
  checkCursor(
    #"{"a": 1, 1️⃣}"#,
    #"object {"a": 1, } | path  | propertyName keys a"#)
  checkCursor(
    "{\"a\": 1\n 1️⃣\n \"c\": 3}",
    #"object {"a": 1"# + "\n \n"
      + #" "c": 3} | path  | propertyName keys a,c comma-before comma-after"#)
  checkCursor(
    #"{1️⃣}"#,
    #"object {} | path  | propertyName"#)
}

@Test func cursorInArrays() {
  checkCursor(
    #"{"subviews": [{"kind": "label"}, 1️⃣]}"#,
    #"array [{"kind": "label"}, ] | path subviews | arrayElement index 1"#)
  checkCursor(
    #"{"frame": [0, 0, 3201️⃣, 44]}"#,
    #"number 320 | path frame[2] | arrayElement on 320 index 2"#)
  checkCursor(
    #"{"keyframes": [{"progress": 0}, {"progress": 1, "al1️⃣"#,
    #"key "al | path keyframes[1].al | inPropertyName member "al on "al keys progress"#)
}

@Test func cursorAtRoot() {
  checkCursor("1️⃣", "no node | root")
  checkCursor("tr1️⃣", "invalid tr | path  | root on tr")
}
