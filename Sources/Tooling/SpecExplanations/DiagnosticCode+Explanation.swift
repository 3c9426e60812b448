import SpecAnalysis

extension DiagnosticCode {
  /// The code's documentation (see `CodeExplanation`); every code has one, which a test checks.
  public var explanation: CodeExplanation? {
    syntaxExplanation ?? schemaExplanation ?? geometryExplanation ?? behaviorExplanation
      ?? environmentExplanation ?? scenarioExplanation ?? contentExplanation
  }
}
