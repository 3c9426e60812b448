import HeaderGeometry

/// `headerspec preview --format svg` and the server's `headerspec/preview` picture: the bar at
/// each sample, side by side, as one standalone SVG document.
///
/// Each panel shows the sample's progress and height, the bar's outline at that height, and
/// every visible subview's on-screen frame (the bounding box of its transformed rectangle, in
/// bar coordinates) with its id, its alpha as opacity, in z order; a title menu draws its items
/// (selected bold, underlined underlined), a search bar its field. With `clipsToBounds` the
/// subviews are clipped to the bar through a `clipPath`. Units are points (1 pt = 1 px).
/// A pure function of the resolved header; O(samples x subviews).
public enum PreviewSVG {
  /// Space between and around panels.
  static let gap = 24.0
  /// Room for the caption above each panel.
  static let caption = 28.0
  static let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#76b7b2"]

  /// The SVG document for `header` at the `progress` samples, in the order given.
  public static func render(_ header: ResolvedHeader, progress: [Double]) -> String {
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
        layout, index: index, x: x, width: width, clips: header.spec.bar.clipsToBounds)
      svg += lines.map { "  " + $0 + "\n" }.joined()
    }
    return svg + "</svg>\n"
  }

  // MARK: - Panels

  /// The lines of one sample's group, its left edge at `x`.
  static func panel(
    _ layout: HeaderLayout, index: Int, x: Double, width: Double, clips: Bool
  ) -> [String] {
    let clipID = "bar-\(index)"
    var lines = [
      "<g id=\"sample-\(index)\" transform=\"translate(\(n(x)), \(n(gap)))\">",
      "  <text x=\"0\" y=\"14\" font-size=\"13\" fill=\"#333\">progress \(n(layout.progress)) · "
        + "height \(n(layout.height)) pt</text>",
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
    for (position, entry) in ordered where entry.layout.isVisible {
      lines += subview(entry, color: palette[position % palette.count]).map { "      " + $0 }
    }
    lines += ["    </g>", "  </g>", "</g>"]
    return lines
  }

  /// One subview: its frame with its id, then its built-in contents.
  static func subview(_ entry: HeaderLayout.Entry, color: String) -> [String] {
    let frame = entry.layout.frame
    var lines = [
      "<g class=\"subview\" data-id=\"\(escape(entry.id))\" opacity=\"\(n(entry.layout.alpha))\">",
      "  " + rect(frame, fill: color, fillOpacity: 0.25, stroke: color),
      "  <text x=\"\(n(frame.x + 3))\" y=\"\(n(frame.y + 11))\" font-size=\"10\" "
        + "fill=\"\(color)\">\(escape(entry.id))</text>",
    ]
    switch entry.contents {
    case .plain:
      break
    case .titleMenu(let menu):
      for item in menu.items {
        let weight = item.selected ? " font-weight=\"bold\"" : ""
        let baseline = item.frame.y + item.frame.height * 0.8
        lines.append(
          "  <text x=\"\(n(item.frame.x))\" y=\"\(n(baseline))\" "
            + "font-size=\"\(n(item.fontSize))\"\(weight) fill=\"#1c1c1e\">"
            + "\(escape(item.text))</text>")
        if item.underlined {
          lines.append(
            "  <line x1=\"\(n(item.frame.x))\" y1=\"\(n(item.frame.maxY))\" "
              + "x2=\"\(n(item.frame.maxX))\" y2=\"\(n(item.frame.maxY))\" stroke=\"#1c1c1e\" "
              + "stroke-width=\"2\"/>")
        }
      }
    case .searchBar(let field):
      lines.append(
        "  " + rect(field, fill: "#e5e5ea", fillOpacity: 1, stroke: "#8e8e93", radius: 10))
    }
    lines.append("</g>")
    return lines
  }

  // MARK: - Helpers

  static func rect(
    _ frame: Rect, fill: String, fillOpacity: Double, stroke: String, radius: Double = 0
  ) -> String {
    let corner = radius > 0 ? " rx=\"\(n(radius))\"" : ""
    return "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(max(frame.width, 0)))\" "
      + "height=\"\(n(max(frame.height, 0)))\"\(corner) fill=\"\(fill)\" "
      + "fill-opacity=\"\(n(fillOpacity))\" stroke=\"\(stroke)\" stroke-width=\"1\"/>"
  }

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
