import HeaderGeometry

/// How `PreviewSVG` draws one subview: in its own coordinates (the origin at the top-left of its
/// untransformed rectangle), placed by its centre and transform as UIKit places a view, so a
/// rotation or scale shows as one.
///
/// Its rectangle has the subview's `cornerRadius` (at most half its shorter side, as Core
/// Animation draws it) and a 1 pt outline in its palette colour; its contents are clipped to
/// that rounded rectangle through a `clipPath` of its own. What each kind draws, with UIKit's
/// defaults where the spec says nothing:
///
/// * `view`: filled with its `backgroundColor` (none: clear).
/// * `label`: its `text` at its font size and weight in its `textColor` (default black),
///   left-aligned and centred vertically as UILabel draws one line.
/// * `image`: a grey placeholder with the asset name centred.
/// * `button`: its `title` centred in the system tint at 15 pt, or else its image's name.
/// * `searchBar`: the field (`field` inset, width and corner radius) with the `placeholder`.
/// * `titleMenu`: its items at their sizes (selected bold, the underlined one underlined).
///
/// A subview that shows no text or name of its own (a view, or an image, button, label or search
/// bar whose strings are absent or empty) shows its id in 10 pt in its top-left corner; every
/// subview has its id as its `title` (a tooltip where the SVG is viewed). Light text (luma above 0.8)
/// gets a grey outline so it stays readable on the light bar. Spec colours are validated by
/// the schema; one that is not `#RRGGBB` or `#RRGGBBAA` is left out.
extension PreviewSVG {
  /// UILabel's default text colour.
  static let labelColor = "#000000"
  /// A system button's title and image colour.
  static let tintColor = "#007aff"
  /// Where an image would be.
  static let imageFill = "#d1d1d6"
  /// Image names, placeholders and the outline of light text.
  static let secondaryColor = "#8e8e93"
  static let fieldFill = "#e5e5ea"
  /// A system button's title size, in points.
  static let buttonFontSize = 15.0
  /// The size of image names and id captions, in points.
  static let smallFontSize = 11.0
  static let captionFontSize = 10.0

  /// The lines of one subview; `clipID` is unique in the document, `color` its palette colour.
  static func subview(
    _ entry: HeaderLayout.Entry, kind: SubviewKind, clipID: String, color: String
  ) -> [String] {
    let layout = entry.layout
    let width = max(layout.size.width, 0)
    let height = max(layout.size.height, 0)
    let radius = max(0, min(layout.cornerRadius, width / 2, height / 2))
    let box =
      "width=\"\(n(width))\" height=\"\(n(height))\"" + (radius > 0 ? " rx=\"\(n(radius))\"" : "")
    var drawing = contents(of: kind, entry: entry, width: width, height: height)
    if drawing.showsID {
      drawing.lines.append(
        "<text x=\"3\" y=\"11\" font-size=\"\(n(captionFontSize))\" fill=\"\(color)\">"
          + "\(escape(entry.id))</text>")
    }
    var lines = [
      "<g class=\"subview\" data-id=\"\(escape(entry.id))\" opacity=\"\(n(layout.alpha))\" "
        + "transform=\"\(placement(layout))\">",
      "  <title>\(escape(entry.id))</title>",
    ]
    if !drawing.lines.isEmpty {
      lines.append("  <clipPath id=\"\(clipID)\"><rect \(box)/></clipPath>")
    }
    lines.append(
      "  <rect class=\"frame\" \(box) \(drawing.fill) stroke=\"\(color)\" stroke-width=\"1\" "
        + "vector-effect=\"non-scaling-stroke\"/>")
    if !drawing.lines.isEmpty {
      lines.append("  <g clip-path=\"url(#\(clipID))\">")
      lines += drawing.lines.map { "    " + $0 }
      lines.append("  </g>")
    }
    lines.append("</g>")
    return lines
  }

  // MARK: - Kinds

  /// A kind's fill attributes, its elements in the subview's coordinates, and whether it shows
  /// no text or name of its own (then its id is drawn).
  static func contents(
    of kind: SubviewKind, entry: HeaderLayout.Entry, width: Double, height: Double
  ) -> (fill: String, lines: [String], showsID: Bool) {
    let none = "fill=\"none\""
    switch kind {
    case .view(let background):
      return (background.flatMap(SVGPaint.init(hex:)).map { fill($0) } ?? none, [], true)
    case .label(let label):
      guard let text = label.text, !text.isEmpty else { return (none, [], true) }
      let paint = label.textColor.flatMap(SVGPaint.init(hex:))
      let line = self.text(
        text, x: 0, y: height / 2 + 0.35 * label.fontSize, size: label.fontSize,
        weight: weight(label.fontWeight), paint: paint)
      return (none, [line], false)
    case .image(_, let symbol?, _) where !symbol.isEmpty:
      // An SF Symbol, drawn in the tint colour: its name stands for it.
      return (none, [centred(symbol, width, height, smallFontSize, tintColor)], false)
    case .image(let name?, _, _) where !name.isEmpty:
      let line = centred(name, width, height, smallFontSize, secondaryColor)
      return ("fill=\"\(imageFill)\"", [line], false)
    case .image:
      return ("fill=\"\(imageFill)\"", [], true)
    case .button(let title?, _, _) where !title.isEmpty:
      return (none, [centred(title, width, height, buttonFontSize, tintColor)], false)
    case .button(_, _, let symbol?) where !symbol.isEmpty:
      return (none, [centred(symbol, width, height, smallFontSize, tintColor)], false)
    case .button(_, let image?, _) where !image.isEmpty:
      return (none, [centred(image, width, height, smallFontSize, tintColor)], false)
    case .button:
      return (none, [], true)
    case .searchBar(let bar):
      return (none, searchBar(bar, width: width), bar.placeholder?.isEmpty ?? true)
    case .titleMenu:
      guard case .titleMenu(let menu) = entry.contents else { return (none, [], true) }
      let origin = entry.layout.untransformedFrame
      return (none, menu.items.flatMap { item($0, dx: -origin.x, dy: -origin.y) }, false)
    }
  }

  /// The field in the search bar's untransformed rectangle (Schemas/FORMAT.md#search-bar), with
  /// the placeholder in half the field's height.
  static func searchBar(_ bar: SearchBar, width: Double) -> [String] {
    let fieldWidth = max(bar.fieldWidthFraction * width, 0)
    var lines = [
      "<rect x=\"\(n(bar.fieldInsetX))\" y=\"\(n(bar.fieldInsetY))\" width=\"\(n(fieldWidth))\" "
        + "height=\"\(n(bar.fieldHeight))\" rx=\"\(n(bar.fieldCornerRadius))\" "
        + "fill=\"\(fieldFill)\"/>"
    ]
    if let placeholder = bar.placeholder, !placeholder.isEmpty {
      let size = bar.fieldHeight / 2
      lines.append(
        "<text x=\"\(n(bar.fieldInsetX + 8))\" y=\"\(n(bar.fieldInsetY + bar.fieldHeight / 2 + 0.35 * size))\" "
          + "font-size=\"\(n(size))\" fill=\"\(secondaryColor)\">\(escape(placeholder))</text>")
    }
    return lines
  }

  /// A title menu item, moved by (`dx`, `dy`) from bar to menu coordinates.
  static func item(_ item: TitleMenuLayout.Item, dx: Double, dy: Double) -> [String] {
    let frame = item.frame
    let weight = item.selected ? " font-weight=\"bold\"" : ""
    var lines = [
      "<text x=\"\(n(frame.x + dx))\" y=\"\(n(frame.y + dy + frame.height * 0.8))\" "
        + "font-size=\"\(n(item.fontSize))\"\(weight) fill=\"#1c1c1e\">\(escape(item.text))</text>"
    ]
    if item.underlined {
      let y = n(frame.maxY + dy)
      lines.append(
        "<line x1=\"\(n(frame.x + dx))\" y1=\"\(y)\" x2=\"\(n(frame.maxX + dx))\" y2=\"\(y)\" "
          + "stroke=\"#1c1c1e\" stroke-width=\"2\"/>")
    }
    return lines
  }

  // MARK: - Helpers

  /// The `transform` that puts the subview's top-left corner at the origin: UIKit's transform
  /// acts about the centre, so the translation is `center + t - L(size / 2)` for the linear
  /// part L; a plain `translate` when L is the identity.
  static func placement(_ layout: SubviewLayout) -> String {
    let t = layout.transform
    let halfWidth = layout.size.width / 2
    let halfHeight = layout.size.height / 2
    let e = layout.center.x + t.tx - (t.a * halfWidth + t.c * halfHeight)
    let f = layout.center.y + t.ty - (t.b * halfWidth + t.d * halfHeight)
    if t.a == 1, t.b == 0, t.c == 0, t.d == 1 { return "translate(\(n(e)), \(n(f)))" }
    return "matrix(\([t.a, t.b, t.c, t.d, e, f].map(n).joined(separator: " ")))"
  }

  /// `fill` (and `fill-opacity` below 1) for `paint`.
  static func fill(_ paint: SVGPaint) -> String {
    "fill=\"\(paint.rgb)\"" + (paint.opacity < 1 ? " fill-opacity=\"\(n(paint.opacity))\"" : "")
  }

  /// CSS weights: regular 400 (left out), medium 500, semibold 600, bold 700.
  static func weight(_ weight: HeaderSpec.Label.Weight) -> Int? {
    switch weight {
    case .regular: nil
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    }
  }

  /// One line of text with its baseline at `y`, in `paint` (black when nil).
  static func text(
    _ string: String, x: Double, y: Double, size: Double, weight: Int?, paint: SVGPaint?
  ) -> String {
    let colour = paint.map { fill($0) } ?? "fill=\"\(labelColor)\""
    let outline =
      (paint?.luma ?? 0) > 0.8
      ? " stroke=\"\(secondaryColor)\" stroke-width=\"2\" paint-order=\"stroke\"" : ""
    let bold = weight.map { " font-weight=\"\($0)\"" } ?? ""
    return "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\"\(bold) \(colour)\(outline)>"
      + "\(escape(string))</text>"
  }

  /// One line of text centred in a `width` x `height` box.
  static func centred(
    _ string: String, _ width: Double, _ height: Double, _ size: Double, _ colour: String
  ) -> String {
    "<text x=\"\(n(width / 2))\" y=\"\(n(height / 2 + 0.35 * size))\" font-size=\"\(n(size))\" "
      + "text-anchor=\"middle\" fill=\"\(colour)\">\(escape(string))</text>"
  }
}
