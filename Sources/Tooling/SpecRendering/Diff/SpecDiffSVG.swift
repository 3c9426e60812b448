import HeaderGeometry

/// `headerspec diff --format svg`: the old and the new spec over each other at the preview's
/// sample progress values, one panel per value: each visible subview's on-screen frame (the
/// bounding box, as `preview --format json` prints it) and the bar, the old dashed in red, the
/// new solid in blue, with the id of a subview whose frame differs. O(samples x subviews).
public enum SpecDiffSVG {
  static let old = "#e15759"
  static let new = "#4e79a7"
  /// The fewest bytes one visible subview of either spec takes in a panel (its rectangle).
  public static let bytesPerLayout = 100

  /// What `render` will lay out and write: both specs' subviews at each sample.
  public static func work(old before: ResolvedHeader, new after: ResolvedHeader, samples: Int)
    -> RenderWork
  {
    RenderWork(
      what: "the diff's SVG",
      subviews: RenderWork.sum(before.spec.subviews.count, after.spec.subviews.count),
      environments: 1, samples: samples, bytesPerLayout: bytesPerLayout)
  }

  /// Refused past `budget`: before any layout (`work`), and as soon as the text passes its
  /// `outputBytes`.
  public static func render(
    old before: ResolvedHeader, new after: ResolvedHeader,
    progress: [Double] = [0, 0.25, 0.5, 0.75, 1], budget: RenderBudget = .commandLine
  ) throws(RenderBudget.Exceeded) -> String {
    try budget.check(work(old: before, new: after, samples: progress.count))
    var written = 0
    var counted = 0
    let gap = PreviewSVG.gap
    let caption = PreviewSVG.caption
    let width = max(before.spec.width, after.spec.width)
    let tallest = progress.map { max(before.height(at: $0), after.height(at: $0)) }.max() ?? 0
    let totalWidth = Double(progress.count) * (width + gap) + gap
    let totalHeight = caption + tallest + 2 * gap + 16
    let n = PreviewSVG.n
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(totalWidth))\" "
        + "height=\"\(n(totalHeight))\" viewBox=\"0 0 \(n(totalWidth)) \(n(totalHeight))\" "
        + "font-family=\"-apple-system, Helvetica, Arial, sans-serif\">",
      "<title>\(PreviewSVG.escape(after.spec.name ?? "header")): old (dashed, red) and new "
        + "(solid, blue)</title>",
      "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
      "<text x=\"\(n(gap))\" y=\"\(n(totalHeight - 8))\" font-size=\"11\" fill=\"#333\">"
        + "old: dashed red · new: solid blue</text>",
    ]
    for (index, p) in progress.enumerated() {
      let a = before.layout(at: p)
      let b = after.layout(at: p)
      let x = gap + Double(index) * (width + gap)
      lines.append("<g id=\"sample-\(index)\" transform=\"translate(\(n(x)), \(n(gap)))\">")
      lines.append(
        "  <text x=\"0\" y=\"14\" font-size=\"13\" fill=\"#333\">progress \(n(p)) · height "
          + "\(n(a.height)) → \(n(b.height)) pt</text>")
      lines.append("  <g transform=\"translate(0, \(n(caption)))\">")
      lines.append(
        "    "
          + rect(
            Rect(x: 0, y: 0, width: before.spec.width, height: a.height), old, dashed: true, "bar"))
      lines.append(
        "    "
          + rect(
            Rect(x: 0, y: 0, width: after.spec.width, height: b.height), new, dashed: false, "bar"))
      for entry in a.subviews where entry.layout.isVisible {
        lines.append("    " + rect(entry.layout.frame, old, dashed: true, entry.id))
      }
      for entry in b.subviews where entry.layout.isVisible {
        lines.append("    " + rect(entry.layout.frame, new, dashed: false, entry.id))
        let before = a.subviews.first { $0.id == entry.id }
        if before?.layout.frame != entry.layout.frame || before?.layout.isVisible != true {
          lines.append(
            "    <text x=\"\(n(entry.layout.frame.x + 2))\" y=\"\(n(entry.layout.frame.y + 10))\" "
              + "font-size=\"9\" fill=\"\(new)\">\(PreviewSVG.escape(entry.id))</text>")
        }
      }
      lines += ["  </g>", "</g>"]
      written = lines[counted...].reduce(written) { $0 + $1.utf8.count + 1 }
      counted = lines.count
      try budget.checkOutput(written, of: "the diff's SVG")
    }
    let svg = lines.joined(separator: "\n") + "\n</svg>\n"
    try budget.checkOutput(svg.utf8.count, of: "the diff's SVG")
    return svg
  }

  static func rect(_ frame: Rect, _ colour: String, dashed: Bool, _ id: String) -> String {
    let n = PreviewSVG.n
    return "<rect class=\"\(dashed ? "old" : "new")\" data-id=\"\(PreviewSVG.escape(id))\" "
      + "x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(max(frame.width, 0)))\" "
      + "height=\"\(n(max(frame.height, 0)))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1\""
      + (dashed ? " stroke-dasharray=\"4 3\"" : "") + "/>"
  }
}
