import JSONSyntax
import SpecAnalysis

/// The completions of a project configuration (`.headerspec.json`, its bytes) at UTF-8 offset
/// `utf8Offset`: the names of `supports`' lists (`devices`, `orientations`, `contentSizes`,
/// `layoutDirections`), in an array or on a string in it, and those of `environment`'s
/// `device`, `contentSize`, `orientation` and `layoutDirection`, which take one name of the
/// same lists. Each name is documented as in a spec (the header spec schema's lists, which
/// Schemas/headerspec-config.schema.json repeats); on a string, it replaces the whole string
/// and the names are those the typed text begins (`NameCompletion`). Comments are read as
/// comments whether or not the file allows them. Elsewhere, no items.
///
/// Cost: the parse (O(n)) and the cursor context.
public func completions(inConfiguration bytes: [UInt8], at utf8Offset: Int) -> CompletionList {
  let tree = SyntaxTree(bytes: bytes, options: .jsonc)
  let context = tree.cursorContext(at: utf8Offset)
  guard let list = configurationList(tree, context) else { return CompletionList(items: []) }
  let catalog = SchemaCatalog.shared
  guard let supports = catalog.root.property("supports").map(catalog.resolved),
    let docs = SchemaDocs(list.name, among: [catalog[supports]]),
    let node = docs.elements, let values = node.enumValues
  else { return CompletionList(items: []) }
  var range = context.replacementRange
  var typed = ""
  if let string = context.node, tree.kind(string) == .string {
    (range, typed) = NameCompletion.target(in: tree, string: string, at: utf8Offset)
  } else if context.node == nil, list.array == nil,
    let member = context.member, let value = tree.value(of: member), tree.range(value).length > 0
  {
    // Beside a value (before it, or after an object's bracket): no name fits there.
    return CompletionList(items: [])
  }
  let present = Set(
    list.array.map { array in
      tree.children(array).filter { $0 != context.node }.map { tree.text($0) }
    } ?? [])
  var commaBefore: [TextEdit] = []
  var commaAfter = ""
  if list.array != nil, context.node == nil {
    if context.needsCommaBefore, let previous = context.previousSibling {
      commaBefore = [.insert(",", at: tree.range(previous).end)]
    }
    commaAfter = context.needsCommaAfter ? "," : ""
  }
  var items: [CompletionItem] = []
  for (index, value) in values.enumerated() where !present.contains(value.description) {
    guard case .string(let text) = value, NameCompletion.matches(typed, text) else { continue }
    items.append(
      CompletionItem(
        label: value.description, kind: .value, detail: docs.title,
        documentation: SchemaDocs.enumDocumentation(node, index),
        insertText: value.description + commaAfter, isSnippet: false, range: range,
        additionalEdits: commaBefore, sortText: CompletionBuilder.padded(index)))
  }
  return CompletionList(items: items, isIncomplete: !typed.isEmpty)
}

/// The list of the header spec schema's `supports` whose names fit at the cursor, and the
/// array the cursor is in (nil for one of `environment`'s values); nil where no name fits.
private func configurationList(_ tree: SyntaxTree, _ context: CursorContext) -> (
  name: String, array: NodeID?
)? {
  /// The key of the member whose value is `node`, and the object that member is in.
  func key(holding node: NodeID) -> (name: String, object: NodeID)? {
    guard let member = tree.parent(node), tree.kind(member) == .member,
      let name = tree.stringValue(tree.key(of: member)), let object = tree.parent(member)
    else { return nil }
    return (name, object)
  }
  /// Whether `object` is the value of the root's member named `name`.
  func isRootMember(_ object: NodeID, _ name: String) -> Bool {
    guard let found = key(holding: object) else { return false }
    return found.name == name && found.object == tree.root
  }
  switch context.position {
  case .arrayElement:
    // On a string element, or between elements (not against another one's bracket).
    guard let array = context.array, let found = key(holding: array),
      isRootMember(found.object, "supports")
    else { return nil }
    if let node = context.node {
      guard tree.kind(node) == .string else { return nil }
    } else if tree.children(array).contains(where: {
      tree.range($0).touches(context.replacementRange.start)
    }) {
      return nil
    }
    return (found.name, array)
  case .propertyValue:
    let lists = [
      "device": "devices", "orientation": "orientations", "contentSize": "contentSizes",
      "layoutDirection": "layoutDirections",
    ]
    guard let member = context.member, let object = tree.parent(member),
      let name = tree.stringValue(tree.key(of: member)), let list = lists[name],
      isRootMember(object, "environment")
    else { return nil }
    return (list, nil)
  default:
    return nil
  }
}
