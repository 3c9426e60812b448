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

  /// A diagnostic, identified: its place in its list of diagnostics, its group, whether its
  /// problem quotes the worst environment, and then its message's numbers.
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

  /// The diagnostics of one numbering and their identities, by number.
  private struct Numbered {
    var diagnostics: [Diagnostic] = []
    var found: [Found] = []
  }

  private(set) var groups: [Group] = []
  /// Each group's message shape (`MessageShape.of`), once asked for.
  private var shapes: [String?] = []
  private var index: [Place: [Int]] = [:]
  private var numbered = [Numbered(), Numbered()]

  /// Adds the `diagnostics` found in environment `member`, each identified.
  mutating func add(_ diagnostics: [Diagnostic], member: Int) {
    for place in diagnostics.indices {
      _ = identify(at: place, in: diagnostics, member: member)
    }
  }

  /// Adds the diagnostics of `numbering` that environment `member` has, `numbers`, where
  /// those met for the first time come with their diagnostics, `new`, in order: each is
  /// identified once.
  mutating func add(
    shared numbers: [Int], new: [Diagnostic], in numbering: Numbering, member: Int
  ) {
    var next = new.makeIterator()
    let table = numbering.rawValue
    for number in numbers {
      if number == numbered[table].found.count, let diagnostic = next.next() {
        numbered[table].diagnostics.append(diagnostic)
        let found = identify(
          at: numbered[table].diagnostics.count - 1, in: numbered[table].diagnostics,
          member: member)
        numbered[table].found.append(found)
      } else if number < numbered[table].found.count {
        add(numbered[table].found[number], of: numbered[table].diagnostics, member: member)
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
