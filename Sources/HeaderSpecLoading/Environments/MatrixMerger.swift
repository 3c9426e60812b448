/// Collects the problems of a matrix's environments, in matrix order, into groups of the same
/// problem (code, range and message shape, as `MatrixProblemKey` says) with the environments
/// where each happens and the worst of them (`MatrixAnalysis`).
///
/// Diagnostics numbered across the matrix (`LayoutDiagnostics`, `TextFitDiagnostics`) are
/// identified once: an environment that has one met before adds its member number to the
/// group already found. Identifying costs a hash of the code and range and a comparison with
/// the messages there; a message's shape is read only when no message there is the same. So
/// the merge costs about a hash per distinct problem and an append per problem of each
/// environment.
struct MatrixMerger {
  /// One problem across environments: the diagnostic shown (the worst environment's for a
  /// problem that quotes the worst, else the first's), the environments where it happens, those
  /// with the numbers shown, whether the numbers differ between environments, and the numbers
  /// shown (read only for a problem that quotes the worst).
  struct Group {
    var diagnostic: Diagnostic
    var members: [Int]
    var worst: [Int]
    var varies: Bool
    var numbers: [Double]
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

  /// The groups, one array per field (the hot path appends to `members` and reads `numbers`
  /// without copying a whole group), in the order found.
  private var diagnostics: [Diagnostic] = []
  private var members: [[Int]] = []
  private var worst: [[Int]] = []
  private var varies: [Bool] = []
  private var numbers: [[Double]] = []
  /// Each group's message shape (`MessageShape.of`), once asked for.
  private var shapes: [String?] = []
  private var index: [Place: [Int]] = [:]

  /// The distinct diagnostics identified, one array per field: each one, its group, whether
  /// its problem quotes the worst environment, and then its message's numbers.
  private var found: [Diagnostic] = []
  private var foundGroup: [Int] = []
  private var foundQuotesWorst: [Bool] = []
  private var foundNumbers: [[Double]] = []
  /// Per numbering (`Numbering.rawValue`), by number, the index of its diagnostic among
  /// `found`.
  private var numbered: [[Int]] = [[], []]

  /// The groups found, in order.
  var groups: [Group] {
    diagnostics.indices.map {
      Group(
        diagnostic: diagnostics[$0], members: members[$0], worst: worst[$0], varies: varies[$0],
        numbers: numbers[$0])
    }
  }

  /// Adds the `diagnostics` found in environment `member`, each identified.
  mutating func add(_ diagnostics: [Diagnostic], member: Int) {
    for diagnostic in diagnostics { _ = identify(diagnostic, member: member) }
  }

  /// Adds the diagnostics of `numbering` that environment `member` has, `numbers`, where
  /// those met for the first time come with their diagnostics, `new`, in order: each is
  /// identified once.
  mutating func add(
    shared numbers: [Int], new: [Diagnostic], in numbering: Numbering, member: Int
  ) {
    var next = new.makeIterator()
    for number in numbers {
      let known = numbered[numbering.rawValue].count
      if number == known, let diagnostic = next.next() {
        numbered[numbering.rawValue].append(identify(diagnostic, member: member))
      } else if number < known {
        add(numbered[numbering.rawValue][number], member: member)
      }
    }
  }

  /// Identifies `diagnostic`, found in environment `member`, and counts it there: a new group,
  /// or the group of the same problem. Returns its index among `found`.
  private mutating func identify(_ diagnostic: Diagnostic, member: Int) -> Int {
    let quotesWorst = MatrixAnalysis.quotesWorst.contains(diagnostic.code)
    let id = found.count
    found.append(diagnostic)
    foundQuotesWorst.append(quotesWorst)
    guard let group = group(of: diagnostic) else {
      let group = diagnostics.count
      index[Place(diagnostic), default: []].append(group)
      let read = quotesWorst ? MessageShape.numbers(in: diagnostic.message) : []
      diagnostics.append(diagnostic)
      members.append([member])
      worst.append([member])
      varies.append(false)
      numbers.append(read)
      shapes.append(nil)
      foundGroup.append(group)
      foundNumbers.append(read)
      return id
    }
    var read: [Double] = []
    if quotesWorst {
      read =
        diagnostic.message == diagnostics[group].message
        ? numbers[group] : MessageShape.numbers(in: diagnostic.message)
    }
    foundGroup.append(group)
    foundNumbers.append(read)
    add(id, member: member)
    return id
  }

  /// The group of the problem `diagnostic` reports, if there is one yet: at its code and range,
  /// the one with its message (the same shape, read without scanning), else the one with its
  /// message's shape.
  private mutating func group(of diagnostic: Diagnostic) -> Int? {
    guard let candidates = index[Place(diagnostic)] else { return nil }
    for group in candidates where diagnostics[group].message == diagnostic.message {
      return group
    }
    let shape = MessageShape.of(diagnostic.message)
    for group in candidates {
      if shapes[group] == nil { shapes[group] = MessageShape.of(diagnostics[group].message) }
      if shapes[group] == shape { return group }
    }
    return nil
  }

  /// Counts environment `member` in the group of identified diagnostic `id`, and makes it the
  /// group's worst when its numbers say more.
  private mutating func add(_ id: Int, member: Int) {
    let group = foundGroup[id]
    // One entry per environment, even when an environment repeats a problem.
    if members[group].last != member { members[group].append(member) }
    guard foundQuotesWorst[id] else { return }
    if foundNumbers[id] == numbers[group] {
      if worst[group].last != member { worst[group].append(member) }
      return
    }
    varies[group] = true
    if MessageShape.isWorse(foundNumbers[id], than: numbers[group]) {
      diagnostics[group] = found[id]
      worst[group] = [member]
      numbers[group] = foundNumbers[id]
    }
  }
}
