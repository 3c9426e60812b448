import JSONSyntax
import SpecAnalysis

/// The edits that format as one types, in the formatter's style (`JSONPrinter`), touching only
/// what the keystroke concerns. `offset` is the cursor after typing `character` (UTF-8):
///
/// * `}` or `]`: the object or array that character closes is printed canonically where it
///   stands (`rangeFormatting(in:range:style:)`), so closing a keyframes array puts one
///   keyframe per line and closing a keyframe written on one line keeps it on one line.
/// * a line break inside an array under one of the style's `oneElementPerLineKeys` (a
///   subview's `keyframes`), between two elements: the element before the line break is
///   printed canonically where it stands, and the new line is indented one level deeper than
///   the array's line (at the array's level when the line starts with its `]`).
///
/// Empty for any other character or place, and where the document cannot be formatted without
/// losing text (the element is then left alone; the new line is still indented). The edits
/// never overlap and lie before the cursor's line or within its indentation.
public func onTypeFormatting(
  in document: SpecDocument, offset: Int, character: String, style: JSONFormatStyle = .standard
) -> [TextEdit] {
  let bytes = document.syntax.bytes
  guard offset >= 0, offset <= bytes.count else { return [] }
  switch character {
  case "}", "]":
    let closer = UInt8(ascii: character == "}" ? "}" : "]")
    var end = offset
    while end > 0, [0x20, 0x09].contains(bytes[end - 1]) { end -= 1 }
    guard end > 0, bytes[end - 1] == closer else { return [] }
    let tree = document.syntax
    let kind: NodeKind = closer == UInt8(ascii: "}") ? .object : .array
    var closed = tree.node(at: end - 1)
    while let node = closed, tree.kind(node) != kind || tree.range(node).end != end {
      closed = tree.parent(node)
    }
    guard closed != nil else { return [] }
    return rangeFormatting(in: document, range: ByteRange(start: end - 1, end: end), style: style)
  case "\n", "\r\n":
    return lineBreakInTimeline(in: document, offset: offset, style: style)
  default:
    return []
  }
}

/// The edits after a line break typed at `offset` (see `onTypeFormatting`).
private func lineBreakInTimeline(in document: SpecDocument, offset: Int, style: JSONFormatStyle)
  -> [TextEdit]
{
  let tree = document.syntax
  let bytes = tree.bytes
  var lineStart = offset
  while lineStart > 0, [0x20, 0x09].contains(bytes[lineStart - 1]) { lineStart -= 1 }
  guard lineStart > 0, [0x0A, 0x0D].contains(bytes[lineStart - 1]) else { return [] }
  guard let array = enclosingContainer(tree, strictlyAround: lineStart),
    style.putsOneElementPerLine(array, in: tree)
  else { return [] }
  var indentationEnd = lineStart
  while indentationEnd < bytes.count, [0x20, 0x09].contains(bytes[indentationEnd]) {
    indentationEnd += 1
  }
  let arrayIndentation = lineIndentation(bytes, before: tree.range(array).start)
  let closesArray =
    indentationEnd < bytes.count && indentationEnd == tree.range(array).end - 1
    && bytes[indentationEnd] == UInt8(ascii: "]")
  let wanted = arrayIndentation + (closesArray ? [] : style.indentUnit)
  var edits: [TextEdit] = []
  if let element = tree.children(array).reversed().first(where: {
    tree.range($0).end <= lineStart
  }), tree.kind(element) == .object {
    let range = tree.range(element)
    edits += rangeFormatting(in: document, range: range, style: style)
  }
  if Array(bytes[lineStart..<indentationEnd]) != wanted {
    edits.append(
      TextEdit(
        range: ByteRange(start: lineStart, end: indentationEnd),
        newText: String(decoding: wanted, as: UTF8.self)))
  }
  return edits
}

/// The innermost object or array whose brackets lie on either side of `offset`.
private func enclosingContainer(_ tree: SyntaxTree, strictlyAround offset: Int) -> NodeID? {
  var current = tree.node(at: offset)
  while let node = current {
    let kind = tree.kind(node)
    let range = tree.range(node)
    if kind == .object || kind == .array, range.start < offset, offset < range.end {
      return node
    }
    current = tree.parent(node)
  }
  return nil
}

/// The spaces and tabs that open the line holding `offset`.
private func lineIndentation(_ bytes: [UInt8], before offset: Int) -> [UInt8] {
  var start = offset
  while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
  var end = start
  while end < offset, [0x20, 0x09].contains(bytes[end]) { end += 1 }
  return Array(bytes[start..<end])
}
