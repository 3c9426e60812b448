import HeaderGeometry
import HeaderSpecLoading
import SpecAnalysis

/// `headerspec preview --format svg` and the server's `headerspec/preview` picture: the bar at
/// each sample, side by side, as one standalone SVG document.
///
/// Each panel shows the sample's progress and height, the bar's outline at that height (the
/// format gives the bar no colour: it is drawn light grey), and every visible subview in z
/// order with its alpha as opacity, drawn as the spec says (`PreviewSVG+Subview`): its
/// rectangle under its transform with its corner radius, colours, text and image name, each in
/// its palette colour (by document order, so a subview keeps it across samples). With
/// `clipsToBounds` the subviews are clipped to the bar through a `clipPath`. Element ids are
/// `bar-S` and `clip-S-I` (sample S, subview I in document order): unique, and no spec string
/// goes into one. A reference between subviews (Schemas/FORMAT.md#references) is a thin dashed
/// grey line from the pinned edge to the edge it names. Units are points (1 pt = 1 px). Self-contained (no scripts, fonts or links)
/// and a pure function of the resolved header; O(samples x subviews).
public enum PreviewSVG {
  /// Space between and around panels.
  static let gap = 24.0
  /// Room for the caption above each panel.
  static let caption = 28.0
  static let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#76b7b2"]

  /// The fewest bytes one visible subview takes in a panel (a rectangle in a group).
  public static let bytesPerLayout = 150

  /// What `render` will lay out and write for `header` at `samples` progress values.
  public static func work(_ header: ResolvedHeader, samples: Int) -> RenderWork {
    RenderWork(
      what: "the SVG preview", subviews: header.spec.subviews.count, environments: 1,
      samples: samples, bytesPerLayout: bytesPerLayout)
  }

  /// The SVG document for `header` at the `progress` samples, in the order given. With a
  /// `barOrigin` (in an environment: where the bar's top edge is on screen), each caption says
  /// it. Refused past `budget`: before any layout (`work`), and as soon as the text passes its
  /// `outputBytes`.
  public static func render(
    _ header: ResolvedHeader, progress: [Double], barOrigin: Double? = nil,
    budget: RenderBudget = .commandLine
  ) throws(RenderBudget.Exceeded) -> String {
    try budget.check(work(header, samples: progress.count))
    let layouts = progress.map { header.layout(at: $0) }
    let width = header.spec.width
    let tallest = layouts.map(\.height).max() ?? 0
    let totalWidth = Double(layouts.count) * (width + gap) + gap
    let totalHeight = caption + tallest + 2 * gap
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(totalWidth))" height="\(n(totalHeight))" \
      viewBox="0 0 \(n(totalWidth)) \(n(totalHeight))" font-family="-apple-system, Helvetica, Arial, sans-serif">
      <title>\(escape(header.spec.name ?? "header")): \(layouts.count) samples</title>
      <rect width="100%" height="100%" fill="#ffffff"/>

      """
    for (index, layout) in layouts.enumerated() {
      let x = gap + Double(index) * (width + gap)
      let lines = panel(
        layout, index: index, x: x, width: width, kinds: header.spec.subviews.map(\.kind),
        clips: header.spec.bar.clipsToBounds,
        links: header.referenceLinks(at: progress[index]), barOrigin: barOrigin)
      svg += lines.map { "  " + $0 + "\n" }.joined()
      try budget.checkOutput(svg.utf8.count, of: "the SVG preview")
    }
    svg += "</svg>\n"
    try budget.checkOutput(svg.utf8.count, of: "the SVG preview")
    return svg
  }

  // MARK: - Panels

  /// The lines of one sample's group, its left edge at `x`; `kinds` in document order.
  static func panel(
    _ layout: HeaderLayout, index: Int, x: Double, width: Double, kinds: [SubviewKind],
    clips: Bool, links: [ResolvedHeader.ReferenceLink] = [], barOrigin: Double? = nil
  ) -> [String] {
    let origin = barOrigin.map { " · bar at y \(n($0)) on screen" } ?? ""
    let clipID = "bar-\(index)"
    var lines = [
      "<g id=\"sample-\(index)\" transform=\"translate(\(n(x)), \(n(gap)))\">",
      "  <text x=\"0\" y=\"14\" font-size=\"13\" fill=\"#333\">progress \(n(layout.progress)) · "
        + "height \(n(layout.height)) pt\(origin)</text>",
      "  <g transform=\"translate(0, \(n(caption)))\">",
      "    <clipPath id=\"\(clipID)\"><rect width=\"\(n(width))\" height=\"\(n(layout.height))\"/>"
        + "</clipPath>",
      "    <rect class=\"bar\" width=\"\(n(width))\" height=\"\(n(layout.height))\" "
        + "fill=\"#f2f2f7\" stroke=\"#1c1c1e\" stroke-width=\"1\"/>",
      clips ? "    <g clip-path=\"url(#\(clipID))\">" : "    <g>",
    ]
    let ordered = layout.subviews.enumerated().sorted {
      ($0.element.layout.zIndex, $0.offset) < ($1.element.layout.zIndex, $1.offset)
    }
    for (offset, entry) in ordered where entry.layout.isVisible {
      let drawing = subview(
        entry, kind: kinds[offset], clipID: "clip-\(index)-\(offset)",
        color: palette[offset % palette.count])
      lines += drawing.map { "      " + $0 }
    }
    lines.append("    </g>")
    lines += referenceLines(layout, links)
    lines += ["  </g>", "</g>"]
    return lines
  }

  /// A thin dashed line per reference of a visible subview, from the middle of its pinned edge
  /// to the referenced edge (at the same height for a horizontal edge, the same x for a
  /// vertical one), over the subviews and unclipped.
  static func referenceLines(_ layout: HeaderLayout, _ links: [ResolvedHeader.ReferenceLink])
    -> [String]
  {
    links.compactMap { link in
      let own = layout.subviews[link.subview].layout
      guard own.isVisible else { return nil }
      let target = layout.subviews[link.target].layout
      let from: (Double, Double)
      let to: (Double, Double)
      if link.edge.isHorizontal {
        from = (link.edge.coordinate(in: own), own.center.y)
        to = (link.targetEdge.coordinate(in: target), own.center.y)
      } else {
        from = (own.center.x, link.edge.coordinate(in: own))
        to = (own.center.x, link.targetEdge.coordinate(in: target))
      }
      return "    <line class=\"reference\" x1=\"\(n(from.0))\" y1=\"\(n(from.1))\" "
        + "x2=\"\(n(to.0))\" y2=\"\(n(to.1))\" stroke=\"#8e8e93\" stroke-width=\"0.5\" "
        + "stroke-dasharray=\"2 2\"/>"
    }
  }

  // MARK: - Helpers

  /// A coordinate with at most three decimals; non-finite values as 0 (SVG has no NaN), which
  /// no caller shows: `preview` and `headerspec/preview` refuse a spec with HS313 and any
  /// progress whose layout is not finite (`ResolvedHeader.firstOverflowingProgress`).
  static func n(_ value: Double) -> String { value.isFinite ? NumberText.format(value) : "0" }

  /// Text and attribute values as XML 1.0 character data: `&`, `<`, `>` and `"` escaped, tab,
  /// line feed and carriage return as character references (an attribute value would turn
  /// them into spaces), and each character XML 1.0 does not allow (the other C0 controls,
  /// U+FFFE, U+FFFF) as U+FFFD, so the document is well-formed whatever a spec's strings hold.
  static func escape(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;".unicodeScalars
      case "<": result += "&lt;".unicodeScalars
      case ">": result += "&gt;".unicodeScalars
      case "\"": result += "&quot;".unicodeScalars
      case "\t": result += "&#9;".unicodeScalars
      case "\n": result += "&#10;".unicodeScalars
      case "\r": result += "&#13;".unicodeScalars
      default:
        let value = scalar.value
        let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
        result.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return String(result)
  }
}
