import HeaderGeometry

/// The geometry checks of a matrix's environments (`SpecDocument`), each run once for
/// environments that adapt the spec alike. What a check reads of an environment is the spec
/// adapted to it (`HeaderSpec.adapted(to:)`), the safe-area insets and the layout direction
/// (`ResolvedHeader.environmentProblems(in:)`), all of which the environment's relevant part
/// (`HeaderSpec.relevantEnvironment(_:)`) decides: the content sizes of a spec without text
/// styles, for example, are one check, and the matrix costs what differs between its
/// environments.
///
/// It keeps the last `capacity` checks, most recent last. The matrix runs content sizes and
/// directions innermost, so an environment that adapts the spec as one checked before is
/// among them; keeping no more bounds the memory to that many checks' diagnostics, whatever
/// the matrix.
struct EnvironmentCheckCache {
  static let capacity = 4
  private let spec: HeaderSpec
  private var entries: [(environment: Environment, check: Int, diagnostics: [Diagnostic])] = []
  private var checks = 0

  init(spec: HeaderSpec) {
    self.spec = spec
  }

  /// The diagnostics of `environment`, computed by `check` unless an environment with the same
  /// relevant part is recent, and the number of the check that gave them (counting from 1):
  /// equal for two environments that share a check
  /// (`MatrixAnalysis.diagnostics(matrix:reference:run:)`).
  mutating func diagnostics(
    in environment: Environment, check: (Environment) -> [Diagnostic]
  ) -> (check: Int, diagnostics: [Diagnostic]) {
    let relevant = spec.relevantEnvironment(environment)
    if let known = entries.last(where: { $0.environment == relevant }) {
      return (known.check, known.diagnostics)
    }
    let found = check(environment)
    checks += 1
    if entries.count == Self.capacity { entries.removeFirst() }
    entries.append((relevant, checks, found))
    return (checks, found)
  }
}
