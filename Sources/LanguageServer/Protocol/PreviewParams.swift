/// `headerspec/preview` (custom): `{ textDocument, progress?: [Double] }`. `progress` nil means
/// the `sampleProgress` setting.
struct PreviewParams: DocumentParams {
  var uri: String
  var progress: [Double]?

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
  }
}
