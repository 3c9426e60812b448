/// Collects the problems of a matrix's environments, in matrix order, into groups of the same
/// problem (code, range and message shape, as `MatrixProblemKey` says) with the environments
/// where each happens and the worst of them (`MatrixAnalysis`).
///
/// A check's diagnostics are identified once: an environment that repeats one of the last
/// `EnvironmentCheckCache.capacity` checks adds its member number to the groups already
/// found. Identifying costs a hash of the code and range and a comparison with the messages
/// there; a message's shape is read only when no message there is the same. So the merge
/// costs about a hash per problem of each distinct check and an append per problem of each
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

  /// A diagnostic of a check, identified: its place in the check's diagnostics, its group,
  /// whether its problem quotes the worst environment, and then its message's numbers.
  private struct Found {
    var diagnostic: Int
    var group: Int
    var quotesWorst: Bool
    var numbers: [Double]
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

  private(set) var groups: [Group] = []
  /// Each group's message shape (`MessageShape.of`), once asked for.
  private var shapes: [String?] = []
  private var index: [Place: [Int]] = [:]
  /// The last few checks, their diagnostics identified, most recent last.
  private var recent: [(check: Int, diagnostics: [Diagnostic], found: [Found])] = []
  /// The diagnostics numbered across the matrix and their identities, by number.
  private var sharedDiagnostics: [Diagnostic] = []
  private var sharedFound: [Found] = []

  /// Adds the `diagnostics` that `check` found in environment `member`.
  mutating func add(check: Int, _ diagnostics: [Diagnostic], member: Int) {
    if let known = recent.last(where: { $0.check == check }) {
      for found in known.found { add(found, of: known.diagnostics, member: member) }
      return
    }
    var identified: [Found] = []
    identified.reserveCapacity(diagnostics.count)
    for place in diagnostics.indices {
      identified.append(identify(at: place, in: diagnostics, member: member))
    }
    if recent.count == EnvironmentCheckCache.capacity { recent.removeFirst() }
    recent.append((check, diagnostics, identified))
  }

  /// Adds the diagnostics numbered across the whole matrix (`TextFitDiagnostics`) that
  /// environment `member` has, `numbers`, where those met for the first time come with their
  /// diagnostics, `new`, in order: each is identified once.
  mutating func add(shared numbers: [Int], new: [Diagnostic], member: Int) {
    var next = new.makeIterator()
    for number in numbers {
      if number == sharedFound.count, let diagnostic = next.next() {
        sharedDiagnostics.append(diagnostic)
        sharedFound.append(
          identify(at: sharedDiagnostics.count - 1, in: sharedDiagnostics, member: member))
      } else if number < sharedFound.count {
        add(sharedFound[number], of: sharedDiagnostics, member: member)
      }
    }
  }

  /// Identifies the diagnostic at `place` in `diagnostics`, found in environment `member`,
  /// and counts it there: a new group, or the group of the same problem.
  private mutating func identify(at place: Int, in diagnostics: [Diagnostic], member: Int)
    -> Found
  {
    let diagnostic = diagnostics[place]
    let quotesWorst = MatrixAnalysis.quotesWorst.contains(diagnostic.code)
    guard let group = group(of: diagnostic) else {
      index[Place(diagnostic), default: []].append(groups.count)
      let numbers = quotesWorst ? MessageShape.numbers(in: diagnostic.message) : []
      groups.append(
        Group(
          diagnostic: diagnostic, members: [member], worst: [member], varies: false,
          numbers: numbers))
      shapes.append(nil)
      return Found(
        diagnostic: place, group: groups.count - 1, quotesWorst: quotesWorst, numbers: numbers)
    }
    var numbers: [Double] = []
    if quotesWorst {
      numbers =
        diagnostic.message == groups[group].diagnostic.message
        ? groups[group].numbers : MessageShape.numbers(in: diagnostic.message)
    }
    let found = Found(diagnostic: place, group: group, quotesWorst: quotesWorst, numbers: numbers)
    add(found, of: diagnostics, member: member)
    return found
  }

  /// The group of the problem `diagnostic` reports, if there is one yet: at its code and range,
  /// the one with its message (the same shape, read without scanning), else the one with its
  /// message's shape.
  private mutating func group(of diagnostic: Diagnostic) -> Int? {
    guard let candidates = index[Place(diagnostic)] else { return nil }
    for group in candidates where groups[group].diagnostic.message == diagnostic.message {
      return group
    }
    let shape = MessageShape.of(diagnostic.message)
    for group in candidates {
      if shapes[group] == nil { shapes[group] = MessageShape.of(groups[group].diagnostic.message) }
      if shapes[group] == shape { return group }
    }
    return nil
  }

  /// Counts environment `member` in the group of `found` (one of `diagnostics`), and makes it
  /// the group's worst when its numbers say more.
  private mutating func add(_ found: Found, of diagnostics: [Diagnostic], member: Int) {
    let group = found.group
    // One entry per environment, even when an environment repeats a problem.
    if groups[group].members.last != member { groups[group].members.append(member) }
    guard found.quotesWorst else { return }
    if found.numbers == groups[group].numbers {
      if groups[group].worst.last != member { groups[group].worst.append(member) }
      return
    }
    groups[group].varies = true
    if MessageShape.isWorse(found.numbers, than: groups[group].numbers) {
      groups[group].diagnostic = diagnostics[found.diagnostic]
      groups[group].worst = [member]
      groups[group].numbers = found.numbers
    }
  }
}
