import HeaderGeometry
import JSONSyntax
import SpecRendering

/// The result of `headerspec/preview`: the samples in the shape of `headerspec preview
/// --format json` (Schemas/FORMAT.md#preview-output) and the SVG of `--format svg`; with a
/// `nonce` in the params, also the HTML page's `html`, `page` and `keyframes`.
struct PreviewResult: Encodable, Sendable {
  /// The HTML preview of the document (Schemas/FORMAT.md#html-preview).
  struct Page: Sendable {
    var html: String
    /// The page data (`PreviewHTML.data`).
    var data: JSONValue
    /// Each keyframe object's range, with its progress, in document order.
    var keyframes: [Keyframe]
  }

  /// A keyframe object's range and its progress.
  struct Keyframe: Encodable, Sendable {
    var range: LSPRange
    var progress: Double
  }

  var samples: JSONValue
  var svg: String
  var page: Page?

  init(samples: JSONValue, svg: String) {
    self.samples = samples
    self.svg = svg
  }

  private enum CodingKeys: String, CodingKey { case samples, svg, html, page, keyframes }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(samples, forKey: .samples)
    try container.encode(svg, forKey: .svg)
    guard let page else { return }
    try container.encode(page.html, forKey: .html)
    try container.encode(page.data, forKey: .page)
    try container.encode(page.keyframes, forKey: .keyframes)
  }
}
