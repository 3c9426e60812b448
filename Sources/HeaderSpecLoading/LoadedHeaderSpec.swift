import HeaderGeometry
import JSONSyntax

/// A header spec read from its JSON bytes with the same analysis as `headerspec check`, ready
/// to lay out and drive.
///
///     let loaded = try LoadedHeaderSpec(bytes: bytes)
///     let layout = loaded.header.layout(at: 0.5)
///     var driver = ScrollDriver(header: loaded.header)
///
/// A spec `check` would reject (a diagnostic of severity `error`) throws a
/// `HeaderSpecLoadingError` with `check`'s diagnostics; warnings do not throw and are kept in
/// `warnings`. Cost: linear in the bytes, once; nothing is read at layout time.
public struct LoadedHeaderSpec: Sendable {
  /// The model as written (in an environment, `header` holds the adapted geometry).
  public let spec: HeaderSpec
  /// The spec resolved for layout, in the environment given (or its reference one).
  public let header: ResolvedHeader
  /// Every diagnostic below `error` (warnings, information, hints), as `check` prints them.
  public let warnings: [SpecDiagnostic]

  /// Reads UTF-8 `bytes`. `environment` lays the spec out on a device (its width, safe area,
  /// Dynamic Type size, layout direction; Schemas/FORMAT.md#environments) as `check --device`
  /// does; `allowsComments` reads JSONC (comments, trailing commas).
  public init(bytes: [UInt8], environment: Environment? = nil, allowsComments: Bool = false)
    throws(HeaderSpecLoadingError)
  {
    let settings = AnalysisSettings(allowsComments: allowsComments, environment: environment)
    let document = SpecDocument(bytes: bytes, settings: settings)
    let lines = LineIndex(bytes: bytes)
    let diagnostics = document.diagnostics.map { diagnostic in
      let position = lines.position(ofUTF8Offset: diagnostic.range.start, in: .utf32)
      return SpecDiagnostic(
        code: diagnostic.code.rawValue, severity: SpecDiagnostic.Severity(diagnostic.severity),
        message: diagnostic.message, line: position.line + 1, column: position.column + 1)
    }
    guard let spec = document.spec, let header = document.resolved,
      !diagnostics.contains(where: { $0.severity == .error })
    else { throw HeaderSpecLoadingError(diagnostics: diagnostics) }
    self.spec = spec
    self.header = header
    self.warnings = diagnostics
  }

  /// Reads `text`'s UTF-8 bytes (see `init(bytes:environment:allowsComments:)`).
  public init(text: String, environment: Environment? = nil, allowsComments: Bool = false)
    throws(HeaderSpecLoadingError)
  {
    try self.init(bytes: Array(text.utf8), environment: environment, allowsComments: allowsComments)
  }
}
