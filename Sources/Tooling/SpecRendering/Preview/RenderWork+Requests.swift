import HeaderGeometry

extension RenderWork {
  /// What one `headerspec/preview` request does, in the order it does it: its samples' JSON and
  /// its SVG (each lays out every subview of `header` at every progress value), then, for an
  /// editor (`page`: the spec as written), the HTML page. `RenderBudget.server` checks them
  /// together: they are held in memory together until the answer is written.
  public static func previewRequest(_ header: ResolvedHeader, samples: Int, page: HeaderSpec?)
    -> [RenderWork]
  {
    let subviews = header.spec.subviews.count
    var parts = [
      RenderWork(
        what: "the preview", subviews: subviews, environments: 1, samples: samples,
        bytesPerLayout: PreviewJSON.bytesPerLayout / 2),
      PreviewSVG.work(header, samples: samples),
    ]
    if let page { parts.append(PreviewHTML.work(page)) }
    return parts
  }
}
