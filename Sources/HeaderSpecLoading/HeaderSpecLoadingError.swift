/// A spec that `headerspec check` rejects: every diagnostic `check` prints for it (errors and
/// the warnings among them), in the same order, with the same codes, messages and positions.
public struct HeaderSpecLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Sorted by position, then code, as `check` prints them; at least one is an error.
  public var diagnostics: [SpecDiagnostic]

  public init(diagnostics: [SpecDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// The diagnostics of severity `error`.
  public var errors: [SpecDiagnostic] { diagnostics.filter { $0.severity == .error } }

  /// One diagnostic a line.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
