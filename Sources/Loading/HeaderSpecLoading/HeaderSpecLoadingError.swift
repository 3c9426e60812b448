/// A spec that cannot be loaded (`LoadedHeaderSpec`): what stops its header working, with the
/// codes and positions `headerspec check` gives these problems.
public struct HeaderSpecLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Sorted by position, then code; at least one.
  public var diagnostics: [SpecDiagnostic]

  public init(diagnostics: [SpecDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// One diagnostic a line.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
