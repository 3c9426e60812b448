import SpecAnalysis

extension DiagnosticSeverity {
  /// LSP's `DiagnosticSeverity` number.
  var lspValue: Int {
    switch self {
    case .error: 1
    case .warning: 2
    case .information: 3
    case .hint: 4
    }
  }
}
