import JSONSyntax
import SpecAnalysis

/// The completions in an events file (`Schemas/EVENTS.md`) at UTF-8 offset `utf8Offset`, from
/// `Schemas/scroll-events.schema.json` as spec completion is from the spec schema: keys the
/// object takes that are not present yet (an event's keys as its `type` allows them: no
/// `velocity` outside `endDrag`, no `offset` on `setProgress`), values (event types, enum
/// values such as `orientation`, booleans, numbers), each documented from the schema; in the
/// `events` array, one event of each type.
///
/// Cost: the cursor context (O(depth + members)) plus the schema lookups at the path.
public func completions(
  in events: EventsDocument, at utf8Offset: Int, snippets: Bool = true
) -> CompletionList {
  let tree = events.syntax
  let context = tree.cursorContext(at: utf8Offset)
  var builder = CompletionBuilder(
    tree: tree, catalog: .events, context: context, offset: utf8Offset, snippets: snippets)
  switch context.position {
  case .propertyName, .inPropertyName:
    builder.addKeys()
  case .propertyValue:
    builder.addValues()
  case .arrayElement:
    builder.addEvents()
  case .root, .none:
    break
  }
  return CompletionList(items: builder.items)
}

extension CompletionBuilder {
  /// The events of each type, in an element position of the root's `events` array: the
  /// required keys with the schema's examples as placeholders.
  mutating func addEvents() {
    guard let array = context.array, let member = tree.parent(array),
      tree.kind(member) == .member, tree.stringValue(tree.key(of: member)) == "events",
      let object = tree.parent(member), object == tree.root,
      let docs = docs("type", at: [.key("events"), .index(0)])
    else { return }
    for (index, value) in docs.enumValues.enumerated() {
      guard case .string(let type) = value else { continue }
      let body: String
      switch type {
      case "beginDrag", "scroll", "endDecelerate": body = #", "offset": ${1:0}"#
      case "endDrag": body = #", "offset": ${1:0}, "velocity": ${2:0}"#
      case "environment": body = #", "orientation": "${1:landscape}""#
      case "contentHeight": body = #", "contentHeight": ${1:900}"#
      case "setProgress": body = #", "progress": ${1:1}"#
      default: body = ""
      }
      add(
        type, .snippet, snippet: #"{ "type": "\#(type)""# + body + " }" + commaAfter,
        detail: "a \(type) event", documentation: docs.enumDocumentation(index),
        sortText: Self.padded(index))
    }
  }
}
