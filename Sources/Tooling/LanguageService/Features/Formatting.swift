import JSONSyntax
import SpecAnalysis

/// The edits that format the whole document in the canonical layout (`JSONPrinter`): one edit
/// covering only the bytes that change; empty when the document is already formatted or cannot
/// be formatted without losing text (syntax errors, a comment between a key and its value).
/// Comments, in a document analysed with comments allowed, travel with their elements.
/// Stable and idempotent.
public func formatting(in document: SpecDocument, style: JSONFormatStyle = .standard) -> [TextEdit]
{
  guard let printed = try? JSONPrinter.printedBytes(document.syntax, style: style) else {
    return []
  }
  return minimalEdit(from: document.syntax.bytes, to: printed, offset: 0)
}

/// The edits that format `range`: the smallest object or array that contains it is printed
/// canonically where it stands (its line's indentation, its column, whether a comma follows
/// it); the whole document when that is the root. Empty when it is already formatted or cannot
/// be formatted. Stable and idempotent; formatting the root gives the same text as
/// `formatting(in:style:)`.
public func rangeFormatting(
  in document: SpecDocument, range: ByteRange, style: JSONFormatStyle = .standard
) -> [TextEdit] {
  let tree = document.syntax
  var current = tree.node(at: range.start)
  while let node = current {
    let nodeRange = tree.range(node)
    let kind = tree.kind(node)
    if (kind == .object || kind == .array), nodeRange.start <= range.start,
      range.end <= nodeRange.end
    {
      break
    }
    current = tree.parent(node)
  }
  guard let container = current, container != tree.root else {
    return formatting(in: document, style: style)
  }
  let containerRange = tree.range(container)
  let bytes = tree.bytes
  var lineStart = containerRange.start
  while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D {
    lineStart -= 1
  }
  var indentationEnd = lineStart
  while indentationEnd < containerRange.start,
    bytes[indentationEnd] == 0x20 || bytes[indentationEnd] == 0x09
  {
    indentationEnd += 1
  }
  let prefix = String(decoding: bytes[lineStart..<containerRange.start], as: UTF8.self)
  var after = containerRange.end
  while after < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) { after += 1 }
  guard
    let printed = try? JSONPrinter.printedBytes(
      tree, node: container, style: style, indentation: Array(bytes[lineStart..<indentationEnd]),
      column: DisplayWidth.of(prefix[...]),
      followedByComma: after < bytes.count && bytes[after] == UInt8(ascii: ","))
  else { return [] }
  let original = Array(bytes[containerRange.start..<containerRange.end])
  return minimalEdit(from: original, to: printed, offset: containerRange.start)
}

/// One edit that turns `old` into `new`, covering only the bytes between their common prefix
/// and suffix (kept on UTF-8 scalar boundaries); empty when they are equal.
func minimalEdit(from old: [UInt8], to new: [UInt8], offset: Int) -> [TextEdit] {
  guard old != new else { return [] }
  func continues(_ bytes: [UInt8], _ index: Int) -> Bool {
    index < bytes.count && bytes[index] & 0xC0 == 0x80
  }
  var prefix = 0
  while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
  while prefix > 0, continues(old, prefix) || continues(new, prefix) { prefix -= 1 }
  var suffix = 0
  while suffix < old.count - prefix, suffix < new.count - prefix,
    old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
  {
    suffix += 1
  }
  while suffix > 0, continues(old, old.count - suffix) || continues(new, new.count - suffix) {
    suffix -= 1
  }
  let replacement = String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
  return [
    TextEdit(
      range: ByteRange(start: offset + prefix, end: offset + old.count - suffix),
      newText: replacement)
  ]
}
