import JSONSyntax
import SpecAnalysis

/// A region the editor can fold: an object or array that spans lines, from its opening to its
/// closing bracket (UTF-8 offsets; the server turns them into lines).
public struct FoldingRange: Hashable, Sendable {
  public var range: ByteRange

  public init(range: ByteRange) { self.range = range }
}

/// Every object and array that spans more than one line, in document order. O(n).
public func foldingRanges(in document: SpecDocument) -> [FoldingRange] {
  let tree = document.syntax
  let editor = JSONEditor(tree: tree)
  var ranges: [FoldingRange] = []
  for node in tree.allNodes where tree.kind(node) == .object || tree.kind(node) == .array {
    let range = tree.range(node)
    if editor.isMultiline(range) { ranges.append(FoldingRange(range: range)) }
  }
  return ranges
}

/// The nested ranges around UTF-8 offset `utf8Offset`, innermost first, for "expand
/// selection": a string's contents, the token, the member (key and value), the object or
/// array, its member, ... up to the root. Each range contains the one before it.
public func selectionRanges(in document: SpecDocument, at utf8Offset: Int) -> [ByteRange] {
  let tree = document.syntax
  guard var node = tree.node(at: utf8Offset) else { return [] }
  var ranges: [ByteRange] = []
  let token = tree.range(node)
  let kind = tree.kind(node)
  if kind == .string || kind == .key, token.start < utf8Offset, utf8Offset < token.end {
    // Only the quotes that are there: an unquoted key or an unterminated string lacks one
    // (cutting a byte off it could split a character).
    let quote = UInt8(ascii: "\"")
    let opens = tree.bytes[token.start] == quote
    let closes =
      token.length >= 2 && !tree.flags(node).contains(.unterminated)
      && tree.bytes[token.end - 1] == quote
    let contents = ByteRange(
      start: token.start + (opens ? 1 : 0), end: token.end - (closes ? 1 : 0))
    if contents != token { ranges.append(contents) }
  }
  while true {
    let range = tree.range(node)
    if ranges.last != range { ranges.append(range) }
    guard let parent = tree.parent(node) else { break }
    node = parent
  }
  return ranges
}
