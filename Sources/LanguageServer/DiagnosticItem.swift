import JSONSyntax

/// A diagnostic in editor words and UTF-8 offsets, as the analysis layer reports it; the
/// server converts it to LSP at the edge.
public struct DiagnosticItem: Equatable, Sendable {
  /// A message about another place (LSP's `DiagnosticRelatedInformation`, same document).
  public struct Related: Equatable, Sendable {
    public var range: ByteRange
    public var message: String

    public init(range: ByteRange, message: String) {
      self.range = range
      self.message = message
    }
  }

  /// The stable code ("HS301").
  public var code: String
  public var severity: ServerSettings.Severity
  public var message: String
  /// UTF-8 offsets into the analysed text.
  public var range: ByteRange
  public var related: [Related]

  public init(
    code: String, severity: ServerSettings.Severity, message: String, range: ByteRange,
    related: [Related] = []
  ) {
    self.code = code
    self.severity = severity
    self.message = message
    self.range = range
    self.related = related
  }
}
