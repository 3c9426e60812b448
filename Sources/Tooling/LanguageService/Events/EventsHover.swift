import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// The hover in an events file at UTF-8 offset `utf8Offset`: on a key, its documentation
/// from the events schema; on the `spec` value, the file it resolves to (`specPath`); elsewhere
/// in an event, once the replay ran (`records`, one per event), what the event did: its
/// record (offset, progress, height, snap) and, for the changes an app makes (`environment`,
/// `contentHeight`, `setProgress`, `scrollToTop`), what changed.
///
/// Cost: O(depth) to find the node, O(events) to find the event.
public func hover(
  in events: EventsDocument, records: [ScrollRecord]?, specPath: String?, at utf8Offset: Int
) -> Hover? {
  let tree = events.syntax
  guard let node = tree.node(at: utf8Offset) else { return nil }
  if let member = tree.parent(node), tree.kind(member) == .member,
    let object = tree.parent(member), let name = tree.stringValue(tree.key(of: member))
  {
    if node == tree.key(of: member) {
      let applicable = SchemaCatalog.events.applicableNodes(at: tree.path(to: object), in: tree)
      guard let docs = SchemaDocs(name, among: applicable, catalog: .events) else { return nil }
      return Hover(markdown: docs.documentation, range: tree.range(node))
    }
    if object == tree.root, name == "spec", let specPath {
      return Hover(
        markdown: "**Spec**: `\(specPath)`\n\nThe header spec these events are replayed "
          + "through.", range: tree.range(node))
    }
  }
  guard let records, records.count == events.eventRanges.count,
    let index = events.eventRanges.firstIndex(where: {
      $0.start <= utf8Offset && utf8Offset < $0.end
    })
  else { return nil }
  let before = index > 0 ? records[index - 1] : nil
  let markdown = EventsRecordText.markdown(
    records[index], number: index + 1, of: records.count, before: before,
    startOffset: -events.scrollView.contentInsetTop)
  return Hover(markdown: markdown, range: events.eventRanges[index])
}
