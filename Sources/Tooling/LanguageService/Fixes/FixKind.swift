import SpecAnalysis

/// What applying a quick fix does to the header, which decides who may apply it: `check --fix`
/// and the server's `source.fixAll` apply a fix that keeps the header's behaviour or repairs what
/// cannot run; a fix that changes what the header does stays a quick fix a person chooses.
public enum FixKind: String, Hashable, Sendable, CaseIterable {
  /// The header does exactly what it did: the fix removes a key that had no effect (HS213,
  /// HS304, HS501), an earlier duplicate that a later one overrides, a BOM.
  case keepsBehavior = "keeps-behavior"
  /// The document had an error, so it could not run (no preview, no generated Swift); the fix
  /// repairs it the way the diagnostic says (a typo's suggestion, a clamp, a swap, a sort).
  case repairs = "repairs"
  /// The header would do something else, or the fix chooses content for the author (a
  /// placeholder value, new snapping ranges, `"elastic": true`, which of two keys to keep).
  case changesBehavior = "changes-behavior"

  /// Whether `check --fix` and `source.fixAll` apply it unattended.
  public var isAppliedAutomatically: Bool { self != .changesBehavior }

  /// How `check` and `explain` name it: "keeps behaviour".
  public var phrase: String {
    switch self {
    case .keepsBehavior: "keeps behaviour"
    case .repairs: "repairs what cannot run"
    case .changesBehavior: "changes behaviour"
    }
  }

  /// `repairs` when `diagnostic` is an error (the document cannot run until it is fixed), else
  /// `changesBehavior`: a warning's document runs, and this fix would change what it does.
  static func repairing(_ diagnostic: Diagnostic) -> FixKind {
    diagnostic.severity == .error ? .repairs : .changesBehavior
  }
}
