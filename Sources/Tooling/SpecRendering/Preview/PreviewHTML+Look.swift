import HeaderGeometry
import JSONSyntax

/// The page data's part that does not change with progress (`PreviewLook`), as JSON.
extension PreviewHTML {
  /// One subview's look as a JSON object: `id`, `kind`, `color` (outline), and where they
  /// apply `fill` and `fillOpacity`, `text`, `textColor` (and `textColorOpacity`), `fontSize`,
  /// `fontWeight`, `align` (`start` or `middle`), `outline` (light text's outline colour),
  /// `items` (title menu texts), `fieldRadius`, `placeholder` and `placeholderSize` (search
  /// bar), `caption` (the id is drawn in the corner).
  static func look(_ subview: HeaderSpec.Subview, index: Int) -> JSONValue {
    let look = PreviewLook(subview, index: index)
    var members: [(String, JSONValue)] = [
      ("id", .string(look.id)),
      ("kind", .string(look.kind)),
      ("color", .string(look.color)),
    ]
    if let fill = look.fill {
      members.append(("fill", .string(fill.rgb)))
      if fill.opacity < 1 { members.append(("fillOpacity", .number(round(fill.opacity)))) }
    } else if let fill = look.fixedFill {
      members.append(("fill", .string(fill)))
    }
    if let text = look.text {
      members += [
        ("text", .string(text)), ("fontSize", .number(look.fontSize)),
        ("textColor", .string(look.textPaint?.rgb ?? look.textColor)),
        ("align", .string(look.centred ? "middle" : "start")),
      ]
      if let paint = look.textPaint, paint.opacity < 1 {
        members.append(("textColorOpacity", .number(round(paint.opacity))))
      }
      if let weight = look.fontWeight { members.append(("fontWeight", .number(Double(weight)))) }
      if look.outlined { members.append(("outline", .string(PreviewSVG.secondaryColor))) }
    }
    if !look.items.isEmpty { members.append(("items", .array(look.items.map(JSONValue.string)))) }
    if let radius = look.fieldRadius {
      members.append(("fieldRadius", .number(radius)))
      members.append(("placeholderSize", .number(look.placeholderSize)))
      if let placeholder = look.placeholder {
        members.append(("placeholder", .string(placeholder)))
      }
    }
    if look.caption { members.append(("caption", .bool(true))) }
    return .object(members)
  }

  /// `value` to three decimals (the page's precision, 0.0005 pt at most from the core's).
  static func round(_ value: Double) -> Double {
    value.isFinite ? (value * 1000).rounded() / 1000 : 0
  }
}
