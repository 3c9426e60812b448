/// How `workspace/symbol` matches what is typed, as editors' symbol pickers do: the query's
/// characters appear in the name in order, not necessarily together, ignoring case
/// (`avt` finds `avatar`, `PrIm` finds `profileImage`). An empty query matches everything.
public enum FuzzyMatch {
  /// Whether `query` matches `name`. O(name).
  public static func matches(_ query: String, _ name: String) -> Bool {
    var wanted = query.lowercased().makeIterator()
    guard var next = wanted.next() else { return true }
    for character in name.lowercased() where character == next {
      guard let following = wanted.next() else { return true }
      next = following
    }
    return false
  }
}
