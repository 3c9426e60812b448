import HeaderGeometry

/// What the HTML page draws inside each subview, which does not change with progress: its
/// kind, palette colour, fill and text, the same choices `PreviewSVG` makes (see
/// `PreviewSVG+Subview.swift`). The page places these in each sample's frame; it computes no
/// geometry.
extension PreviewHTML {
  /// One subview's look as a JSON object: `id`, `kind`, `color` (outline), and where they
  /// apply `fill` and `fillOpacity`, `text`, `textColor`, `fontSize`, `fontWeight`,
  /// `align` (`start` or `middle`), `items` (title menu texts), `placeholder` and
  /// `fieldRadius` and `placeholderSize` (search bar), `outline` (light text's outline colour), `caption` (the id is drawn in the corner).
  static func look(_ subview: Subview, index: Int) -> OrderedJSON {
    var members: [(String, OrderedJSON)] = [
      ("id", .string(subview.id)),
      ("kind", .string(subview.kind.name)),
      ("color", .string(PreviewSVG.palette[index % PreviewSVG.palette.count])),
    ]
    func paint(_ key: String, _ hex: String?) {
      guard let paint = hex.flatMap(SVGPaint.init(hex:)) else { return }
      members.append((key, .string(paint.rgb)))
      if paint.opacity < 1 { members.append((key + "Opacity", .number(round(paint.opacity)))) }
    }
    func text(_ string: String, size: Double, colour: String, align: String) {
      members += [
        ("text", .string(string)), ("fontSize", .number(size)),
        ("textColor", .string(colour)), ("align", .string(align)),
      ]
    }
    var caption = false
    switch subview.kind {
    case .view(let background):
      paint("fill", background)
      caption = true
    case .label(let label):
      if let string = label.text, !string.isEmpty {
        text(string, size: label.fontSize, colour: PreviewSVG.labelColor, align: "start")
        paint("textColor", label.textColor)
        if let paint = label.textColor.flatMap(SVGPaint.init(hex:)), paint.luma > 0.8 {
          members.append(("outline", .string(PreviewSVG.secondaryColor)))
        }
        if let weight = PreviewSVG.weight(label.fontWeight) {
          members.append(("fontWeight", .number(Double(weight))))
        }
      } else {
        caption = true
      }
    case .image(let name, _):
      members.append(("fill", .string(PreviewSVG.imageFill)))
      if let name, !name.isEmpty {
        text(
          name, size: PreviewSVG.smallFontSize, colour: PreviewSVG.secondaryColor, align: "middle")
      } else {
        caption = true
      }
    case .button(let title, let image):
      if let title, !title.isEmpty {
        text(title, size: PreviewSVG.buttonFontSize, colour: PreviewSVG.tintColor, align: "middle")
      } else if let image, !image.isEmpty {
        text(image, size: PreviewSVG.smallFontSize, colour: PreviewSVG.tintColor, align: "middle")
      } else {
        caption = true
      }
    case .searchBar(let bar):
      members.append(("fieldRadius", .number(bar.fieldCornerRadius)))
      members.append(("placeholderSize", .number(bar.fieldHeight / 2)))
      if let placeholder = bar.placeholder, !placeholder.isEmpty {
        members.append(("placeholder", .string(placeholder)))
      } else {
        caption = true
      }
    case .titleMenu(let menu):
      members.append(("items", .array(menu.items.map(OrderedJSON.string))))
    }
    if caption { members.append(("caption", .bool(true))) }
    return .object(members)
  }

  /// `value` to three decimals (the page's precision, 0.0005 pt at most from the core's).
  static func round(_ value: Double) -> Double {
    value.isFinite ? (value * 1000).rounded() / 1000 : 0
  }
}
