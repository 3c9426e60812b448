import JSONSyntax

/// Computes a document's diagnostics: the one call that the server makes into the analysis
/// layer for diagnostics. Pure and thread-safe: called on background queues with a snapshot.
///
/// `SyntaxDiagnosticsProvider` reports JSONSyntax's errors; after the analysis layer lands,
/// a provider over `SpecDocument(text:settings:).diagnostics` replaces it (NOTES-server.md).
public protocol DiagnosticsProvider: Sendable {
  /// The diagnostics of `text` under `settings`, with severity overrides applied and "off"
  /// codes removed. Ranges are UTF-8 offsets into `text`.
  func diagnostics(text: String, settings: ServerSettings) -> [DiagnosticItem]
}

/// Diagnostics from the JSON parser alone: every syntax error, coded by its stable
/// `SyntaxErrorCode` raw value ("missing-comma").
public struct SyntaxDiagnosticsProvider: DiagnosticsProvider {
  public init() {}

  public func diagnostics(text: String, settings: ServerSettings) -> [DiagnosticItem] {
    let options = ParseOptions(allowsComments: settings.allowComments)
    let tree = SyntaxTree(text: text, options: options)
    return tree.errors.compactMap { error in
      let base: ServerSettings.Severity = error.code.severity == .error ? .error : .warning
      let code = error.code.rawValue
      guard let severity = settings.effectiveSeverity(code: code, default: base) else {
        return nil
      }
      return DiagnosticItem(
        code: code, severity: severity, message: error.message, range: error.range)
    }
  }
}
