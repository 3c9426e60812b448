import JSONSyntax

/// Computes a document's diagnostics: the one call that the server makes into the analysis
/// layer for diagnostics. Pure and thread-safe: called on background queues with a snapshot.
///
/// `SyntaxDiagnosticsProvider` reports JSONSyntax's errors; after the analysis layer lands,
/// a provider over `SpecDocument(text:settings:).diagnostics` replaces it (NOTES-server.md).
public protocol DiagnosticsProvider: Sendable {
  /// The diagnostics of the document `utf8` under `settings`, with severity overrides applied
  /// and "off" codes removed. Ranges are UTF-8 offsets into `utf8`. Takes the bytes (what the
  /// line index holds) so that no edit pays for a conversion to `String`.
  func diagnostics(utf8: [UInt8], settings: ServerSettings) -> [DiagnosticItem]
}

/// Diagnostics from the JSON parser alone: every syntax error, coded by its stable
/// `SyntaxErrorCode` raw value ("missing-comma"). `allowComments` means JSONC (comments and
/// trailing commas), as in the analysis layer.
public struct SyntaxDiagnosticsProvider: DiagnosticsProvider {
  public init() {}

  public func diagnostics(utf8: [UInt8], settings: ServerSettings) -> [DiagnosticItem] {
    let tree = SyntaxTree(bytes: utf8, options: settings.allowComments ? .jsonc : .json)
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
