import HeaderGeometry
import JSONSyntax
import SpecAnalysis

/// The edits that write an events file's expectations from its replay
/// (`simulate --write-expectations`, Schemas/EVENTS.md#expectations): an event with an
/// `expect` object gets new values for the fields it states (its `tolerance` and its choice of
/// fields kept); an event without one gets all four fields, inserted after its last member on
/// the same line. Nothing else in the file changes, so its layout and comments stay as written.
///
/// Numbers are written as `EventExpectation.text` writes them (10 decimals).
public enum ExpectationEdits {
  /// The edits for `records` (one per event of `events`, from `EventsReplay`); empty when the
  /// file has errors or the counts differ.
  public static func edits(_ events: EventsDocument, records: [ScrollRecord]) -> [TextEdit] {
    guard events.events?.count == records.count else { return [] }
    let tree = events.syntax
    let objects = eventObjects(tree)
    var edits: [TextEdit] = []
    for (index, record) in records.enumerated() {
      if let expectation = events.expectations[index] {
        for (field, stated) in expectation.stated {
          let value = EventExpectation.text(record.value(of: field))
          edits.append(TextEdit(range: stated.range, newText: value))
        }
      } else if let object = objects[events.eventRanges[index].start],
        let last = tree.members(of: object).reduce(nil, { _, member in member as NodeID? })
      {
        let fields = EventExpectation.Field.allCases.map { field in
          JSONText.string(field.rawValue) + ": " + EventExpectation.text(record.value(of: field))
        }
        let member = ", \"expect\": { " + fields.joined(separator: ", ") + " }"
        edits.append(.insert(member, at: tree.range(last).end))
      }
    }
    return edits
  }

  /// The objects of the root's `events` array, by where they start.
  static func eventObjects(_ tree: SyntaxTree) -> [Int: NodeID] {
    guard let root = tree.root, tree.kind(root) == .object,
      let member = tree.lastMember(named: "events", in: root),
      let array = tree.value(of: member), tree.kind(array) == .array
    else { return [:] }
    var objects: [Int: NodeID] = [:]
    var elements = ChildCursor(array, in: tree)
    while let element = elements.next(in: tree) {
      if tree.kind(element) == .object { objects[tree.range(element).start] = element }
    }
    return objects
  }
}
