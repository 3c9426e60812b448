import HeaderGeometry
import JSONSyntax
import SpecConfiguration

/// `headerspec/preview` (custom): `{ textDocument, progress?: [Double], environment?: {...},
/// nonce?: String }`.
/// `progress` nil means the `sampleProgress` setting; `environment` (the keys of the
/// `environment` setting: `device`, `orientation`, `contentSize`, `layoutDirection`, `width`,
/// `topInset`) nil means the document's own environment. `nonce` (letters, digits, `+`, `/`,
/// `=`: what may stand in a content security policy unquoted) asks for the HTML page too.
struct PreviewParams: DocumentParams {
  var uri: String
  var progress: [Double]?
  var environment: HeaderEnvironment?
  var nonce: String?

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
    if let value = params["nonce"], !value.isNull {
      guard let text = value.stringValue, Self.isNonce(text) else {
        throw .invalidParams("nonce must be a non-empty string of base64 characters")
      }
      nonce = text
    }
  }

  /// Letters, digits, `+`, `/` and `=`, at most 256.
  static func isNonce(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 256
      && text.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"),
          UInt8(ascii: "="):
          true
        default: false
        }
      }
  }
}
