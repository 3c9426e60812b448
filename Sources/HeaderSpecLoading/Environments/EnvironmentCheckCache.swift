import HeaderGeometry

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
/// It keeps the last `capacity` checks, most recent last. The matrix runs content sizes and
/// directions innermost, so an environment that lays the spec out as one checked before is
/// among them; keeping no more bounds the memory to that many checks, whatever the matrix.
struct EnvironmentCheckCache {
  /// What a layout check found: the diagnostics but the text-fit ones, numbered across the
  /// matrix with those met for the first time (`LayoutDiagnostics`), and the narrowest frames
  /// of the labels with text styles (`ResolvedHeader.environmentProblems(in:textFrames:)`).
  struct LayoutCheck {
    var numbers: [Int]
    var new: [Diagnostic]
    var textFrames: [TextFrame]
  }

  static let capacity = 4
  private let spec: HeaderSpec
  private var entries: [(environment: Environment, check: LayoutCheck)] = []

  init(spec: HeaderSpec) {
    self.spec = spec
  }

  /// The layout check of `environment`, run by `run` in the environment's layout part
  /// (`HeaderSpec.layoutEnvironment(_:)`) unless an environment with the same part is recent.
  mutating func check(in environment: Environment, run: (Environment) -> LayoutCheck)
    -> LayoutCheck
  {
    let layout = spec.layoutEnvironment(environment)
    if let known = entries.last(where: { $0.environment == layout }) { return known.check }
    let found = run(layout)
    if entries.count == Self.capacity { entries.removeFirst() }
    entries.append((layout, found))
    return found
  }
}
