import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading

/// The layout checks of a matrix's environments (`SpecDocument`), each run once per layout
/// environment: a dictionary keyed by `HeaderSpec.layoutEnvironment(_:)`, what a check reads
/// of an environment (the spec adapted to it, with any text style's size, the safe-area insets
/// and the layout direction). The content sizes of a spec whose layout does not read them, for
/// example, are one check, and the matrix costs what differs between its environments: the
/// text-fit check of each content size is then a comparison per label
/// (`TextFitDiagnostics`). A check is the geometry's diagnostics but the text-fit ones, and the
/// labels' narrowest frames those are judged on (`LayoutCheck`). Memory: one check per
/// distinct layout environment of the matrix.
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
  struct Layout {
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

  private let spec: HeaderSpec
  /// Each matrix environment's layout part (`HeaderSpec.layoutEnvironment(_:)`), in order.
  private let layouts: [Environment]
  private var checks: [Environment: LayoutCheck] = [:]

  /// The checks of the environments of `matrix`, asked for in its order.
  init(spec: HeaderSpec, matrix: EnvironmentMatrix) {
    self.spec = spec
    layouts = matrix.environments.map { spec.layoutEnvironment($0.environment) }
  }

  /// The layout check of the matrix's environment `member`, numbered by `number` from its
  /// layout the first time its layout environment is met.
  mutating func check(member: Int, number: (Layout) -> LayoutCheck) -> LayoutCheck {
    let environment = layouts[member]
    if let known = checks[environment] { return known }
    let found = number(Layout(spec, in: environment))
    // Its new diagnostics are new only once: the merge has them after this (`MatrixMerger`).
    var kept = found
    kept.new = []
    checks[environment] = kept
    return found
  }
}
