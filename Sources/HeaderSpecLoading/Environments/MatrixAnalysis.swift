import HeaderGeometry

/// Runs the geometry checks of a spec in every environment of a matrix and reports each
/// problem once, with the environments where it happens (Schemas/FORMAT.md#environments):
/// "on iPhone SE 3rd generation, landscape, and at AX3 and larger: ...".
///
/// A problem is the same in two environments when its code, range and message *shape* (the
/// message with every number replaced, `MessageShape`) are; the message shown is the worst
/// environment's for an amount (`quotesWorst`, `MessageShape.isWorse`: the larger amount
/// where the numbers first differ), named after it, `(worst on iPhone SE 3rd generation,
/// landscape)`, when the environments' numbers differ, and the first environment's otherwise. A problem of every environment is reported as in the reference environment
/// when it has the same shape there (with its quick fix), otherwise without a prefix and
/// without a fix; a problem of some environments only gets the prefix and no fix (a fix
/// computed on an adapted spec would edit the wrong numbers). A problem of the reference
/// environment alone is not reported: the spec does not run there.
///
/// Cost: one analysis per environment, each linear in the spec, and a hash per diagnostic:
/// O(environments x spec size); the prefix names at most `EnvironmentSetDescription`'s
/// clauses, so each message stays bounded.
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
    let environments = matrix.environments
    // `numbers`: those of the message shown, read once, for a problem that quotes the worst.
    var groups:
      [(diagnostic: Diagnostic, members: [Int], worst: [Int], varies: Bool, numbers: [Double])] =
        []
    var index: [Key: Int] = [:]
    for (member, entry) in environments.enumerated() {
      for diagnostic in run(entry.environment) {
        let key = Key(diagnostic)
        guard let group = index[key] else {
          index[key] = groups.count
          let numbers =
            Self.quotesWorst.contains(diagnostic.code)
            ? MessageShape.numbers(in: diagnostic.message) : []
          groups.append((diagnostic, [member], [member], false, numbers))
          continue
        }
        // One entry per environment, even when an environment repeats a problem.
        if groups[group].members.last != member { groups[group].members.append(member) }
        guard Self.quotesWorst.contains(diagnostic.code) else { continue }
        let numbers =
          diagnostic.message == groups[group].diagnostic.message
          ? groups[group].numbers : MessageShape.numbers(in: diagnostic.message)
        if numbers == groups[group].numbers {
          if groups[group].worst.last != member { groups[group].worst.append(member) }
          continue
        }
        groups[group].varies = true
        if MessageShape.isWorse(numbers, than: groups[group].numbers) {
          groups[group].diagnostic = diagnostic
          groups[group].worst = [member]
          groups[group].numbers = numbers
        }
      }
    }
    var referenceByKey: [Key: Diagnostic] = [:]
    for diagnostic in reference { referenceByKey[Key(diagnostic)] = diagnostic }
    let describer = EnvironmentSetDescription(matrix: matrix)
    // Where the numbers quoted are from, when the environments' numbers differ.
    func worstNote(_ code: DiagnosticCode, _ varies: Bool, _ worst: [Int]) -> String {
      guard Self.quotesWorst.contains(code), varies, let phrase = describer.describe(worst)
      else { return "" }
      return " (worst \(phrase))"
    }
    return groups.map { group in
      guard let prefix = describer.describe(group.members) else {
        if let same = referenceByKey[Key(group.diagnostic)] { return same }
        var diagnostic = group.diagnostic
        diagnostic.message += worstNote(group.diagnostic.code, group.varies, group.worst)
        diagnostic.fix = nil
        return diagnostic
      }
      var diagnostic = group.diagnostic
      diagnostic.message =
        prefix + ": " + diagnostic.message
        + worstNote(group.diagnostic.code, group.varies, group.worst)
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

  /// A problem's identity across environments.
  private struct Key: Hashable {
    var code: DiagnosticCode
    var start: Int
    var end: Int
    var shape: String

    init(_ diagnostic: Diagnostic) {
      code = diagnostic.code
      start = diagnostic.range.start
      end = diagnostic.range.end
      shape = MessageShape.of(diagnostic.message)
    }
  }
}
