/// The result of `headerspec/preview`: the samples in the shape of `headerspec preview
/// --format json` (Schemas/FORMAT.md#preview-output) and the SVG of `--format svg`; with a
/// `nonce` in the params, also the HTML page's `html`, `page` and `keyframes`.
import SpecRendering

struct PreviewResult: LSPEncodable {
  /// The HTML preview of the document (Schemas/FORMAT.md#html-preview).
  struct Page {
    var html: String
    /// The page data (`PreviewHTML.data`).
    var data: JSONValue
    /// Each keyframe object's range, with its progress, in document order.
    var keyframes: [(range: LSPRange, progress: Double)]
  }

  var samples: JSONValue
  var svg: String
  var page: Page?

  init(samples: JSONValue, svg: String) {
    self.samples = samples
    self.svg = svg
  }

  var json: JSONValue {
    var members: [(String, JSONValue)] = [("samples", samples), ("svg", .string(svg))]
    if let page {
      members += [
        ("html", .string(page.html)), ("page", page.data),
        (
          "keyframes",
          .array(
            page.keyframes.map { ["range": $0.range.json, "progress": .number($0.progress)] })
        ),
      ]
    }
    return .object(members)
  }
}
