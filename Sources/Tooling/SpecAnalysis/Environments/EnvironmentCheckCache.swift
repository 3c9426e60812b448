import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading

/// The layout checks of a matrix's environments (`SpecDocument`), each run once per layout
/// environment: a dictionary keyed by `HeaderSpec.layoutEnvironment(_:)`, what a check reads
/// of an environment (the spec adapted to it, with any text style's size, the safe-area insets
/// and the layout direction). The content sizes of a spec whose layout does not read them, for
/// example, are one check, and the matrix costs what differs between its environments: the
/// text-fit check of each content size is then a comparison per label
/// (`TextFitDiagnostics`). Memory: a check is kept until the last environment that shares its
/// layout environment has asked for it, so at most one check per distinct layout environment
/// of the matrix, and one at a time when the environments that share one come in a row.
struct EnvironmentCheckCache {
  /// What a layout check found: the geometry's findings but the text-fit ones, and the
  /// narrowest frames of the labels with text styles that those are judged on
  /// (`ResolvedHeader.environmentProblems(in:textFrames:)`).
  struct LayoutCheck {
    var findings: [MatrixFinding]
    var textFrames: [TextFrame]
  }

  private let spec: HeaderSpec
  /// Each matrix environment's layout part (`HeaderSpec.layoutEnvironment(_:)`), in order.
  private let layouts: [HeaderEnvironment]
  /// The last environment (index) of each layout environment.
  private var lastUse: [HeaderEnvironment: Int] = [:]
  private var checks: [HeaderEnvironment: LayoutCheck] = [:]

  /// The checks of the environments of `matrix`, asked for in its order.
  init(spec: HeaderSpec, matrix: EnvironmentMatrix) {
    self.spec = spec
    layouts = matrix.environments.map { spec.layoutEnvironment($0.environment) }
    for (member, layout) in layouts.enumerated() { lastUse[layout] = member }
  }

  /// The layout check of the matrix's environment `member`: `check` of the spec adapted to its
  /// layout environment and resolved, the first time that layout environment is met.
  mutating func check(
    member: Int, check: (ResolvedHeader, HeaderEnvironment) -> LayoutCheck
  ) -> LayoutCheck {
    let environment = layouts[member]
    let isLast = lastUse[environment] == member
    if let known = checks[environment] {
      if isLast { checks[environment] = nil }
      return known
    }
    let found = check(ResolvedHeader(spec.adapted(to: environment)), environment)
    if !isLast { checks[environment] = found }
    return found
  }
}
