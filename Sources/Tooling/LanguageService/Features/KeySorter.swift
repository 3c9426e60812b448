import JSONSyntax
import SpecAnalysis

/// `source.sortKeys`: one action that puts every object's keys in the canonical order, the
/// schema's (the order of its `properties`, which completion offers and the format reference's
/// key tables follow; for a subview, the keys common to every kind, then its kind's); keys the
/// schema does not know keep their order, after the known ones. Nil when every object is in
/// order already, or the document has syntax errors.
///
/// Only members move; the rest stays where it is. A member takes along the comments before it
/// (up to its line's indentation, which belongs to the place) and a comment after it on its
/// line; commas stay between members, and a trailing comma stays last. So `JSONPrinter`
/// attaches each comment to the same key after the sort as before it. O(n) in the document,
/// plus one schema lookup per distinct place and kind.
public func sortKeysAction(in document: SpecDocument) -> CodeAction? {
  let tree = document.syntax
  guard !tree.hasErrors, let root = tree.root else { return nil }
  var sorter = KeySorter(document: document)
  let sorted = sorter.render(root, path: [])
  guard sorter.moved, !sorter.unsortable else { return nil }
  let edits = minimalEdit(from: tree.bytes, to: sorted, offset: tree.range(root).start)
  guard !edits.isEmpty else { return nil }
  return CodeAction(
    title: "Sort keys into the canonical order", kind: .sourceSortKeys, edits: edits)
}

/// The walk behind `sortKeysAction`: each node's text with the members of every object in it
/// in the canonical order.
struct KeySorter {
  let document: SpecDocument
  var tree: SyntaxTree { document.syntax }
  /// Whether some object's members changed order.
  var moved = false
  /// Whether some comma sits where the sort cannot tell whose it is (after a comment on the
  /// line below a member).
  var unsortable = false
  /// The canonical keys of each place seen, by its keys (indices left out) and its `kind`.
  private var orders: [[String]: [String: Int]] = [:]

  init(document: SpecDocument) {
    self.document = document
  }

  /// The text of `node` (at `path`), its objects' members in order.
  mutating func render(_ node: NodeID, path: [PathComponent]) -> [UInt8] {
    let range = tree.range(node)
    switch tree.kind(node) {
    case .object: return renderObject(node, path: path)
    case .array:
      var bytes: [UInt8] = []
      var position = range.start
      for (index, element) in tree.children(node).enumerated() {
        let elementRange = tree.range(element)
        bytes += tree.bytes[position..<elementRange.start]
        bytes += render(element, path: path + [.index(index)])
        position = elementRange.end
      }
      return bytes + tree.bytes[position..<range.end]
    default:
      return Array(tree.bytes[range.start..<range.end])
    }
  }

  /// One member as it will be written: the comments before it (`lead`, without the
  /// whitespace that opens its place), the member itself, and what follows it on its line
  /// (`after`: spaces and comments, no comma).
  private struct Piece {
    var lead: [UInt8]
    var body: [UInt8]
    var after: [UInt8]
    var name: String
  }

  private mutating func renderObject(_ object: NodeID, path: [PathComponent]) -> [UInt8] {
    let range = tree.range(object)
    let members = Array(tree.children(object))
    guard !members.isEmpty else { return Array(tree.bytes[range.start..<range.end]) }
    var pieces: [Piece] = []
    var indents: [[UInt8]] = []
    var start = range.start + 1  // after `{`
    var trailingComma = false
    for (index, member) in members.enumerated() {
      let memberRange = tree.range(member)
      let lead = Array(tree.bytes[start..<memberRange.start])
      let indent = lead.prefix { Self.isSpace($0) }
      indents.append(Array(indent))
      let name = tree.stringValue(tree.key(of: member)) ?? ""
      var body = Array(tree.bytes[memberRange.start..<memberRange.end])
      if let value = tree.value(of: member) {
        let valueRange = tree.range(value)
        body = Array(tree.bytes[memberRange.start..<valueRange.start])
        body += render(value, path: path + [.key(name)])
        body += tree.bytes[valueRange.end..<memberRange.end]
      }
      let gapEnd = index + 1 < members.count ? tree.range(members[index + 1]).start : range.end - 1
      let gap = Self.split(Array(tree.bytes[memberRange.end..<gapEnd]))
      if index + 1 == members.count {
        trailingComma = gap.hadComma
      } else if !gap.hadComma {
        // A comma after a comment on a later line: left alone, the sort is not offered.
        unsortable = true
      }
      pieces.append(
        Piece(lead: Array(lead.dropFirst(indent.count)), body: body, after: gap.after, name: name))
      start = memberRange.end + gap.consumed
    }
    let tail = Array(tree.bytes[start..<range.end])  // up to and with `}`
    let order = canonicalOrder(object, path: path)
    let sorted = pieces.enumerated().sorted { lhs, rhs in
      let left = order[lhs.element.name] ?? Int.max
      let right = order[rhs.element.name] ?? Int.max
      return left != right ? left < right : lhs.offset < rhs.offset
    }
    if sorted.map(\.offset) != Array(pieces.indices) { moved = true }
    var bytes: [UInt8] = [tree.bytes[range.start]]
    for (position, (_, piece)) in sorted.enumerated() {
      bytes += indents[position] + piece.lead + piece.body
      if position + 1 < pieces.count || trailingComma { bytes.append(UInt8(ascii: ",")) }
      bytes += piece.after
    }
    return bytes + tail
  }

  /// Each key's position in the canonical order of the object at `path`.
  private mutating func canonicalOrder(_ object: NodeID, path: [PathComponent]) -> [String: Int] {
    var place = path.compactMap { component -> String? in
      if case .key(let name) = component { return name }
      return "[]"
    }
    let kind = tree.lastMember(named: "kind", in: object).flatMap(tree.value(of:))
      .flatMap(tree.stringValue)
    place.append("kind=" + (kind ?? ""))
    if let known = orders[place] { return known }
    var order: [String: Int] = [:]
    for node in SchemaCatalog.shared.applicableNodes(at: path, in: document) {
      for name in node.propertyNames where order[name] == nil { order[name] = order.count }
    }
    orders[place] = order
    return order
  }

  /// A gap between a member and the next one (or the `}`), split: what stays with the member
  /// (the spaces and comments on its line up to the last comment there, comma left out),
  /// whether there was a comma, and how many bytes of the gap that part and the comma take.
  /// The rest opens the next member's place.
  static func split(_ gap: [UInt8]) -> (after: [UInt8], hadComma: Bool, consumed: Int) {
    var index = 0
    var commaAt: Int?
    var end = 0  // the end of the last comment on the member's line
    while index < gap.count {
      let byte = gap[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      if byte == UInt8(ascii: ",") {
        commaAt = index
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < gap.count {
        let lineComment = gap[index + 1] == UInt8(ascii: "/")
        var close = index + 2
        if lineComment {
          while close < gap.count, gap[close] != UInt8(ascii: "\n"),
            gap[close] != UInt8(ascii: "\r")
          {
            close += 1
          }
        } else {
          while close + 1 < gap.count,
            !(gap[close] == UInt8(ascii: "*") && gap[close + 1] == UInt8(ascii: "/"))
          {
            close += 1
          }
          close = min(close + 2, gap.count)
        }
        index = close
        end = index
      } else {
        index += 1
      }
    }
    // A comma on a later line (`1\n, "b"`), after nothing but spaces.
    if commaAt == nil, let later = gap[index...].firstIndex(of: UInt8(ascii: ",")),
      gap[index..<later].allSatisfy(isSpace)
    {
      commaAt = later
    }
    var after = Array(gap[0..<end])
    if let commaAt, commaAt < end { after.remove(at: commaAt) }
    return (after, commaAt != nil, max(end, commaAt.map { $0 + 1 } ?? 0))
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }

}
