import JSONSyntax

extension Diagnostic {
  /// The diagnostic of a syntax error: its HS1xx code, an error unless the syntax layer calls
  /// it a warning (a duplicate key).
  package init(syntax error: SyntaxError) {
    self.init(
      code: DiagnosticCode(error.code),
      severity: error.code.severity == .warning ? .warning : .error, message: error.message,
      range: error.range)
  }
}
