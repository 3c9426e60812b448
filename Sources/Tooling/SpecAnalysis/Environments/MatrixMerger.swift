/// Collects the problems of a matrix's environments, in matrix order, into groups of the same
/// problem (code, range and message shape, as `MatrixProblemKey` says) with the environments
/// where each happens and the worst of them (`MatrixAnalysis`).
///
/// Diagnostics numbered across the matrix (`LayoutDiagnostics`, `TextFitDiagnostics`) are
/// identified once, and so is each list of them that environments share: every environment of
/// a layout check has that check's numbers, and most content sizes' text-fit numbers are the
/// same on every device. An environment whose list was met before is added to that list's
/// environments (a hash of the list, and a comparison that an identical array makes at once),
/// and `groups` reads each distinct list once. Identifying a diagnostic costs a hash of its code
/// and range and a comparison with the messages there; a message's shape is read only when no
/// message there is the same. So the merge costs about a hash per distinct problem, one per
/// environment's list, and, at the end, a pass over the distinct lists and the groups'
/// environments.
struct MatrixMerger {
  /// One problem across environments: the diagnostic shown (the worst environment's for a
  /// problem that quotes the worst, else the first's), the environments where it happens, those
  /// with the numbers shown, whether the numbers differ between environments, and the numbers
  /// shown (read only for a problem that quotes the worst). `environmentsID` and `worstID`
  /// number the distinct lists of environments (`EnvironmentUnions`), so that each is
  /// described once; `worstID` is nil where `worst` is the first environment alone (a problem
  /// that does not quote the worst).
  struct Group {
    var diagnostic: Diagnostic
    var members: [Int]
    var worst: [Int]
    var varies: Bool
    var numbers: [Double]
    var environmentsID: Int
    var worstID: Int?
  }

  /// The numberings of diagnostics across the matrix, each with its own numbers.
  enum Numbering: Int {
    case layout, text
  }

  /// A problem's code and range: the groups there differ in their message shapes.
  private struct Place: Hashable {
    var code: DiagnosticCode
    var start: Int
    var end: Int

    init(_ diagnostic: Diagnostic) {
      code = diagnostic.code
      start = diagnostic.range.start
      end = diagnostic.range.end
    }
  }

  /// The numbers of one numbering that some environments have.
  private struct SharedList: Hashable {
    var numbering: Numbering
    var numbers: [Int]
  }

  /// The groups, one array per field, in the order found: each one's first diagnostic, its
  /// message's shape once asked for, by place; and, for a problem that quotes the worst, the
  /// first found of its diagnostics with the worst numbers so far (its index among those
  /// found, and itself) and whether all its diagnostics so far have the same numbers. The
  /// other diagnostics found are not kept: only their numbers are read again.
  private var groupFirst: [Diagnostic] = []
  private var shapes: [String?] = []
  private var index: [Place: [Int]] = [:]
  private var groupWorst: [Int] = []
  private var groupWorstDiagnostic: [Diagnostic] = []
  private var groupNumbersAlike: [Bool] = []

  /// The distinct diagnostics identified (by index), one array per field: each one's group,
  /// and its message's numbers (for a problem that quotes the worst environment).
  private var foundGroup: [Int] = []
  private var foundNumbers: [[Double]] = []
  /// Per numbering (`Numbering.rawValue`), by number, the index of its diagnostic among those
  /// identified.
  private var numbered: [[Int]] = [[], []]

  /// The distinct lists of diagnostics environments have (in the order met): each one's
  /// diagnostics (indices among those identified, in order) and its environments (ascending).
  private var lists: [SharedList: Int] = [:]
  private var listFound: [[Int]] = []
  private var listMembers: [[Int]] = []

  /// Adds the `diagnostics` found in environment `member`, each identified.
  mutating func add(_ diagnostics: [Diagnostic], member: Int) {
    listFound.append(diagnostics.map { identify($0) })
    listMembers.append([member])
  }

  /// Adds the diagnostics of `numbering` that environment `member` has, `numbers`, where
  /// those met for the first time come with their diagnostics, `new`, in order: each is
  /// identified once, and a list of numbers met before only gains the environment.
  mutating func add(
    shared numbers: [Int], new: [Diagnostic], in numbering: Numbering, member: Int
  ) {
    let key = SharedList(numbering: numbering, numbers: numbers)
    if let list = lists[key] {
      // A list met before has no new diagnostic: they were numbered when it was met.
      if listMembers[list].last != member { listMembers[list].append(member) }
      return
    }
    var ids: [Int] = []
    ids.reserveCapacity(numbers.count)
    var next = new.makeIterator()
    for number in numbers {
      let known = numbered[numbering.rawValue].count
      if number == known, let diagnostic = next.next() {
        let id = identify(diagnostic)
        numbered[numbering.rawValue].append(id)
        ids.append(id)
      } else if number < known {
        ids.append(numbered[numbering.rawValue][number])
      }
    }
    lists[key] = listFound.count
    listFound.append(ids)
    listMembers.append([member])
  }

  /// Identifies `diagnostic`: a new group, or the group of the same problem. Returns its index
  /// among those found. Diagnostics come in the order they were met, so a group's worst is
  /// the first met of those with the worst numbers (`MessageShape.isWorse`).
  private mutating func identify(_ diagnostic: Diagnostic) -> Int {
    let quotesWorst = MatrixAnalysis.quotesWorst.contains(diagnostic.code)
    let id = foundGroup.count
    guard let group = group(of: diagnostic) else {
      let group = groupFirst.count
      index[Place(diagnostic), default: []].append(group)
      foundGroup.append(group)
      foundNumbers.append(quotesWorst ? MessageShape.numbers(in: diagnostic.message) : [])
      groupFirst.append(diagnostic)
      shapes.append(nil)
      groupWorst.append(id)
      groupWorstDiagnostic.append(diagnostic)
      groupNumbersAlike.append(true)
      return id
    }
    foundGroup.append(group)
    guard quotesWorst else {
      foundNumbers.append([])
      return id
    }
    let worst = groupWorst[group]
    let numbers =
      diagnostic.message == groupWorstDiagnostic[group].message
      ? foundNumbers[worst] : MessageShape.numbers(in: diagnostic.message)
    foundNumbers.append(numbers)
    if numbers != foundNumbers[worst] { groupNumbersAlike[group] = false }
    if MessageShape.isWorse(numbers, than: foundNumbers[worst]) {
      groupWorst[group] = id
      groupWorstDiagnostic[group] = diagnostic
    }
    return id
  }

  /// The group of the problem `diagnostic` reports, if there is one yet: at its code and range,
  /// the one with its message (the same shape, read without scanning), else the one with its
  /// message's shape.
  private mutating func group(of diagnostic: Diagnostic) -> Int? {
    guard let candidates = index[Place(diagnostic)] else { return nil }
    for group in candidates where groupFirst[group].message == diagnostic.message {
      return group
    }
    let shape = MessageShape.of(diagnostic.message)
    for group in candidates {
      if shapes[group] == nil { shapes[group] = MessageShape.of(groupFirst[group].message) }
      if shapes[group] == shape { return group }
    }
    return nil
  }

  /// The groups found, in order. A group's environments are those of the lists that hold one
  /// of its diagnostics, each once; for a problem that quotes the worst, its worst environments
  /// are those of the lists with a diagnostic of exactly the worst numbers. The worst does not
  /// depend on the order the environments came in (`MessageShape.isWorse` is a strict weak
  /// order). O(distinct lists' lengths + groups' environments).
  var groups: [Group] {
    // Each group's diagnostics, with the list each was in, in the order of the lists.
    var holders = [[(list: Int, id: Int)]](repeating: [], count: groupFirst.count)
    for (list, ids) in listFound.enumerated() {
      for id in ids { holders[foundGroup[id]].append((list, id)) }
    }
    var unions = EnvironmentUnions(listMembers: listMembers)
    return groupFirst.indices.map { group in
      let entries = holders[group]
      let environments = unions.union(of: entries.map(\.list))
      guard MatrixAnalysis.quotesWorst.contains(groupFirst[group].code) else {
        let firstMember = environments.members.first.map { [$0] } ?? []
        return Group(
          diagnostic: groupFirst[group], members: environments.members, worst: firstMember,
          varies: false, numbers: [], environmentsID: environments.id, worstID: nil)
      }
      let worstNumbers = foundNumbers[groupWorst[group]]
      let varies = !groupNumbersAlike[group]
      let worstEnvironments =
        varies
        ? unions.union(of: entries.filter { foundNumbers[$0.id] == worstNumbers }.map(\.list))
        : environments
      return Group(
        diagnostic: groupWorstDiagnostic[group], members: environments.members,
        worst: worstEnvironments.members, varies: varies, numbers: worstNumbers,
        environmentsID: environments.id, worstID: worstEnvironments.id)
    }
  }
}
