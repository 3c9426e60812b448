import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading

/// Runs the geometry checks of a spec in every environment of a matrix and reports each
/// problem once, with the environments where it happens (Schemas/FORMAT.md#environments):
/// "on iPhone SE 3rd generation, landscape, and at AX3 and larger: ...".
///
/// A problem is the same in two environments when its code, range and the problem it words,
/// without its measurements, are (`MatrixFinding.Key`); the message shown is the worst
/// environment's for a problem with amounts (`GeometryProblem.amounts`: the points past the
/// bar or into the safe area, a text's width; `MatrixGroup.isWorse`: the larger amount where
/// the amounts first differ), named after it, `(worst on iPhone SE 3rd generation,
/// landscape)`, when the environments' amounts differ, and the first environment's otherwise
/// (HS407's viewport, for one). A problem of every environment is reported as in the reference environment when it is the
/// same problem there (with its quick fix), otherwise without a prefix and without a fix; a
/// problem of some environments only gets the prefix and no fix (a fix computed on an adapted
/// spec would edit the wrong numbers). A problem of the reference environment alone is not
/// reported: the spec does not run there.
///
/// Cost: the checks that find the problems, a hash per finding (`MatrixMerge`), and a
/// description per distinct set of environments; the prefix names at most `EnvironmentSetDescription`'s clauses, so each
/// message stays bounded.
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

  /// Merges what `findings` gives in each environment of `matrix` (by its index in
  /// `matrix.environments`, asked in order) with the `reference` environment's findings.
  static func diagnostics(
    matrix: EnvironmentMatrix, reference: [MatrixFinding], findings: (Int) -> [MatrixFinding]
  ) -> [Diagnostic] {
    var merge = MatrixMerge()
    for member in matrix.environments.indices { merge.add(findings(member), member: member) }
    return diagnostics(merge, matrix: matrix, reference: reference)
  }

  /// The groups of `merge`, worded with their environments, and those of every environment
  /// as the `reference` environment's findings word them when it has them.
  static func diagnostics(
    _ merge: MatrixMerge, matrix: EnvironmentMatrix, reference: [MatrixFinding]
  ) -> [Diagnostic] {
    var referenceByKey: [MatrixFinding.Key: Diagnostic] = [:]
    for finding in reference { referenceByKey[finding.key] = finding.diagnostic }
    let describer = EnvironmentSetDescription(matrix: matrix)
    // Problems of a check share their environments: each set is described once.
    var descriptions: [[Int]: String?] = [:]
    func describe(_ members: [Int]) -> String? {
      if let known = descriptions[members] { return known }
      let description = describer.describe(members)
      descriptions[members] = description
      return description
    }
    return merge.groups.map { group in
      var diagnostic = group.worst.diagnostic
      // Where the numbers quoted are from, when the environments' amounts differ.
      var worstNote = ""
      if group.varies, let phrase = describe(group.worstMembers) {
        worstNote = " (worst \(phrase))"
      }
      guard let prefix = describe(group.members) else {
        if let same = referenceByKey[group.first.key] { return same }
        diagnostic.message += worstNote
        diagnostic.fix = nil
        return diagnostic
      }
      diagnostic.message = prefix + ": " + diagnostic.message + worstNote
      diagnostic.fix = nil
      return diagnostic
    }
  }
}
