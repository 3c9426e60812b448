import JSONSyntax

/// The JSON parser alone: every syntax error, coded by its stable `SyntaxErrorCode` raw value
/// ("missing-comma"); the document is the `SyntaxTree`. `allowComments` means JSONC (comments
/// and trailing commas), as in the analysis layer.
public struct SyntaxAnalyzer: DocumentAnalyzer {
  public init() {}

  public func analyze(utf8: [UInt8], settings: ServerSettings) -> DocumentAnalysis {
    let tree = SyntaxTree(bytes: utf8, options: settings.allowComments ? .jsonc : .json)
    let diagnostics = tree.errors.compactMap { error -> DiagnosticItem? in
      let base: ServerSettings.Severity = error.code.severity == .error ? .error : .warning
      let code = error.code.rawValue
      guard let severity = settings.effectiveSeverity(code: code, default: base) else {
        return nil
      }
      return DiagnosticItem(
        code: code, severity: severity, message: error.message, range: error.range)
    }
    return DocumentAnalysis(diagnostics: diagnostics, document: tree)
  }
}
