import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading

/// What the analysis checks and how loud each diagnostic is. A plain value: the server keeps
/// one per workspace, the CLI builds one from its flags.
public struct AnalysisSettings: Hashable, Sendable {
  /// JSONC: comments and trailing commas are accepted (their syntax errors disappear).
  public var allowsComments: Bool
  /// Diagnostic code (`"HS301"`) to the severity it gets instead of its default; a `nil`
  /// value turns the code off. Unknown codes are ignored.
  public var severityOverrides: [String: DiagnosticSeverity?]
  /// The progress values previews and hovers sample, in order (Schemas/FORMAT.md#preview-output).
  public var sampleProgress: [Double]
  /// The most sample progress values a setting or configuration gives (as `--progress`): the
  /// hover tables and previews lay the spec out at each.
  public static let maximumSampleProgress = 1_000
  /// The severities that make a document fail (`headerspec check` exits non-zero on them);
  /// see `SpecDocument.failingDiagnostics`.
  public var failingSeverities: Set<DiagnosticSeverity>
  /// The environment the spec is laid out in (Schemas/FORMAT.md#environments); nil for its
  /// reference environment, where everything is as written.
  public var environment: HeaderEnvironment?
  /// The environments a project supports (`.headerspec.json`'s `supports`); a spec's own
  /// `supports` replaces it. With no `environment`, `check` and the server run this matrix
  /// (`MatrixAnalysis`); empty for none.
  public var supports: EnvironmentMatrix

  public init(
    allowsComments: Bool = false,
    severityOverrides: [String: DiagnosticSeverity?] = [:],
    sampleProgress: [Double] = [0, 0.25, 0.5, 0.75, 1],
    failingSeverities: Set<DiagnosticSeverity> = [.error], environment: HeaderEnvironment? = nil,
    supports: EnvironmentMatrix = .init()
  ) {
    self.allowsComments = allowsComments
    self.severityOverrides = severityOverrides
    self.sampleProgress = sampleProgress
    self.failingSeverities = failingSeverities
    self.environment = environment
    self.supports = supports
  }

  /// The severity `code` is reported with when its check gives `natural`; nil when the code
  /// is turned off.
  public func severity(of code: DiagnosticCode, natural: DiagnosticSeverity) -> DiagnosticSeverity?
  {
    if !code.severityIsFixed, let override = severityOverrides[code.rawValue] { return override }
    return natural
  }
}
