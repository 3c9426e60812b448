import HeaderGeometry
import JSONSyntax
import SpecAnalysis

/// Completions inside a reference's `"to"` (Schemas/FORMAT.md#references): before the `.`,
/// the other subviews' ids (each with the edge a reference from this anchor edge usually
/// names: `top` takes `bottom`, `leading` takes `trailing`); after it, the edges of the
/// anchor edge's axis. Nil when the cursor is not on a `"to"` value inside an anchor.
func referenceCompletions(in document: SpecDocument, context: CursorContext, at offset: Int)
  -> [CompletionItem]?
{
  let tree = document.syntax
  guard context.position == .propertyValue, let member = context.member,
    tree.stringValue(tree.key(of: member)) == "to", let object = tree.parent(member),
    let edgeMember = tree.parent(object), tree.kind(edgeMember) == .member,
    let edgeName = tree.stringValue(tree.key(of: edgeMember)),
    let edge = AnchorEdge(rawValue: edgeName)
  else { return nil }
  let value = tree.value(of: member).flatMap { tree.kind($0) == .string ? $0 : nil }
  let valueRange = value.map(tree.range)
  let closes = valueRange.map { $0.length >= 2 && tree.bytes[$0.end - 1] == UInt8(ascii: "\"") }
  // The bytes between the opening quote and the cursor, when the cursor is inside the string
  // (after its closing quote it is beside the string, as before its opening one). Bytes, not
  // a decoded string: invalid UTF-8 would decode to more bytes than it has.
  var typed = 0..<0
  if let valueRange, let closes, valueRange.start < offset,
    offset < valueRange.end || (!closes && offset == valueRange.end)
  {
    typed = (valueRange.start + 1)..<offset
  }
  if let dot = tree.bytes[typed].lastIndex(of: UInt8(ascii: ".")), let valueRange, let closes {
    // The edge part: from after the dot to the closing quote.
    let start = dot + 1
    let range = ByteRange(start: start, end: max(start, closes ? valueRange.end - 1 : offset))
    return edge.axisEdges.map(\.rawValue).enumerated().map { position, name in
      CompletionItem(
        label: name, kind: .value, detail: "edge", insertText: name, isSnippet: false,
        range: range, sortText: "\(position)")
    }
  }
  let own = document.sourceMap.location(containing: offset).flatMap { location -> String? in
    switch location {
    case .subview(let index), .keyframe(let index, _): document.spec?.subviews[index].id
    default: nil
    }
  }
  // The edit must contain the cursor (LSP): on the string it replaces the string; before it,
  // with only blanks between, it starts at the cursor and writes the blanks back; with
  // anything else between (or after the string), no id fits.
  var range = valueRange ?? context.replacementRange
  var blanks = ""
  if let valueRange, !valueRange.touches(offset) {
    guard offset < valueRange.start, let gap = tree.blanks(from: offset, to: valueRange.start)
    else { return [] }
    blanks = gap
    range = ByteRange(start: offset, end: valueRange.end)
  }
  var seen = Set<String>()
  var items: [CompletionItem] = []
  for subview in document.spec?.subviews ?? [] {
    let id = subview.id
    guard !id.hasPrefix("#"), id != own, seen.insert(id).inserted else { continue }
    let text = "\(id).\(edge.usualTarget)"
    items.append(
      CompletionItem(
        label: id, kind: .value, detail: subview.kind.name,
        insertText: blanks + JSONText.string(text),
        isSnippet: false, range: range, sortText: String(items.count)))
  }
  return items
}

extension AnchorEdge {
  /// The edge a reference from this edge names most often (below, after, aligned).
  fileprivate var usualTarget: String {
    switch self {
    case .leading: "trailing"
    case .trailing: "leading"
    case .top: "bottom"
    case .bottom: "top"
    case .centerX: "centerX"
    case .centerY: "centerY"
    }
  }
}
