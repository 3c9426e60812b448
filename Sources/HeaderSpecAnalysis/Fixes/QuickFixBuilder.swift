import JSONSyntax

/// Turns one `FixData` into `QuickFix` values against a document's syntax tree. Inserted text
/// follows its surroundings: a member added to a multi-line object goes on its own line with
/// the indentation of its siblings, one added to a one-line object stays on that line.
struct QuickFixBuilder {
  let tree: SyntaxTree
  let diagnostic: Diagnostic

  func fixes(for fix: FixData) -> [QuickFix] {
    switch fix {
    case .replaceKey(let suggestion):
      // Renaming onto a key the object already has would make a duplicate: offered, not safe.
      let object = container(diagnostic.range, kind: .key).flatMap(tree.parent).flatMap(tree.parent)
      let taken = object.map { tree.member(named: suggestion, in: $0) != nil } ?? true
      return one(
        "Replace with `\(suggestion)`",
        [TextEdit(range: diagnostic.range, newText: JSONText.string(suggestion))], safe: !taken)
    case .replaceValue(let suggestion):
      return one(
        "Replace with `\"\(suggestion)\"`",
        [TextEdit(range: diagnostic.range, newText: JSONText.string(suggestion))], safe: true)
    case .clampNumber(let range, let value):
      let text = JSONText.number(value)
      return one("Change to \(text)", [TextEdit(range: range, newText: text)], safe: true)
    case .swapValues(let first, let second):
      return one(
        "Swap \(tree.text(first)) and \(tree.text(second))",
        [
          TextEdit(range: first, newText: tree.text(second)),
          TextEdit(range: second, newText: tree.text(first)),
        ], safe: true)
    case .sortKeyframes(let array):
      return one("Sort keyframes by progress", sortEdits(array), safe: true)
    case .insertMembers(let object, let members):
      let names = members.map { "`\($0.key)`" }.joined(separator: ", ")
      let texts = members.map { "\(JSONText.string($0.key)): \($0.valueJSON)" }
      return one("Add \(names)", appendEdits(to: object, kind: .object, texts), safe: false)
    case .removeMember(let member):
      let name = memberNode(member).flatMap { tree.stringValue(tree.key(of: $0)) } ?? "the key"
      return one("Remove `\(name)`", removeEdits(member), safe: removalIsSafe)
    case .setSearchBarHeight(let subview, let existing, let height):
      let text = JSONText.number(height)
      let edits =
        existing.map { [TextEdit(range: $0, newText: text)] }
        ?? appendEdits(to: subview, kind: .object, ["\"height\": \(text)"])
      return one("Set height to \(text)", edits, safe: false)
    case .addSnappingRanges(let snapping, let behavior, let ranges):
      let texts = ranges.map {
        "{ \"target\": \(JSONText.number($0.target)), \"from\": \(JSONText.number($0.from)), "
          + "\"to\": \(JSONText.number($0.to)) }"
      }
      let edits =
        snapping.map { appendEdits(to: $0, kind: .array, texts) }
        ?? appendEdits(
          to: behavior, kind: .object, ["\"snapping\": [\(texts.joined(separator: ", "))]"])
      return one("Add snapping ranges", edits, safe: false)
    }
  }

  // MARK: - Edits

  /// Moves the elements of the array at `range` into ascending `progress` order (stable), each
  /// element's text into another element's place; empty when an element has no number
  /// `progress`.
  func sortEdits(_ range: ByteRange) -> [TextEdit] {
    guard let array = container(range, kind: .array) else { return [] }
    let elements = Array(tree.children(array))
    var keyed: [(progress: Double, node: NodeID)] = []
    for element in elements {
      guard tree.kind(element) == .object,
        let member = tree.member(named: "progress", in: element),
        let progress = tree.value(of: member).flatMap(tree.numberValue)
      else { return [] }
      keyed.append((progress, element))
    }
    let sorted = keyed.enumerated().sorted {
      ($0.element.progress, $0.offset) < ($1.element.progress, $1.offset)
    }.map(\.element.node)
    return zip(elements, sorted).compactMap { place, element in
      place == element ? nil : TextEdit(range: tree.range(place), newText: tree.text(element))
    }
  }

  /// Appends `texts` (members for an object, elements for an array) after the container's last
  /// entry, or into the empty container.
  func appendEdits(to range: ByteRange, kind: NodeKind, _ texts: [String]) -> [TextEdit] {
    guard let node = container(range, kind: kind), !texts.isEmpty else { return [] }
    let entries = Array(tree.children(node))
    guard let first = entries.first, let last = entries.last else {
      let inner = ByteRange(start: range.start + 1, end: max(range.start + 1, range.end - 1))
      let body = texts.joined(separator: ", ")
      return [TextEdit(range: inner, newText: kind == .object ? " \(body) " : body)]
    }
    let firstStart = tree.range(first).start
    let multiline = tree.bytes[range.start..<firstStart].contains(UInt8(ascii: "\n"))
    let separator = multiline ? ",\n" + indentation(at: firstStart) : ", "
    return [.insert(texts.map { separator + $0 }.joined(), at: tree.range(last).end)]
  }

  /// Removes the member at `range` with its comma and the space before the next entry.
  func removeEdits(_ range: ByteRange) -> [TextEdit] {
    guard let member = memberNode(range), let object = tree.parent(member) else { return [] }
    let siblings = Array(tree.members(of: object))
    guard let index = siblings.firstIndex(of: member) else { return [] }
    if index + 1 < siblings.count {
      let next = tree.range(siblings[index + 1]).start
      return [TextEdit(range: ByteRange(start: range.start, end: next), newText: "")]
    }
    if index > 0 {
      let previous = tree.range(siblings[index - 1]).end
      return [TextEdit(range: ByteRange(start: previous, end: range.end), newText: "")]
    }
    let outer = tree.range(object)
    return [TextEdit(range: ByteRange(start: outer.start + 1, end: outer.end - 1), newText: "")]
  }

  // MARK: - Helpers

  /// Removing a key is safe when the key has no effect (ignored by the behaviour's kind, a
  /// stretch limit without elasticity, a title menu's keyframes); not when the author must
  /// choose between two keys.
  var removalIsSafe: Bool {
    switch diagnostic.code {
    case .keyIgnoredByKind, .stretchLimitWithoutElastic, .titleMenuWithKeyframes: true
    default: false
    }
  }

  func one(_ title: String, _ edits: [TextEdit], safe: Bool) -> [QuickFix] {
    guard !edits.isEmpty else { return [] }
    return [QuickFix(title: title, edits: edits, isPreferred: true, isSafeForAutoFix: safe)]
  }

  /// The node of `kind` whose range is exactly `range`.
  func container(_ range: ByteRange, kind: NodeKind) -> NodeID? {
    var node = tree.node(at: range.start)
    while let current = node {
      if tree.kind(current) == kind, tree.range(current) == range { return current }
      node = tree.parent(current)
    }
    return nil
  }

  func memberNode(_ range: ByteRange) -> NodeID? { container(range, kind: .member) }

  /// The spaces and tabs that start the line containing `offset`.
  func indentation(at offset: Int) -> String {
    var start = offset
    while start > 0, tree.bytes[start - 1] != UInt8(ascii: "\n"),
      tree.bytes[start - 1] != UInt8(ascii: "\r")
    {
      start -= 1
    }
    var end = start
    while end < tree.bytes.count, tree.bytes[end] == 0x20 || tree.bytes[end] == 0x09 { end += 1 }
    return String(decoding: tree.bytes[start..<end], as: UTF8.self)
  }
}
