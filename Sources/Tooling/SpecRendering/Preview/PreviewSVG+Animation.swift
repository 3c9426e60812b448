import HeaderGeometry
import JSONSyntax

/// `preview --format svg --animate` (Schemas/FORMAT.md#animated-svg): the bar collapsing from
/// progress 0 to 1 in `duration` seconds and expanding back, forever, as CSS animations in the
/// SVG's own style sheet: no script, no external reference, so it plays where an SVG is shown
/// as an image (a README, a pull request).
///
/// Each animated element has one `@keyframes` rule whose stops are the core's layouts at
/// `animationProgress` (every 0.05 and every keyframe's progress in [0, 1]), at `progress x
/// 100%` of the way, with linear timing between stops: at a stop the picture is exactly the
/// core's layout; between two stops the browser interpolates (a rotation through the matrix's
/// decomposition). The subview group animates `transform` (the matrix `PreviewSVG.placement`
/// computes), `opacity` and `visibility`; its rectangle `width`, `height` and `rx` (the same
/// rectangle clips its contents); its text a `translate` to its anchor. Subviews are stacked in their z order at progress
/// 0. Size: O(stops x subviews), at most 201 stops.
extension PreviewSVG {
  /// Seconds from progress 0 to 1 (and as many back).
  public static let animationDuration = 2.0

  /// 0, 0.05, ..., 1 and every keyframe's progress in [0, 1], sorted, without repeats; at most
  /// 201 values (the grid and the first 180 keyframe values).
  public static func animationProgress(_ spec: HeaderSpec) -> [Double] {
    var values = Set((0...20).map { Double($0) / 20 })
    let keyframes = spec.subviews.lazy.flatMap(\.keyframes).map(\.progress)
      .filter { $0 >= 0 && $0 <= 1 }
    for p in keyframes.prefix(180) { values.insert(p) }
    return values.sorted()
  }

  /// The fewest bytes one subview takes at one stop (a stop of its group's rule).
  public static let animationBytesPerLayout = 40

  /// What `animated` will lay out and write for `spec`: each subview at each stop.
  public static func animationWork(_ spec: HeaderSpec) -> RenderWork {
    RenderWork(
      what: "the animated SVG", subviews: spec.subviews.count, environments: 1,
      samples: animationProgress(spec).count, bytesPerLayout: animationBytesPerLayout)
  }

  /// The animated SVG document for `header`. Refused past `budget`: before any layout, and as
  /// soon as its style and body pass its `outputBytes`.
  public static func animated(_ header: ResolvedHeader, budget: RenderBudget = .commandLine)
    throws(RenderBudget.Exceeded) -> String
  {
    let spec = header.spec
    let progress = animationProgress(spec)
    try budget.check(animationWork(spec))
    let layouts = progress.map { header.layout(at: $0) }
    let width = spec.width
    let tallest = layouts.map(\.height).max() ?? 0
    let totalWidth = width + 2 * gap
    let totalHeight = caption + tallest + 2 * gap
    let stops = progress.map { n($0 * 100) + "%" }
    var style = [
      ".a { animation-duration: \(n(animationDuration))s; animation-timing-function: linear; "
        + "animation-iteration-count: infinite; animation-direction: alternate; }",
      keyframes("bar", stops: stops, layouts.map { "height: \(n($0.height))px" }),
    ]
    let looks = spec.subviews.enumerated().map { PreviewLook($1, index: $0) }
    var body: [String] = []
    let first = layouts[0]
    let order = first.subviews.indices.sorted {
      (first.subviews[$0].layout.zIndex, $0) < (first.subviews[$1].layout.zIndex, $1)
    }
    var written = 0
    for index in order {
      let entries = layouts.map { $0.subviews[index] }
      let styleCount = style.count
      style += subviewKeyframes(index, look: looks[index], entries: entries, stops: stops)
      let lines = animatedSubview(index, look: looks[index], entries: entries, stops: stops, &style)
      written += (style[styleCount...] + lines).reduce(0) { $0 + $1.utf8.count }
      try budget.checkOutput(written, of: "the animated SVG")
      body += lines
    }
    let title = escape(spec.name ?? "header")
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(totalWidth))" height="\(n(totalHeight))" \
      viewBox="0 0 \(n(totalWidth)) \(n(totalHeight))" font-family="-apple-system, Helvetica, Arial, sans-serif">
      <title>\(title): progress 0 to 1 and back, \(n(animationDuration)) s each way</title>
      <style>

      """
    svg += style.map { "  " + $0 + "\n" }.joined()
    svg += """
        </style>
        <rect width="100%" height="100%" fill="#ffffff"/>
        <g transform="translate(\(n(gap)), \(n(gap)))">
          <text x="0" y="14" font-size="13" fill="#333">\(title): progress 0 to 1 and back</text>
          <g transform="translate(0, \(n(caption)))">
            <clipPath id="bar-clip"><rect class="a bar" width="\(n(width))" height="\(n(first.height))"/></clipPath>
            <rect class="a bar" width="\(n(width))" height="\(n(first.height))" fill="#f2f2f7" stroke="#1c1c1e" stroke-width="1"/>
            <g\(spec.bar.clipsToBounds ? " clip-path=\"url(#bar-clip)\"" : "")>

      """
    svg += body.map { "        " + $0 + "\n" }.joined()
    svg += "      </g>\n    </g>\n  </g>\n</svg>\n"
    try budget.checkOutput(svg.utf8.count, of: "the animated SVG")
    return svg
  }

  // MARK: - Subviews

  /// The `s`, `r` and `t` rules of subview `index`: its group, rectangle and text.
  static func subviewKeyframes(
    _ index: Int, look: PreviewLook, entries: [HeaderLayout.Entry], stops: [String]
  ) -> [String] {
    let group = entries.map { entry -> String in
      let layout = entry.layout
      return "transform: \(cssMatrix(layout)); opacity: \(n(layout.alpha)); "
        + "visibility: \(layout.hidden ? "hidden" : "visible")"
    }
    let rectangle = entries.map {
      "width: \(n(max($0.layout.size.width, 0)))px; height: \(n(max($0.layout.size.height, 0)))px; "
        + "rx: \(n(max($0.layout.cornerRadius, 0)))px"
    }
    var rules = [
      keyframes("s\(index)", stops: stops, group), keyframes("r\(index)", stops: stops, rectangle),
    ]
    if look.text != nil {
      // The text's anchor: the middle of the box, or its leading edge halfway down.
      let anchor = entries.map { entry -> String in
        let size = entry.layout.size
        let x = look.centred ? max(size.width, 0) / 2 : 0
        return "transform: translate(\(n(x))px, \(n(max(size.height, 0) / 2))px)"
      }
      rules.append(keyframes("t\(index)", stops: stops, anchor))
    }
    return rules
  }

  /// The elements of subview `index`, and the rules of its title menu items or search field.
  /// The rectangle is drawn twice: as the frame, and in the clip path of its contents.
  static func animatedSubview(
    _ index: Int, look: PreviewLook, entries: [HeaderLayout.Entry], stops: [String],
    _ style: inout [String]
  ) -> [String] {
    let first = entries[0].layout
    let id = escape(look.id)
    let box =
      "width=\"\(n(max(first.size.width, 0)))\" height=\"\(n(max(first.size.height, 0)))\""
    var lines = [
      "<g class=\"a s\(index)\" data-id=\"\(id)\">",
      "  <title>\(id)</title>",
      "  <rect class=\"a r\(index) frame\" \(box) \(look.fillAttributes) stroke=\"\(look.color)\" "
        + "stroke-width=\"1\" vector-effect=\"non-scaling-stroke\"/>",
    ]
    var contents: [String] = []
    // The contents are clipped to the same animated rectangle.
    if let text = look.anchoredTextElement {
      contents.append("    <g class=\"a t\(index)\">\(text)</g>")
    }
    if look.caption {
      contents.append(
        "    <text x=\"3\" y=\"11\" font-size=\"\(n(captionFontSize))\" fill=\"\(look.color)\">"
          + "\(id)</text>")
    }
    if !contents.isEmpty {
      lines.append(
        "  <clipPath id=\"clip-\(index)\"><rect class=\"a r\(index)\" \(box)/></clipPath>")
      lines += ["  <g clip-path=\"url(#clip-\(index))\">"] + contents + ["  </g>"]
    }
    lines.append("</g>")
    switch entries[0].contents {
    case .plain, .label:
      break
    case .titleMenu(let menu):
      for item in menu.items.indices {
        let texts = entries.map { entry -> String in
          guard case .titleMenu(let menu) = entry.contents, item < menu.items.count else {
            return "visibility: hidden"
          }
          let it = menu.items[item]
          return
            "transform: translate(\(n(it.frame.x))px, \(n(it.frame.y + 0.8 * it.frame.height))px); "
            + "font-size: \(n(it.fontSize))px; font-weight: \(it.selected ? 700 : 400); "
            + "visibility: \(visibility(entry))"
        }
        let underlines = entries.map { entry -> String in
          guard case .titleMenu(let menu) = entry.contents, item < menu.items.count,
            menu.items[item].underlined, entry.layout.isVisible
          else { return "visibility: hidden" }
          let frame = menu.items[item].frame
          return
            "x: \(n(frame.x))px; y: \(n(frame.maxY - 1))px; width: \(n(max(frame.width, 0)))px; "
            + "visibility: visible"
        }
        style.append(keyframes("i\(index)-\(item)", stops: stops, texts))
        style.append(keyframes("u\(index)-\(item)", stops: stops, underlines))
        let text = item < look.items.count ? escape(look.items[item]) : ""
        lines += [
          "<text class=\"a i\(index)-\(item)\" data-item-of=\"\(id)\" fill=\"#1c1c1e\">\(text)</text>",
          "<rect class=\"a u\(index)-\(item)\" height=\"2\" fill=\"#1c1c1e\"/>",
        ]
      }
    case .searchBar:
      let fields = entries.map { entry -> String in
        guard case .searchBar(let field) = entry.contents else { return "visibility: hidden" }
        return "x: \(n(field.x))px; y: \(n(field.y))px; width: \(n(max(field.width, 0)))px; "
          + "height: \(n(max(field.height, 0)))px; visibility: \(visibility(entry))"
      }
      style.append(keyframes("f\(index)", stops: stops, fields))
      lines.append(
        "<rect class=\"a f\(index)\" data-field-of=\"\(id)\" rx=\"\(n(look.fieldRadius ?? 0))\" "
          + "fill=\"\(fieldFill)\"/>")
      if let placeholder = look.placeholder {
        let anchors = entries.map { entry -> String in
          guard case .searchBar(let field) = entry.contents else { return "visibility: hidden" }
          return "transform: translate(\(n(field.x + 8))px, \(n(field.midY))px); "
            + "visibility: \(visibility(entry))"
        }
        style.append(keyframes("p\(index)", stops: stops, anchors))
        lines.append(
          "<text class=\"a p\(index)\" dominant-baseline=\"central\" "
            + "font-size=\"\(n(look.placeholderSize))\" fill=\"\(secondaryColor)\">"
            + "\(escape(placeholder))</text>")
      }
    }
    return lines
  }

  // MARK: - Helpers

  /// `@keyframes NAME { STOP { DECLARATIONS } ... } .NAME { animation-name: NAME; }` on one
  /// line, leaving out a stop whose declarations are those of the stops on both sides (the
  /// browser interpolates the same values there).
  static func keyframes(_ name: String, stops: [String], _ declarations: [String]) -> String {
    var rule = "@keyframes \(name) {"
    for index in stops.indices {
      let same =
        index > 0 && index + 1 < stops.count && declarations[index - 1] == declarations[index]
        && declarations[index] == declarations[index + 1]
      if !same { rule += " \(stops[index]) { \(declarations[index]) }" }
    }
    return rule + " } .\(name) { animation-name: \(name); }"
  }

  /// The CSS form of `placement`'s matrix (CSS wants commas).
  static func cssMatrix(_ layout: SubviewLayout) -> String {
    let t = layout.transform
    let halfWidth = layout.size.width / 2
    let halfHeight = layout.size.height / 2
    let e = layout.center.x + t.tx - (t.a * halfWidth + t.c * halfHeight)
    let f = layout.center.y + t.ty - (t.b * halfWidth + t.d * halfHeight)
    // Six decimals, as the HTML page keeps them (three would draw a scaled view 0.02 pt off).
    let linear = [t.a, t.b, t.c, t.d].map { JSONValue.numberText(($0 * 1e6).rounded() / 1e6) }
    return "matrix(\((linear + [n(e), n(f)]).joined(separator: ", ")))"
  }

  static func visibility(_ entry: HeaderLayout.Entry) -> String {
    entry.layout.isVisible ? "visible" : "hidden"
  }
}
