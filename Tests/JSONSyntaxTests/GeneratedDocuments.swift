import Testing

@testable import JSONSyntax

/// Every fact the tree tells about every node, and every error, one per line.
func dump(_ tree: SyntaxTree) -> [String] {
  var lines = ["comments \(tree.hasComments) nodes \(tree.nodeCount)"]
  for node in tree.allNodes {
    let range = tree.range(node)
    var line =
      "\(node.index) \(tree.kind(node)) \(tree.flags(node).rawValue) \(range.start)..<\(range.end)"
      + " parent \(tree.parent(node)?.index ?? -1) end \(tree.subtreeEnd(node))"
      + " key \(tree.keyNumber(node)) next \(tree.nextSibling(node)?.index ?? -1)"
    if let value = tree.numberValue(node) { line += " number \(value.bitPattern)" }
    if let value = tree.stringValue(node) { line += " string \(value.debugDescription)" }
    lines.append(line)
  }
  lines += tree.errors.map { "error \($0)" }
  return lines
}

/// Pieces of well-formed and broken JSON that documents are generated from.
let pieces = [
  "{", "}", "[", "]", ":", ",", " ", "\n", "\n        ", "\t", "\r\n", #""a""#, #""id""#,
  #""\u0069d""#, #""k\"x""#, #""\q""#, #""\u12""#, "\"unterminated", "\"a\u{1}b\"", #""中文""#,
  #""😀""#, #""\ud83d\ude00""#, "0", "-0", "1", "12", "-1.5", "1e5", "2.5e-3", "1e400", "0.1",
  "41.4", "123456789012345678", "01", "1.", ".5", "-", "1e", "1x", "NaN", "true", "false",
  "null", "tru", "'a'", "// c\n", "/* b */", "/* open", "/", "\u{FEFF}", "x", "\\",
  #""backgroundColor""#, #""backgroundColour""#,
]

struct Generator {
  var state: UInt64
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  /// Mostly well-formed JSON, so that the common path runs long before it meets a problem.
  mutating func value(depth: Int, into text: inout String) {
    switch next(depth > 4 ? 3 : 6) {
    case 0: text += pieces[next(pieces.count)]
    case 1, 2: text += ["1", "2.5", "-0", #""s""#, "true", "null", "41.4", "1e3"][next(8)]
    case 3, 4:
      text += "{"
      let keys = [#""a""#, #""b""#, #""id""#, #""\u0069d""#, #""kind""#, #""中""#, "x", #""a""#]
      for index in 0..<next(15) {
        text += index > 0 ? ", " : ""
        text += keys[next(keys.count)] + ": "
        value(depth: depth + 1, into: &text)
      }
      text += "}"
    default:
      text += "["
      for index in 0..<next(6) {
        text += index > 0 ? ",\n   " : ""
        value(depth: depth + 1, into: &text)
      }
      text += "]"
    }
  }
}

/// `count` mostly well-formed documents, each also with a few pieces inserted anywhere, and
/// `count` runs of random pieces.
func generatedDocuments(seed: UInt64, count: Int) -> [String] {
  var generator = Generator(state: seed)
  var documents: [String] = []
  for _ in 0..<count {
    var text = ""
    generator.value(depth: 0, into: &text)
    documents.append(text)
    // The same document with a few pieces inserted anywhere.
    var broken = Array(text.unicodeScalars)
    for _ in 0..<(1 + generator.next(3)) {
      let piece = pieces[generator.next(pieces.count)].unicodeScalars
      broken.insert(contentsOf: piece, at: generator.next(broken.count + 1))
    }
    documents.append(String(String.UnicodeScalarView(broken)))
  }
  for _ in 0..<count {
    documents.append(
      (0..<generator.next(40)).map { _ in pieces[generator.next(pieces.count)] }.joined())
  }
  return documents
}
