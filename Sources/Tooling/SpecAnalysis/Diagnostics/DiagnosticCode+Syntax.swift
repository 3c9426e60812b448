import HeaderSpecLoading
import JSONSyntax

extension DiagnosticCode {
  /// The HS1xx code of a syntax layer error code: one code per syntax error code.
  public init(_ syntaxCode: SyntaxErrorCode) {
    // Every HS1xx code of `specCode` is a case (`everySyntaxCodeHasADiagnosticCode`).
    self = DiagnosticCode(rawValue: syntaxCode.specCode) ?? .unexpectedToken
  }
}

extension DiagnosticCode {
  /// Whether no setting changes this code's severity: a syntax error (an HS1xx code whose
  /// default is `error`) means the file is not the JSON it seems, so a project configuration,
  /// flag or editor setting that turned it off or down would let a broken file pass `check`.
  /// `AnalysisSettings.severity(of:natural:)` ignores overrides of these codes.
  public var severityIsFixed: Bool {
    rawValue.hasPrefix("HS1") && defaultSeverity == .error
  }
}
