import JSONSyntax

/// The schema check's record of the root's `subviews` elements (see `AnalysisMemo`), made
/// while it checks them, and the previous analysis it takes unedited elements' results from.
struct SchemaSubviewsMemo {
  /// The array in the tree being checked.
  let array: NodeID
  /// The previous analysis and the edit since, when the edit was confirmed.
  let prior: (memo: AnalysisMemo, edit: SubviewEdit)?
  var rule = -1
  var bounds: [Int32] = []
  var valid: [Bool] = []

  /// Starts recording the array's check against `rule` at output position `start`; false
  /// when a check was recorded already (the array is checked against several rules).
  mutating func begin(rule: Int, start: Int) -> Bool {
    guard self.rule < 0 else { return false }
    self.rule = rule
    bounds = [Int32(start)]
    return true
  }

  /// Records that the element just checked ended at output position `end`.
  @inline(__always)
  mutating func record(end: Int, valid: Bool) {
    bounds.append(Int32(end))
    self.valid.append(valid)
  }

  /// Element `element`'s diagnostics and result from the previous analysis, moved to where
  /// they are now; nil when they must be checked (the edited element, another rule, a range
  /// that cannot move).
  func reused(element: Int) -> (diagnostics: ArraySlice<Diagnostic>, valid: Bool)? {
    guard let (memo, edit) = prior, element != edit.element, memo.schemaRule == rule,
      element + 1 < memo.schemaBounds.count
    else { return nil }
    let slice = memo.schema[Int(memo.schemaBounds[element])..<Int(memo.schemaBounds[element + 1])]
    guard !slice.isEmpty else { return (slice, memo.schemaValid[element]) }
    var moved: [Diagnostic] = []
    moved.reserveCapacity(slice.count)
    for diagnostic in slice {
      guard let diagnostic = diagnostic.moved(by: edit) else { return nil }
      moved.append(diagnostic)
    }
    return (moved[...], memo.schemaValid[element])
  }
}
