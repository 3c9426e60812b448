import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading

/// The layout checks of a matrix's environments (`SpecDocument`), each run once for
/// environments that lay the spec out alike. A check is the geometry's diagnostics but the
/// text-fit ones, and the labels' narrowest frames those are judged on (`LayoutCheck`); what it
/// reads of an environment is the spec adapted to it (`HeaderSpec.adapted(to:)`) with any
/// text style's size, the safe-area insets and the layout direction, all of which
/// `HeaderSpec.layoutEnvironment(_:)` decides. The content sizes of a spec whose layout does
/// not read them, for example, are one check, and the matrix costs what differs between its
/// environments: the text-fit check of each content size is then a comparison per label
/// (`TextFitDiagnostics`).
///
/// A check is in two parts: its layout (`Layout`: the adapted spec resolved and its problems),
/// a function of the spec and the environment alone, and its numbering (`LayoutDiagnostics`),
/// which must see the checks in matrix order. So a check that misses also lays out the next
/// `parallelLayouts - 1` environments that will miss, on other cores (`ParallelWork`), and
/// keeps those layouts until their turn comes to be numbered: the diagnostics are the same,
/// in the same order, as one check at a time. Only a spec of `parallelSubviews` or more is
/// laid out so: a smaller one's layout costs less than handing it to another core.
///
/// It keeps the last `capacity` checks, most recent last. The matrix runs content sizes and
/// directions innermost, so an environment that lays the spec out as one checked before is
/// among them; keeping no more, and at most `parallelLayouts - 1` layouts ahead, bounds the
/// memory to that many checks, whatever the matrix.
struct EnvironmentCheckCache {
  /// What a layout check found: the diagnostics but the text-fit ones, numbered across the
  /// matrix with those met for the first time (`LayoutDiagnostics`; none when the check is
  /// asked for again), and the narrowest frames of the labels with text styles
  /// (`ResolvedHeader.environmentProblems(in:textFrames:)`).
  struct LayoutCheck {
    var numbers: [Int]
    var new: [Diagnostic]
    var textFrames: [TextFrame]
  }

  /// A check before its numbering: the spec adapted to a layout environment and resolved,
  /// its problems in the order `GeometryDiagnostics.diagnostics(in:textFrames:)` words them,
  /// and the labels' narrowest frames.
  struct Layout: Sendable {
    var environment: Environment
    var resolved: ResolvedHeader
    var problems: [GeometryProblem]
    var textFrames: [TextFrame]

    init(_ spec: HeaderSpec, in environment: Environment) {
      self.environment = environment
      resolved = ResolvedHeader(spec.adapted(to: environment))
      var frames: [TextFrame]? = []
      problems =
        resolved.problems + resolved.environmentProblems(in: environment, textFrames: &frames)
      textFrames = frames ?? []
    }
  }

  static let capacity = 4
  /// The layouts made at once when a check misses: this one and the next ones that will miss.
  static let parallelLayouts = 2
  /// The fewest subviews whose layouts are made on two cores: handing a layout to another core
  /// costs about 30 µs, the layout of 4 subviews, and a spec of fewer than 24 gains nothing
  /// measurable (Tests/Performance/README.md#matrix), so it lays out one check at a time.
  static let parallelSubviews = 24
  /// How far past a miss the next misses are looked for (environments of the matrix).
  static let lookahead = 64
  private let spec: HeaderSpec
  /// Each matrix environment's layout part (`HeaderSpec.layoutEnvironment(_:)`), in order.
  private let layouts: [Environment]
  private var entries: [(environment: Environment, check: LayoutCheck)] = []
  /// Layouts made ahead of their turn, waiting to be numbered.
  private var ahead: [Layout] = []

  /// The checks of the environments of `matrix`, asked for in its order.
  init(spec: HeaderSpec, matrix: EnvironmentMatrix) {
    self.spec = spec
    layouts = matrix.environments.map { spec.layoutEnvironment($0.environment) }
  }

  /// The layout check of the matrix's environment `member`, numbered by `number` from its
  /// layout unless an environment with the same layout part is recent.
  mutating func check(member: Int, number: (Layout) -> LayoutCheck) -> LayoutCheck {
    let environment = layouts[member]
    if let known = entries.last(where: { $0.environment == environment }) { return known.check }
    let layout: Layout
    if let waiting = ahead.firstIndex(where: { $0.environment == environment }) {
      layout = ahead.remove(at: waiting)
    } else {
      let misses = nextMisses(after: member)
      if misses.isEmpty {
        layout = Layout(spec, in: environment)
      } else {
        let batch = [environment] + misses
        let spec = self.spec
        var made = ParallelWork.map(count: batch.count) { Layout(spec, in: batch[$0]) }
        layout = made.removeFirst()
        ahead += made
      }
    }
    let found = number(layout)
    if entries.count == Self.capacity { entries.removeFirst() }
    // Its new diagnostics are new only once: the merge has them after this (`MatrixMerger`).
    var kept = found
    kept.new = []
    entries.append((environment, kept))
    return found
  }

  /// The layouts made ahead and not numbered yet: none once the matrix has been checked.
  var layoutsAhead: Int { ahead.count }

  /// The next `parallelLayouts - 1` distinct layout environments after `member` that are
  /// neither recent nor laid out ahead: each will miss when its turn comes, since only a miss
  /// adds a check. Looks `lookahead` environments ahead at most.
  private func nextMisses(after member: Int) -> [Environment] {
    var misses: [Environment] = []
    guard spec.subviews.count >= Self.parallelSubviews else { return misses }
    let current = layouts[member]
    for next in layouts[(member + 1)...].prefix(Self.lookahead) {
      guard misses.count < Self.parallelLayouts - 1 else { break }
      if next == current || misses.contains(next) { continue }
      if entries.contains(where: { $0.environment == next }) { continue }
      if ahead.contains(where: { $0.environment == next }) { continue }
      misses.append(next)
    }
    return misses
  }
}
