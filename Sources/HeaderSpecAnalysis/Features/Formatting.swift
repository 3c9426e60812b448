import JSONSyntax

/// The edits that format the whole document canonically (`JSONPrinter`: two-space indent, one
/// member per line, number arrays on one line, a final line break): one edit covering only
/// the bytes that change; empty when the document is already formatted or cannot be
/// formatted without losing text (syntax errors, comments). Stable and idempotent.
public func formatting(in document: SpecDocument) -> [TextEdit] {
  guard let printed = JSONPrinter.printedBytes(document.syntax) else { return [] }
  return minimalEdit(from: document.syntax.bytes, to: printed, offset: 0)
}

/// The edits that format `range`: the smallest object or array that contains it is printed
/// canonically at its own indentation (the whole document when that is the root). Empty when
/// it is already formatted or cannot be formatted. Stable and idempotent; formatting the root
/// gives the same text as `formatting(in:)`.
public func rangeFormatting(in document: SpecDocument, range: ByteRange) -> [TextEdit] {
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
  guard let container = current, container != tree.root else { return formatting(in: document) }
  let containerRange = tree.range(container)
  let editor = JSONEditor(tree: tree)
  let subtree = SyntaxTree(bytes: Array(tree.bytes[containerRange.start..<containerRange.end]))
  guard var printed = JSONPrinter.print(subtree) else { return [] }
  if printed.hasSuffix("\n") { printed.removeLast() }
  let indent = editor.lineIndentation(at: containerRange.start)
  let text = JSONEditor.indented(printed, by: indent)
  let original = Array(tree.bytes[containerRange.start..<containerRange.end])
  return minimalEdit(from: original, to: Array(text.utf8), offset: containerRange.start)
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
