import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading

/// Runs the geometry checks of a spec in every environment of a matrix and reports each
/// problem once, with the environments where it happens (Schemas/FORMAT.md#environments):
/// "on iPhone SE 3rd generation, landscape, and at AX3 and larger: ...".
///
/// A problem is the same in two environments when its code, range and message *shape* (the
/// message with every number replaced, `MessageShape`) are; the message shown is the worst
/// environment's for an amount (`quotesWorst`, `MessageShape.isWorse`: the larger amount
/// where the numbers first differ), named after it, `(worst on iPhone SE 3rd generation,
/// landscape)`, when the environments' numbers differ, and the first environment's
/// otherwise. A problem of every environment is reported as in the reference environment
/// when it has the same shape there (with its quick fix), otherwise without a prefix and
/// without a fix; a problem of some environments only gets the prefix and no fix (a fix
/// computed on an adapted spec would edit the wrong numbers). A problem of the reference
/// environment alone is not reported: the spec does not run there.
///
/// Cost: the checks `run` makes (`SpecDocument` makes one per layout environment, two at a
/// time), a hash per problem of each check, and a hash of each environment's list of problems
/// with a pass over each distinct list (`MatrixMerger`): at most O(environments x spec
/// size); the prefix names at most
/// `EnvironmentSetDescription`'s clauses, so each message stays bounded.
public enum MatrixAnalysis {
  /// The matrix `check` and the server run for `spec` with `settings`: the spec's own
  /// `supports`, else the settings' (a project's), nil when neither names a device or an
  /// environment is given explicitly (then that one environment is analysed).
  public static func matrix(for spec: HeaderSpec, settings: AnalysisSettings)
    -> EnvironmentMatrix?
  {
    guard settings.environment == nil else { return nil }
    let matrix = supports(of: spec, settings: settings)
    return matrix.isEmpty ? nil : matrix
  }

  /// The environments `spec` runs in: its own `supports`, else the settings' (a project's);
  /// empty when neither lists one.
  public static func supports(of spec: HeaderSpec, settings: AnalysisSettings)
    -> EnvironmentMatrix
  {
    spec.supports.isEmpty ? settings.supports : spec.supports
  }

  /// Merges the diagnostics `run` gives in each environment of `matrix` (in the order of
  /// `matrix.environments`) with the `reference` environment's.
  public static func diagnostics(
    matrix: EnvironmentMatrix, reference: [Diagnostic],
    run: (Environment) -> [Diagnostic]
  ) -> [Diagnostic] {
    var merger = MatrixMerger()
    for (member, entry) in matrix.environments.enumerated() {
      merger.add(run(entry.environment), member: member)
    }
    return merged(merger, matrix: matrix, reference: reference)
  }

  /// Merges as `diagnostics(matrix:reference:run:)` does, from each environment's diagnostics
  /// (`parts` of its index in `matrix.environments`, asked in order) numbered across the
  /// matrix: its layout check's (`LayoutDiagnostics`) then its text-fit ones
  /// (`TextFitDiagnostics`), each with those met for the first time in `new`, in order.
  /// Each distinct diagnostic is identified and its numbers read once; an environment costs
  /// a hash of each of its lists of numbers (an array identical to one met before compares at
  /// once).
  /// Stops early, with what it has merged, once `isCancelled` says so (asked before each
  /// environment): the caller then drops the result.
  static func diagnostics(
    matrix: EnvironmentMatrix, reference: [Diagnostic], isCancelled: () -> Bool = { false },
    parts: (Int) -> (
      layout: [Int], newLayout: [Diagnostic], text: [Int], newText: [Diagnostic]
    )
  ) -> [Diagnostic] {
    var merger = MatrixMerger()
    for member in matrix.environments.indices {
      if isCancelled() { break }
      let (layout, newLayout, text, newText) = parts(member)
      merger.add(shared: layout, new: newLayout, in: .layout, member: member)
      merger.add(shared: text, new: newText, in: .text, member: member)
    }
    return merged(merger, matrix: matrix, reference: reference)
  }

  /// The groups `merger` found, worded with their environments.
  private static func merged(
    _ merger: MatrixMerger, matrix: EnvironmentMatrix, reference: [Diagnostic]
  ) -> [Diagnostic] {
    let groups = merger.groups
    var referenceByKey: [MatrixProblemKey: Diagnostic] = [:]
    for diagnostic in reference { referenceByKey[MatrixProblemKey(diagnostic)] = diagnostic }
    let describer = EnvironmentSetDescription(matrix: matrix)
    // Problems of a check share their environments: each list is described once.
    var descriptions: [Int: String?] = [:]
    func describe(_ members: [Int], id: Int) -> String? {
      if let known = descriptions[id] { return known }
      let description = describer.describe(members)
      descriptions[id] = description
      return description
    }
    // Where the numbers quoted are from, when the environments' numbers differ.
    func worstNote(_ group: MatrixMerger.Group) -> String {
      guard Self.quotesWorst.contains(group.diagnostic.code), group.varies,
        let id = group.worstID, let phrase = describe(group.worst, id: id)
      else { return "" }
      return " (worst \(phrase))"
    }
    return groups.map { group in
      guard let prefix = describe(group.members, id: group.environmentsID) else {
        if let same = referenceByKey[MatrixProblemKey(group.diagnostic)] { return same }
        var diagnostic = group.diagnostic
        diagnostic.message += worstNote(group)
        diagnostic.fix = nil
        return diagnostic
      }
      var diagnostic = group.diagnostic
      diagnostic.message =
        prefix + ": " + diagnostic.message + worstNote(group)
      diagnostic.fix = nil
      return diagnostic
    }
  }

  /// The problems whose first number that differs between environments is an amount, more
  /// being worse (points past the bar or into the safe area, a text's width): their message is
  /// the worst environment's. The others (HS407's viewport, for one) keep the first one's.
  static let quotesWorst: Set<DiagnosticCode> = [
    .outsideBar, .outsideSafeArea, .textDoesNotFit, .titleOverlapsButton,
  ]
}
