/// The user's settings for the server: the `headerspec` section of the client's configuration.
/// Maps one to one onto the analysis layer's settings.
///
///     "headerspec": {
///       "sampleProgress": [0, 0.25, 0.5, 0.75, 1],
///       "severityOverrides": { "HS301": "warning", "HS205": "off" },
///       "allowComments": false
///     }
public struct ServerSettings: Equatable, Sendable {
  /// The severity of a diagnostic, in editor words.
  public enum Severity: String, Equatable, Sendable {
    case error, warning, information, hint

    /// LSP's `DiagnosticSeverity` number.
    public var lspValue: Int {
      switch self {
      case .error: return 1
      case .warning: return 2
      case .information: return 3
      case .hint: return 4
      }
    }
  }

  /// Progress values at which hovers and previews sample the bar.
  public var sampleProgress: [Double] = [0, 0.25, 0.5, 0.75, 1]
  /// A code ("HS301") to its severity; `nil` means "off" (the diagnostic is not reported).
  public var severityOverrides: [String: Severity?] = [:]
  /// Whether the document is JSONC: `//` and `/* */` comments and trailing commas are accepted
  /// without a diagnostic.
  public var allowComments = false

  public init() {}

  /// Reads settings from `value`: either the section itself or an object with a `headerspec`
  /// member (both shapes occur in `initializationOptions` and `didChangeConfiguration`).
  /// Missing or ill-typed entries keep their defaults; nil when `value` has no settings object.
  public init?(json value: JSONValue?) {
    guard let value, case .object = value else { return nil }
    let section: JSONValue
    if let nested = value["headerspec"] {
      guard case .object = nested else { return nil }
      section = nested
    } else {
      section = value
    }
    if let samples = section["sampleProgress"]?.arrayValue {
      let numbers = samples.compactMap(\.doubleValue).filter(\.isFinite)
      if !numbers.isEmpty { sampleProgress = numbers }
    }
    if let overrides = section["severityOverrides"]?.objectValue {
      for (code, level) in overrides {
        guard let name = level.stringValue else { continue }
        if name == "off" {
          severityOverrides[code] = .some(nil)
        } else if let severity = Severity(rawValue: name) {
          severityOverrides[code] = severity
        }
      }
    }
    if let allow = section["allowComments"]?.boolValue { allowComments = allow }
  }

  /// The severity to report for a diagnostic with `code` and default `severity`; nil when the
  /// user turned it off.
  public func effectiveSeverity(code: String, default severity: Severity) -> Severity? {
    guard let override = severityOverrides[code] else { return severity }
    return override
  }
}
