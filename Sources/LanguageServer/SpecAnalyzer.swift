import HeaderSpecAnalysis

/// The analysis layer: `SpecDocument(bytes:settings:)`, whose diagnostics are the same list
/// `headerspec check` prints; the `SpecDocument` is what feature handlers get.
public struct SpecAnalyzer: DocumentAnalyzer {
  public init() {}

  public func analyze(utf8: [UInt8], settings: ServerSettings) -> DocumentAnalysis {
    let document = SpecDocument(bytes: utf8, settings: settings.analysisSettings)
    return DocumentAnalysis(
      diagnostics: document.diagnostics.map(DiagnosticItem.init), document: document)
  }
}

extension DiagnosticItem {
  /// The analysis layer's diagnostic in the server's words (what `publishDiagnostics` sends and
  /// what a code action links).
  public init(_ diagnostic: Diagnostic) {
    self.init(
      code: diagnostic.code.rawValue, severity: ServerSettings.Severity(diagnostic.severity),
      message: diagnostic.message, range: diagnostic.range,
      related: diagnostic.related.map { .init(range: $0.range, message: $0.message) })
  }
}

extension ServerSettings {
  /// The analysis layer's settings for these.
  public var analysisSettings: AnalysisSettings {
    AnalysisSettings(
      allowsComments: allowComments,
      severityOverrides: severityOverrides.mapValues { $0.map(DiagnosticSeverity.init) },
      sampleProgress: sampleProgress)
  }
}

extension ServerSettings.Severity {
  init(_ severity: DiagnosticSeverity) {
    switch severity {
    case .error: self = .error
    case .warning: self = .warning
    case .information: self = .information
    case .hint: self = .hint
    }
  }
}

extension DiagnosticSeverity {
  init(_ severity: ServerSettings.Severity) {
    switch severity {
    case .error: self = .error
    case .warning: self = .warning
    case .information: self = .information
    case .hint: self = .hint
    }
  }
}
