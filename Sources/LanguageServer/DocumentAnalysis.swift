/// What a `DocumentAnalyzer` made of one version of a document.
public struct DocumentAnalysis: Sendable {
  /// Every diagnostic, in editor words and UTF-8 ranges.
  public var diagnostics: [DiagnosticItem]
  /// The analysed document (a `SpecDocument`, or a `SyntaxTree` from `SyntaxAnalyzer`), cached
  /// with the version and handed to feature handlers in `DocumentSnapshot.analysis`.
  public var document: (any Sendable)?

  public init(diagnostics: [DiagnosticItem], document: (any Sendable)? = nil) {
    self.diagnostics = diagnostics
    self.document = document
  }
}
