import JSONSyntax
import SpecAnalysis

/// Snippets: a whole spec in an empty document, a subview of each kind in `subviews`, a
/// keyframe at the next sensible progress in `keyframes`, a snapping pair in `snapping`.
/// Written in snippet syntax, two-space indented, and re-indented to the cursor's line.
extension CompletionBuilder {
  /// The skeleton of a spec, offered in an empty document.
  mutating func addSkeleton() {
    guard tree.root == nil else { return }
    let skeleton = """
      {
        "\\$schema": "https://raw.githubusercontent.com/headerspec/headerspec/main/Schemas/header-spec.schema.json",
        "version": 1,
        "name": "${1:Header}",
        "bar": { "maxHeight": ${2:200}, "minHeight": ${3:65} },
        "behavior": {
          "kind": "${4:squareCash}",
          "snapping": [
            { "target": 0, "from": 0, "to": 0.5 },
            { "target": 1, "from": 0.5, "to": 1 }
          ]
        },
        "subviews": [$0]
      }
      """
    add("header spec", .snippet, snippet: skeleton, detail: "A whole header spec")
  }

  /// Element snippets for the array at the cursor, chosen by the array's key.
  mutating func addElements() {
    guard let array = context.array, let member = tree.parent(array),
      tree.kind(member) == .member, let name = tree.stringValue(tree.key(of: member))
    else { return }
    // Directly against an element's bracket a new element would need commas on both sides
    // of the cursor: offer elements only in the space between elements, or, on a string in
    // a list of names, the names that replace it.
    if tree.children(array).contains(where: {
      let range = tree.range($0)
      return range.start <= offset && offset <= range.end
    }) {
      if let node = context.node, tree.kind(node) == .string {
        addEnumElements(name, member: member, array: array, replacing: node)
      }
      return
    }
    let indent = JSONEditor(tree: tree).lineIndentation(at: context.replacementRange.start)
    func element(_ label: String, _ detail: String, _ body: String) {
      let text = JSONEditor.indented(body, by: indent) + commaAfter
      add(label, .snippet, snippet: text, detail: detail, sortText: Self.padded(items.count))
    }
    switch name {
    case "subviews":
      for (kind, body) in Self.subviewSnippets {
        element("\(kind) subview", "A new subview of kind \(kind)", body)
      }
    case "keyframes":
      let progress = JSONText.number(nextKeyframeProgress(array))
      let body =
        progress == "0"
        ? "{ \"progress\": 0, \"center\": [${1:187.5}, ${2:100}], \"size\": [${3:100}, ${4:30}] }"
        : "{ \"progress\": ${1:\(progress)}, \"alpha\": ${2:1} }"
      element("keyframe at \(progress)", "A new keyframe at progress \(progress)", body)
    case "snapping":
      element(
        "snapping pair", "Snap to the nearest end: [0, 0.5] -> 0 and [0.5, 1] -> 1",
        "{ \"target\": 0, \"from\": 0, \"to\": 0.5 },\n{ \"target\": 1, \"from\": 0.5, \"to\": 1 }")
      element(
        "snapping range", "One snapping range",
        "{ \"target\": ${1:1}, \"from\": ${2:0.5}, \"to\": ${3:1} }")
    default:
      addEnumElements(name, member: member, array: array)
    }
  }

  /// The values an array of names takes (`supports.devices`, `orientations`, `contentSizes`,
  /// `layoutDirections`) that it does not hold yet, in the schema's order, each with the
  /// schema's description of it (a device's screen and safe area, a content size's text sizes).
  /// On a string element (`string`), each replaces the whole string, and only the names the
  /// text typed in it begins are offered (`NameCompletion`); the list is then incomplete, so
  /// that an editor asks again when that text changes.
  mutating func addEnumElements(
    _ name: String, member: NodeID, array: NodeID, replacing string: NodeID? = nil
  ) {
    guard let object = tree.parent(member),
      let docs = docs(name, at: tree.path(to: object)),
      let node = docs.elements, let values = node.enumValues
    else { return }
    let present = Set(tree.children(array).filter { $0 != string }.map { tree.text($0) })
    let target = string.map { NameCompletion.target(in: tree, string: $0, at: offset) }
    let typed = target?.typed ?? ""
    isIncomplete = isIncomplete || !typed.isEmpty
    for (index, value) in values.enumerated() where !present.contains(value.description) {
      if case .string(let text) = value, !NameCompletion.matches(typed, text) { continue }
      let documentation = SchemaDocs.enumDocumentation(node, index)
      add(
        value.description, .value, snippet: SnippetText.escape(value.description) + commaAfter,
        detail: docs.title, documentation: documentation, sortText: Self.padded(index),
        range: target?.range ?? context.replacementRange)
    }
  }

  /// The progress of a keyframe inserted at the cursor: 0 in an empty array; between the
  /// neighbours' progress values when inserted between two; after the last one, 0.5 when it
  /// is below 0.5, else 1.
  func nextKeyframeProgress(_ array: NodeID) -> Double {
    let elements = Array(tree.children(array))
    func progress(_ index: Int) -> Double? {
      guard elements.indices.contains(index), tree.kind(elements[index]) == .object,
        let member = tree.member(named: "progress", in: elements[index]),
        let value = tree.value(of: member)
      else { return nil }
      return tree.numberValue(value)
    }
    let index = context.elementIndex ?? elements.count
    let onElement = context.node.map { node in elements.contains(node) } ?? false
    let previous = progress(index - 1)
    let next = progress(onElement ? index + 1 : index)
    guard let previous else { return 0 }
    if let next { return ((previous + next) / 2 * 1000).rounded() / 1000 }
    if previous < 0.5 { return 0.5 }
    return 1
  }

  /// One snippet per subview kind, in the schema's order.
  static let subviewSnippets: [(String, String)] = [
    (
      "view",
      """
      {
        "id": "${1:background}",
        "kind": "view",
        "backgroundColor": "${2:#1E88E5}",
        "keyframes": [
          { "progress": 0, "frame": [${3:0}, ${4:0}, ${5:375}, ${6:200}] }
        ]
      }
      """
    ),
    (
      "label",
      """
      {
        "id": "${1:title}",
        "kind": "label",
        "text": "${2:Title}",
        "font": { "size": ${3:17}, "weight": "${4:semibold}" },
        "keyframes": [
          { "progress": 0, "center": [${5:187.5}, ${6:100}], "size": [${7:200}, ${8:24}] },
          { "progress": 1, "alpha": ${9:0} }
        ]
      }
      """
    ),
    (
      "image",
      """
      {
        "id": "${1:avatar}",
        "kind": "image",
        "image": "${2:avatar}",
        "cornerRadius": ${3:35},
        "keyframes": [
          { "progress": 0, "center": [${4:187.5}, ${5:90}], "size": [${6:70}, ${7:70}] }
        ]
      }
      """
    ),
    (
      "button",
      """
      {
        "id": "${1:close}",
        "kind": "button",
        "image": "${2:close}",
        "keyframes": [
          { "progress": 0, "frame": [${3:335}, ${4:25}, ${5:30}, ${6:30}] }
        ]
      }
      """
    ),
    (
      "searchBar",
      """
      {
        "id": "${1:search}",
        "kind": "searchBar",
        "placeholder": "${2:Search}",
        "height": 44,
        "keyframes": [
          { "progress": 0, "anchor": { "leading": 0, "bottom": 0 }, "size": [375, 44] }
        ]
      }
      """
    ),
    (
      "titleMenu",
      """
      {
        "id": "${1:menu}",
        "kind": "titleMenu",
        "items": ["${2:Home}", "${3:Search}"],
        "selected": 0
      }
      """
    ),
  ]
}
