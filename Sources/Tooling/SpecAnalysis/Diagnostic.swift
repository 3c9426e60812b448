import JSONSyntax

/// One problem in a spec: what, where (UTF-8 offsets into the document), how bad, who else is
/// involved, and what a quick fix needs.
public struct Diagnostic: Hashable, Sendable {
  public var code: DiagnosticCode
  public var severity: DiagnosticSeverity
  /// Says what is wrong and what to do; numbers included, no trailing period.
  public var message: String
  /// The narrowest useful range: a key, a value, one keyframe's `progress`.
  public var range: ByteRange
  /// The other party: the duplicate, the overlapping range, the earlier keyframe.
  public var related: [RelatedInformation]
  /// Data for a quick fix, when the fix is unambiguous.
  public var fix: FixData?
  /// The code's tags (`DiagnosticCode.tags`), and `deprecated` when the schema deprecates the
  /// key it is about.
  public var tags: Set<DiagnosticTag>

  public init(
    code: DiagnosticCode, severity: DiagnosticSeverity? = nil, message: String,
    range: ByteRange, related: [RelatedInformation] = [], fix: FixData? = nil
  ) {
    self.code = code
    self.severity = severity ?? code.defaultSeverity
    self.message = message
    self.range = range
    self.related = related
    self.fix = fix
    self.tags = code.tags
  }
}

/// A place in the same document that explains a diagnostic.
public struct RelatedInformation: Hashable, Sendable {
  public var range: ByteRange
  public var message: String

  public init(range: ByteRange, message: String) {
    self.range = range
    self.message = message
  }
}
