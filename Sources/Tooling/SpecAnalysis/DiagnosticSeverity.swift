/// How bad a diagnostic is, in the editor's four levels (most severe first).
public enum DiagnosticSeverity: String, Hashable, Sendable, CaseIterable, Comparable {
  case error, warning, information, hint

  /// `error` < `warning` < `information` < `hint`: sorting puts the worst first.
  public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .information: 2
    case .hint: 3
    }
  }
}
