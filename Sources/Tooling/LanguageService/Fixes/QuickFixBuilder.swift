import JSONSyntax
import SpecAnalysis

/// Turns one diagnostic's `FixData` into `QuickFix` values against a document's text.
struct QuickFixBuilder {
  let document: SpecDocument
  let diagnostic: Diagnostic

  var tree: SyntaxTree { document.syntax }
  var editor: JSONEditor { JSONEditor(tree: document.syntax) }

  /// Codes whose removed member had no effect, so removing it changes nothing but the text.
  private static let removalIsNeutral: Set<DiagnosticCode> = [
    .keyIgnoredByKind, .titleMenuWithKeyframes,
  ]

  func fixes(for fix: FixData) -> [QuickFix] {
    switch fix {
    case .replaceKey(let suggestion):
      // Renaming onto a key the object already has would make a duplicate: offered, not safe.
      let object = editor.node(exactly: diagnostic.range, kind: .key)
        .flatMap(tree.parent).flatMap(tree.parent)
      let taken = object.map { tree.member(named: suggestion, in: $0) != nil } ?? true
      return [
        make(
          "Replace with `\(suggestion)`", [replace(diagnostic.range, JSONText.string(suggestion))],
          kind: taken ? .changesBehavior : repair)
      ]
    case .replaceValue(let suggestion):
      return [
        make(
          "Replace with `\"\(suggestion)\"`",
          [replace(diagnostic.range, JSONText.string(suggestion))], kind: repair)
      ]
    case .clampNumber(let range, let value):
      let text = JSONText.number(value)
      var fixes = [
        make(
          "Change `\(tree.text(range))` to `\(text)`", [replace(range, text)], kind: repair)
      ]
      if diagnostic.code == .firstKeyframeAboveZero, let added = keyframeAtZero(progress: range) {
        fixes.append(
          make("Add a keyframe at progress 0", added, preferred: false, kind: .changesBehavior))
      }
      return fixes
    case .unquoteValue(let range, let literal):
      return [
        make(
          "Replace `\(tree.text(range))` with `\(literal)`", [replace(range, literal)],
          kind: repair)
      ]
    case .nullSize(let range, let isInherited):
      // Both edges of the axis are anchored and give the length: the layout does not change,
      // unless a later keyframe inherits the size (`ResolvedHeader.laterKeyframeInheritsLength`).
      let title = "Replace `\(tree.text(range))` with `null`"
      return [
        make(
          isInherited ? title + " (a later keyframe inherits it)" : title,
          [replace(range, "null")], kind: isInherited ? .changesBehavior : .keepsBehavior)
      ]
    case .swapValues(let first, let second):
      return [
        make(
          "Swap `\(tree.text(first))` and `\(tree.text(second))`",
          [replace(first, tree.text(second)), replace(second, tree.text(first))], kind: repair)
      ]
    case .sortKeyframes(let array):
      guard let edits = sortedKeyframes(array) else { return [] }
      return [make("Sort keyframes by progress", edits, kind: repair)]
    case .insertMembers(let object, let members):
      guard let node = editor.node(exactly: object, kind: .object) else { return [] }
      let names = members.map { "`\($0.key)`" }.joined(separator: ", ")
      let values = members.map { ($0.key, value(of: $0, in: node)) }
      return [
        make("Add \(names)", editor.insertMembers(values, into: node), kind: .changesBehavior)
      ]
    case .removeMember(let member):
      guard let node = editor.node(exactly: member, kind: .member) else { return [] }
      let name = tree.stringValue(tree.key(of: node)) ?? "this key"
      return [
        make(
          "Remove `\(name)`", editor.remove(node),
          kind: Self.removalIsNeutral.contains(diagnostic.code) ? .keepsBehavior : .changesBehavior)
      ]
    case .enableElastic(let behavior, let elastic, let stretchLimit):
      // Removing the limit changes nothing but the text (it had no effect): first and preferred.
      // Making the bar elastic makes it stretch, which a person chooses.
      var fixes: [QuickFix] = []
      if let member = editor.node(exactly: stretchLimit, kind: .member) {
        fixes.append(make("Remove `stretchLimit`", editor.remove(member), kind: .keepsBehavior))
      }
      let preferred = fixes.isEmpty
      if let elastic {
        fixes.append(
          make(
            "Set `elastic` to `true` (the bar starts to stretch)", [replace(elastic, "true")],
            preferred: preferred, kind: .changesBehavior))
      } else if let node = editor.node(exactly: behavior, kind: .object) {
        fixes.append(
          make(
            "Add `\"elastic\": true` (the bar starts to stretch)",
            editor.insertMembers([("elastic", "true")], into: node), preferred: preferred,
            kind: .changesBehavior))
      }
      return fixes
    case .setSearchBarHeight(let subview, let existing, let height):
      let text = JSONText.number(height)
      let title = "Set the search bar's `height` to \(text)"
      if let existing { return [make(title, [replace(existing, text)], kind: .changesBehavior)] }
      guard let node = editor.node(exactly: subview, kind: .object) else { return [] }
      return [
        make(
          title, editor.insertMembers([("height", text)], into: node), kind: .changesBehavior)
      ]
    case .anchorPositions(let subview, let placement, let replacements):
      // The same layout at the spec's own width; another one, as meant, on the others.
      let edits = replacements.map { replace($0.member, $0.text) }
      return [
        make(
          "Anchor `\(subview)` to \(placement)", edits, kind: .changesBehavior)
      ]
    case .edgeMerge(let anchor, let inheritedEdge, let stretch):
      // Two intents, each a change the author chooses: `--fix` applies neither.
      var fixes: [QuickFix] = []
      if let node = editor.node(exactly: anchor, kind: .object) {
        fixes.append(
          make(
            "Move: remove the inherited `\(inheritedEdge)`",
            editor.insertMembers([(inheritedEdge, "null")], into: node), kind: .changesBehavior))
      }
      if let stretch, let node = editor.node(exactly: stretch.keyframe, kind: .object) {
        fixes.append(
          make(
            "Stretch between both edges",
            editor.insertMembers([("size", stretch.size)], into: node), preferred: fixes.isEmpty,
            kind: .changesBehavior))
      }
      return fixes
    case .addSnappingRanges(let snapping, let behavior, let ranges):
      guard
        let edits = SnappingEdits(editor: editor).add(
          ranges, snapping: snapping, behavior: behavior)
      else { return [] }
      let list = ranges.map(SnappingEdits.describe).joined(separator: ", ")
      return [make("Add snapping \(list)", edits, kind: .changesBehavior)]
    }
  }

  /// The fix of a diagnostic that carries no `FixData` but has an obvious one: a duplicate key
  /// (HS116, on every occurrence) is removed, and so are a trailing comma (HS107) and a byte
  /// order mark (HS118); a missing comma (HS104) is inserted after the member or element the
  /// parser reports it on.
  func derivedFixes() -> [QuickFix] {
    switch diagnostic.code {
    case .duplicateKey: return duplicateKeyFixes()
    case .trailingComma where tree.text(diagnostic.range) == ",":
      return [make("Remove the trailing comma", [replace(diagnostic.range, "")], kind: .repairs)]
    case .byteOrderMark where diagnostic.range == ByteRange(start: 0, end: 3):
      return [
        make("Remove the byte order mark", [replace(diagnostic.range, "")], kind: .repairs)
      ]
    case .missingComma:
      // Safe when a line break separates the two (a comma forgotten at the end of a line);
      // `[1 2]` might have meant `[12]`.
      let end = diagnostic.range.end
      let next = tree.bytes[end...].firstIndex { ![0x20, 0x09].contains($0) }
      let safe = next.map { [0x0A, 0x0D].contains(tree.bytes[$0]) } ?? false
      return [
        make("Insert a comma", [.insert(",", at: end)], kind: safe ? .repairs : .changesBehavior)
      ]
    default: return []
    }
  }

  /// HS116's fix: remove this occurrence. The last occurrence is the one that counts, so
  /// removing an earlier one changes nothing but the text (preferred, safe); removing the last
  /// one brings back the previous value.
  private func duplicateKeyFixes() -> [QuickFix] {
    guard let key = editor.node(exactly: diagnostic.range, kind: .key),
      let member = tree.parent(key), tree.kind(member) == .member,
      tree.parent(member) != nil
    else { return [] }
    let name = tree.stringValue(key) ?? "key"
    var isLast = true
    var next = tree.nextSibling(member)
    while let other = next, isLast {
      isLast = tree.stringValue(tree.key(of: other)) != name
      next = tree.nextSibling(other)
    }
    let title =
      isLast
      ? "Remove this duplicate `\(name)` (the earlier value then counts)"
      : "Remove this duplicate `\(name)` (a later one overrides it)"
    return [
      make(
        title, editor.remove(member), preferred: !isLast,
        kind: isLast ? .changesBehavior : .keepsBehavior)
    ]
  }

  // MARK: - Helpers

  /// The member's value, or where the diagnostic could only say `null` (no default, no type),
  /// the first value the schema allows there.
  private func value(of member: FixData.InsertedMember, in object: NodeID) -> String {
    guard member.valueJSON == "null" else { return member.valueJSON }
    let path = tree.path(to: object)
    let schema = SchemaCatalog.shared.property(member.key, at: path, in: document)
    return schema?.enumValues?.first?.description ?? member.valueJSON
  }

  /// `repairs` for an error's fix, `changesBehavior` for a warning's (`FixKind.repairing`).
  private var repair: FixKind { .repairing(diagnostic) }

  private func make(
    _ title: String, _ edits: [TextEdit], preferred: Bool = true, kind: FixKind
  ) -> QuickFix {
    QuickFix(title: title, edits: edits, isPreferred: preferred, kind: kind)
  }

  private func replace(_ range: ByteRange, _ text: String) -> TextEdit {
    TextEdit(range: range, newText: text)
  }

  /// Edits that reorder the elements of the keyframes array at `array` by ascending progress
  /// (stable), each element's text moving as a whole; nil when an element has no numeric
  /// progress.
  private func sortedKeyframes(_ array: ByteRange) -> [TextEdit]? {
    guard let node = editor.node(exactly: array, kind: .array) else { return nil }
    let elements = Array(tree.children(node))
    var keyed: [(progress: Double, index: Int)] = []
    for (index, element) in elements.enumerated() {
      guard tree.kind(element) == .object,
        let member = tree.member(named: "progress", in: element),
        let value = tree.value(of: member), let progress = tree.numberValue(value)
      else { return nil }
      keyed.append((progress, index))
    }
    let order = keyed.sorted { ($0.progress, $0.index) < ($1.progress, $1.index) }
    if let lines = editor.lines(ofChildrenOf: node) {
      return order.enumerated().flatMap { position, entry in
        entry.index == position ? [] : moved(lines[entry.index], onto: lines[position])
      }
    }
    var edits: [TextEdit] = []
    for (position, entry) in order.enumerated() where entry.index != position {
      edits.append(
        replace(tree.range(elements[position]), tree.text(elements[entry.index])))
    }
    return edits
  }

  /// Edits that put the element at `source`, with its comment lines above it and its comment
  /// after it, where the element at `target` is; commas and line breaks stay where they are.
  private func moved(_ source: JSONEditor.ChildLines, onto target: JSONEditor.ChildLines)
    -> [TextEdit]
  {
    func text(_ start: Int, _ end: Int) -> String { tree.text(ByteRange(start: start, end: end)) }
    var edits: [TextEdit] = []
    let lead = text(source.leadStart, source.lineStart)
    if lead != text(target.leadStart, target.lineStart) {
      edits.append(replace(ByteRange(start: target.leadStart, end: target.lineStart), lead))
    }
    edits.append(replace(target.body, tree.text(source.body)))
    let comment = source.comment.map { " " + tree.text($0) } ?? ""
    let afterComma = target.comma?.end ?? target.body.end
    if comment != text(afterComma, target.contentEnd) {
      edits.append(replace(ByteRange(start: afterComma, end: target.contentEnd), comment))
    }
    return edits
  }

  /// Inserts, before the keyframe whose progress value is at `progress`, a copy of it at
  /// progress 0.
  private func keyframeAtZero(progress: ByteRange) -> [TextEdit]? {
    guard let value = editor.node(exactly: progress), let member = tree.parent(value),
      let keyframe = tree.parent(member), tree.kind(keyframe) == .object,
      let array = tree.parent(keyframe), tree.kind(array) == .array
    else { return nil }
    let range = tree.range(keyframe)
    let copy = TextEdit.apply(
      [
        TextEdit(
          range: ByteRange(start: progress.start - range.start, end: progress.end - range.start),
          newText: "0")
      ],
      to: tree.text(range))
    let separator =
      editor.isMultiline(tree.range(array))
      ? ",\n" + editor.lineIndentation(at: range.start) : ", "
    return [.insert(copy + separator, at: range.start)]
  }
}
