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

  /// The same analysis, free to reuse the memory of `previous`, the analysed document of an
  /// older version that the server no longer needs (`DocumentAnalysis.document`), which it
  /// sets to nil. Frees `previous` on the calling (background) thread, not the server's.
  func analyze(
    utf8: [UInt8], settings: ServerSettings, reusing previous: inout (any Sendable)?
  ) -> DocumentAnalysis
}

extension DocumentAnalyzer {
  /// Frees `previous`, then analyses as `analyze(utf8:settings:)`.
  public func analyze(
    utf8: [UInt8], settings: ServerSettings, reusing previous: inout (any Sendable)?
  ) -> DocumentAnalysis {
    previous = nil
    return analyze(utf8: utf8, settings: settings)
  }
}
