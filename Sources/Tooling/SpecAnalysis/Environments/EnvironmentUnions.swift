/// The environments of a group of lists of diagnostics (`MatrixMerger`): the union of the
/// lists' environments, ascending, each once. Each distinct group of lists is merged once and
/// its array shared by every problem with those lists (the environments of a layout check's
/// problems are mostly the same few lists), and numbered, so that each is described once
/// (`MatrixAnalysis`).
struct EnvironmentUnions {
  private let listMembers: [[Int]]
  private var known: [[Int]: (members: [Int], id: Int)] = [:]

  /// `listMembers[i]` is the environments of list `i`, ascending.
  init(listMembers: [[Int]]) {
    self.listMembers = listMembers
  }

  /// The environments of `lists` (ascending list indices, possibly repeated) and the number of
  /// that union among those asked for.
  mutating func union(of lists: [Int]) -> (members: [Int], id: Int) {
    var key: [Int] = []
    key.reserveCapacity(lists.count)
    for list in lists where key.last != list { key.append(list) }
    if let union = known[key] { return union }
    var members: [Int]
    if key.count == 1 {
      members = listMembers[key[0]]
    } else {
      members = key.flatMap { listMembers[$0] }
      members.sort()
      var unique: [Int] = []
      unique.reserveCapacity(members.count)
      for member in members where unique.last != member { unique.append(member) }
      members = unique
    }
    let union = (members, known.count)
    known[key] = union
    return union
  }
}
