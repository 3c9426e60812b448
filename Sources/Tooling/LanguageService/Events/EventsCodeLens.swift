import HeaderGeometry
import JSONSyntax
import SpecAnalysis

/// The code lens of an events file: "Simulate" above the `events` key once the replay ran
/// (`records`), which opens the preview page replaying the file's records.
public func codeLenses(in events: EventsDocument, records: [ScrollRecord]?) -> [CodeLens] {
  let tree = events.syntax
  guard records != nil, let root = tree.root, tree.kind(root) == .object,
    let member = tree.lastMember(named: "events", in: root)
  else { return [] }
  let count = records?.count ?? 0
  return [
    CodeLens(
      range: tree.range(tree.key(of: member)),
      title: "Simulate \(count) event\(count == 1 ? "" : "s")", action: .replayEvents)
  ]
}
