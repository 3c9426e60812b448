import HeaderGeometry
import HeaderSpecAnalysis

/// `headerspec/preview` (custom): `{ textDocument, progress?: [Double], environment?: {...} }`.
/// `progress` nil means the `sampleProgress` setting; `environment` (the keys of the
/// `environment` setting: `device`, `orientation`, `contentSize`, `layoutDirection`, `width`,
/// `topInset`) nil means the document's own environment.
struct PreviewParams: DocumentParams {
  var uri: String
  var progress: [Double]?
  var environment: Environment?

  init(json params: JSONValue) throws(ResponseError) {
    uri = try params.documentURI()
    if let values = params["progress"], !values.isNull {
      guard let array = values.arrayValue else {
        throw .invalidParams("progress must be a non-empty array of numbers")
      }
      let numbers = array.compactMap(\.doubleValue)
      guard numbers.count == array.count, !numbers.isEmpty else {
        throw .invalidParams("progress must be a non-empty array of numbers")
      }
      progress = numbers
    }
    if let value = params["environment"], !value.isNull {
      guard let members = value.objectValue else {
        throw .invalidParams(#"environment must be an object such as { "device": "iPhone 15" }"#)
      }
      var setting = EnvironmentSetting()
      for (key, member) in members {
        let problem: String?
        if EnvironmentSetting.nameKeys.contains(key), let name = member.stringValue {
          problem = setting.set(key, name: name)
        } else if EnvironmentSetting.pointKeys.contains(key), let points = member.doubleValue {
          problem = setting.set(key, points: points)
        } else {
          problem = "environment.\(key) is unknown or of the wrong type"
        }
        if let problem { throw .invalidParams("environment: \(problem)") }
      }
      environment = setting.environment
    }
  }
}
