import HeaderGeometry

/// What the geometry checks read of one environment of a matrix (`SpecDocument`): the spec
/// adapted to it (`HeaderSpec.adapted(to:)`), and the safe-area insets and layout direction
/// that the environment's own problems look at (`ResolvedHeader.environmentProblems(in:)`).
/// Two environments with equal values have the same diagnostics, so the matrix checks such an
/// environment once: the content sizes of a spec without text styles, for example, adapt it
/// alike, and the matrix costs what differs between its environments.
struct AdaptedEnvironment: Equatable {
  var spec: HeaderSpec
  var insets: SafeAreaInsets
  var layoutDirection: LayoutDirection

  init(_ spec: HeaderSpec, in environment: Environment) {
    self.spec = spec.adapted(to: environment)
    insets = environment.insets
    layoutDirection = environment.layoutDirection
  }

  /// The diagnostics of the last few distinct environments checked, most recent last. The
  /// matrix runs content sizes and directions innermost, so an environment that adapts the
  /// spec as one checked before is among the last `capacity`; keeping no more bounds the
  /// memory to that many adapted specs, whatever the matrix.
  struct Recent {
    static let capacity = 4
    private var entries: [(environment: AdaptedEnvironment, diagnostics: [Diagnostic])] = []

    /// The diagnostics of `environment`, computed by `check` unless an equal one is recent.
    mutating func diagnostics(
      of environment: AdaptedEnvironment, check: (AdaptedEnvironment) -> [Diagnostic]
    ) -> [Diagnostic] {
      if let known = entries.last(where: { $0.environment == environment }) {
        return known.diagnostics
      }
      let found = check(environment)
      if entries.count == Self.capacity { entries.removeFirst() }
      entries.append((environment, found))
      return found
    }
  }
}
