import JSONSyntax

/// The tree as one line: `object(member(key:"a" number:1))`; leaves show their source text.
func render(_ tree: SyntaxTree) -> String {
  guard let root = tree.root else { return "" }
  var output = ""
  // Iterative on purpose: trees in tests can be deep.
  var stack: [(node: NodeID, closing: Bool)] = [(root, false)]
  while let (node, closing) = stack.popLast() {
    if closing {
      output += ")"
      continue
    }
    if !output.isEmpty, output.last != "(" { output += " " }
    let kind = tree.kind(node)
    if kind.isContainer {
      output += "\(kind)("
      stack.append((node, true))
      for child in tree.children(node).reversed() { stack.append((child, false)) }
    } else {
      output += "\(kind):\(tree.text(node))"
    }
  }
  return output
}

/// The errors as `code start..<end`, one per line.
func renderErrors(_ tree: SyntaxTree) -> String {
  tree.errors.map { "\($0.code.rawValue) \($0.range.start)..<\($0.range.end)" }.joined(
    separator: "\n")
}
