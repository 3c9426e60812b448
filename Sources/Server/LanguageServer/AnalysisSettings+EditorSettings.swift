import JSONSyntax
import SpecAnalysis
import SpecConfiguration

/// The editor's settings: the `headerspec` section of the client's configuration, read into
/// the analysis layer's settings. The setting names are the documented ones (README, Settings):
///
///     "headerspec": {
///       "sampleProgress": [0, 0.25, 0.5, 0.75, 1],
///       "severityOverrides": { "HS301": "warning", "HS205": "off" },
///       "allowComments": false,
///       "environment": { "device": "iPhone 15", "orientation": "landscape" }
///     }
extension AnalysisSettings {
  /// Reads settings from `value`: either the section itself or an object with a `headerspec`
  /// member (both shapes occur in `initializationOptions` and `didChangeConfiguration`).
  /// Missing or ill-typed entries keep their defaults; nil when `value` has no settings object.
  /// What `init(editorSettings:)` leaves out of `value` that the user should hear of: more
  /// sample progress values than `maximumSampleProgress` (the first ones are used).
  static func editorSettingsNotes(_ value: JSONValue?) -> [String] {
    let section = value?["headerspec"] ?? value
    guard let count = section?["sampleProgress"]?.arrayValue?.count,
      count > maximumSampleProgress
    else { return [] }
    return [
      "sampleProgress: \(count) values; the first \(maximumSampleProgress) are used"
    ]
  }

  init?(editorSettings value: JSONValue?) {
    guard let value, case .object = value else { return nil }
    let section: JSONValue
    if let nested = value["headerspec"] {
      guard case .object = nested else { return nil }
      section = nested
    } else {
      section = value
    }
    self.init()
    if let samples = section["sampleProgress"]?.arrayValue {
      let numbers = samples.compactMap(\.doubleValue).filter(\.isFinite)
      if !numbers.isEmpty { sampleProgress = Array(numbers.prefix(Self.maximumSampleProgress)) }
    }
    if let overrides = section["severityOverrides"]?.objectValue {
      for (code, level) in overrides {
        guard let name = level.stringValue else { continue }
        if name == "off" {
          severityOverrides[code] = .some(nil)
        } else if let severity = DiagnosticSeverity(rawValue: name) {
          severityOverrides[code] = severity
        }
      }
    }
    if let allow = section["allowComments"]?.boolValue { allowsComments = allow }
    if let members = section["environment"]?.objectValue {
      var setting = EnvironmentSetting()
      for (key, value) in members {
        if let name = value.stringValue {
          _ = setting.set(key, name: name)
        } else if let points = value.doubleValue {
          _ = setting.set(key, points: points)
        }
      }
      environment = setting.environment
    }
  }
}
