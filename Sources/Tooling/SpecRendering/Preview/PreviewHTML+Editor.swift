import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// The HTML page of a document, for `preview --format html` and for an editor (the server's
/// `headerspec/preview` with a `nonce`): the page, its data for updates, and where each
/// keyframe is, to follow the cursor.
extension PreviewHTML {
  /// The page of `document`: first in `header` (default: the document's own resolution, in its
  /// settings' environment) named `label`, then in the environments its spec supports; its style
  /// and script allowed by `nonce` (nil: one derived from the data); and its data. Nil when the
  /// spec has no model or the first layout overflows at a sample. Refused past `budget`:
  /// before any layout (`work`), and as soon as the page data passes its `outputBytes`.
  /// With `gesture`, the first environment's play button replays those records (an events
  /// file's, `headerspec simulate`'s) instead of `PreviewGesture`'s.
  public static func page(
    _ document: SpecDocument, nonce: String?, header: ResolvedHeader? = nil, label: String? = nil,
    gesture: [ScrollRecord]? = nil, budget: RenderBudget = .commandLine
  ) throws(RenderBudget.Exceeded) -> (html: String, data: JSONValue)? {
    guard let spec = document.spec, let header = header ?? document.resolved else { return nil }
    try budget.check(work(spec))
    guard header.firstOverflowingProgress(progress) == nil else { return nil }
    let label =
      label ?? document.settings.environment.map {
        PreviewHTML.label($0, device: nil, specWidth: header.spec.width)
      }
      ?? "as written · \(NumberText.format(header.spec.width)) pt"
    let (views, omitted) = self.views(spec: spec, first: View(label: label, header: header))
    let data = try pageData(
      name: spec.name, views: views, omitted: omitted, budget: budget, firstGesture: gesture)
    let html = render(name: spec.name, json: data.text, nonce: nonce)
    try budget.checkOutput(html.utf8.count, of: "the HTML page")
    return (html, data.data)
  }

  /// Each keyframe object's range with its progress, in document order.
  public static func keyframes(_ document: SpecDocument) -> [(range: ByteRange, progress: Double)] {
    guard let spec = document.spec else { return [] }
    var result: [(range: ByteRange, progress: Double)] = []
    for (index, subview) in spec.subviews.enumerated() {
      for (position, keyframe) in subview.keyframes.enumerated() {
        guard let ranges = document.sourceMap.ranges(.keyframe(subview: index, keyframe: position))
        else { continue }
        result.append((ranges.value, keyframe.progress))
      }
    }
    return result
  }
}
