/// Analyses one version of a document: the one call the server makes into the analysis layer.
/// Pure and thread-safe: called on background queues with a snapshot of the bytes.
///
/// `SyntaxAnalyzer` reports JSONSyntax's errors; `SpecAnalyzer` runs the full analysis
/// (`SpecDocument(bytes:settings:)`).
public protocol DocumentAnalyzer: Sendable {
  /// The analysis of the document `utf8` under `settings`: diagnostics with severity overrides
  /// applied and "off" codes removed (UTF-8 ranges into `utf8`), and the analysed document for
  /// feature handlers. Takes the bytes the line index holds, so no edit pays for a `String`.
  func analyze(utf8: [UInt8], settings: ServerSettings) -> DocumentAnalysis
}
