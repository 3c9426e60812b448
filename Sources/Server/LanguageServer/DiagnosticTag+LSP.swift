import SpecAnalysis

extension DiagnosticTag {
  /// LSP's `DiagnosticTag` number.
  var lspValue: Int {
    switch self {
    case .unnecessary: 1
    case .deprecated: 2
    }
  }
}
