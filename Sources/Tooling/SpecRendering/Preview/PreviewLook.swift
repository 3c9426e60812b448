import HeaderGeometry

/// What the HTML page and the animated SVG draw inside a subview, which does not change with
/// progress: the choices `PreviewSVG+Subview.swift` makes for a still picture, kept apart from
/// the geometry so that a drawing can place them in any sample's frame.
struct PreviewLook: Sendable {
  var id: String
  var kind: String
  /// The outline and caption colour (the palette's, by document order).
  var color: String
  var fill: SVGPaint?
  /// A flat fill that is not a spec colour (the image placeholder's grey).
  var fixedFill: String?
  var text: String?
  var textColor = PreviewSVG.labelColor
  var textPaint: SVGPaint?
  var fontSize = 0.0
  /// CSS weight (500, 600, 700); nil for regular.
  var fontWeight: Int?
  /// Text centred in the subview (`middle`), or at its leading edge (`start`).
  var centred = false
  /// Light text gets a grey outline.
  var outlined = false
  /// A title menu's item texts.
  var items: [String] = []
  /// A search bar's field corner radius and placeholder (drawn at `placeholderSize`).
  var fieldRadius: Double?
  var placeholder: String?
  var placeholderSize = 0.0
  /// The id is drawn in the corner: the subview shows no text or name of its own.
  var caption = false

  init(_ subview: HeaderSpec.Subview, index: Int) {
    id = subview.id
    kind = subview.kind.name
    color = PreviewSVG.palette[index % PreviewSVG.palette.count]
    switch subview.kind {
    case .view(let background):
      fill = background.flatMap(SVGPaint.init(hex:))
      caption = true
    case .label(let label):
      if let string = label.text, !string.isEmpty {
        text = string
        fontSize = label.fontSize
        textPaint = label.textColor.flatMap(SVGPaint.init(hex:))
        outlined = (textPaint?.luma ?? 0) > 0.8
        fontWeight = PreviewSVG.weight(label.fontWeight)
      } else {
        caption = true
      }
    case .image(_, let symbol?, _) where !symbol.isEmpty:
      // An SF Symbol, drawn in the tint colour: its name stands for it.
      setCentred(symbol, size: PreviewSVG.smallFontSize, colour: PreviewSVG.tintColor)
    case .image(let name, _, _):
      fixedFill = PreviewSVG.imageFill
      setCentred(name, size: PreviewSVG.smallFontSize, colour: PreviewSVG.secondaryColor)
    case .button(let title, let image, let symbol):
      if let title, !title.isEmpty {
        setCentred(title, size: PreviewSVG.buttonFontSize, colour: PreviewSVG.tintColor)
      } else {
        setCentred(symbol ?? image, size: PreviewSVG.smallFontSize, colour: PreviewSVG.tintColor)
      }
    case .searchBar(let bar):
      fieldRadius = bar.fieldCornerRadius
      placeholderSize = bar.fieldHeight / 2
      if let text = bar.placeholder, !text.isEmpty { placeholder = text } else { caption = true }
    case .titleMenu(let menu):
      items = menu.items
    }
  }

  private mutating func setCentred(_ string: String?, size: Double, colour: String) {
    guard let string, !string.isEmpty else {
      caption = true
      return
    }
    text = string
    fontSize = size
    textColor = colour
    centred = true
  }

  /// The fill attributes of the subview's rectangle.
  var fillAttributes: String {
    if let fill { return PreviewSVG.fill(fill) }
    return "fill=\"\(fixedFill ?? "none")\""
  }

  /// The text element at the origin, to be moved to its anchor (the middle of the subview when
  /// `centred`, else its leading edge halfway down); nil without text.
  var anchoredTextElement: String? {
    guard let text else { return nil }
    return "<text x=\"0\" y=\"0\"" + textAttributes + ">\(PreviewSVG.escape(text))</text>"
  }

  /// The text's attributes but its position, with a leading space.
  private var textAttributes: String {
    let colour = textPaint.map { PreviewSVG.fill($0) } ?? "fill=\"\(textColor)\""
    let outline =
      outlined
      ? " stroke=\"\(PreviewSVG.secondaryColor)\" stroke-width=\"2\" paint-order=\"stroke\"" : ""
    let weight = fontWeight.map { " font-weight=\"\($0)\"" } ?? ""
    return " dominant-baseline=\"central\" text-anchor=\"\(centred ? "middle" : "start")\" "
      + "font-size=\"\(PreviewSVG.n(fontSize))\"\(weight) \(colour)\(outline)"
  }

}
