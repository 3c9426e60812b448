/// The result of `headerspec/preview`: the samples in the shape of `headerspec preview
/// --format json` (Schemas/FORMAT.md#preview-output) and the SVG of `--format svg`.
struct PreviewResult: LSPEncodable {
  var samples: JSONValue
  var svg: String

  var json: JSONValue { ["samples": samples, "svg": .string(svg)] }
}
