import HeaderGeometry

extension SpecDecoder {
  static let commonSubviewKeys: Set<String> = ["id", "kind", "keyframes"]

  static func decodeSubview(_ subview: JSONReader) throws -> Subview {
    guard let id = try subview.string("id") else {
      throw InputError(message: "\(subview.pathOf("id")): required")
    }
    let kindName = try subview.string("kind") ?? "view"
    let (kind, keys) = try decodeKind(kindName, subview)
    try subview.checkKeys(commonSubviewKeys.union(keys))
    if !subview.has("keyframes"), kindName != "titleMenu" {
      throw InputError(message: "\(subview.pathOf("keyframes")): required")
    }
    return Subview(
      id: id, kind: kind,
      keyframes: try subview.readers("keyframes").map { try decodeKeyframe($0) })
  }

  /// The kind and the kind-specific keys it allows.
  static func decodeKind(_ name: String, _ r: JSONReader) throws -> (SubviewKind, Set<String>) {
    switch name {
    case "view":
      return (.view(backgroundColor: try r.string("backgroundColor")), ["backgroundColor"])
    case "label":
      return (.label(try decodeLabel(r)), ["text", "font", "textColor"])
    case "image":
      return (
        .image(name: try r.string("image"), cornerRadius: try r.number("cornerRadius")),
        ["image", "cornerRadius"]
      )
    case "button":
      return (
        .button(title: try r.string("title"), image: try r.string("image")), ["title", "image"]
      )
    case "searchBar":
      return (.searchBar(try decodeSearchBar(r)), ["placeholder", "height", "field"])
    case "titleMenu":
      return (
        .titleMenu(try decodeTitleMenu(r)),
        ["items", "selected", "largeModeThreshold", "band", "fonts"]
      )
    default:
      throw InputError(
        message:
          "\(r.pathOf("kind")): expected \"view\", \"label\", \"image\", \"button\", \"searchBar\" or \"titleMenu\""
      )
    }
  }

  static func decodeLabel(_ r: JSONReader) throws -> Label {
    var label = Label(text: try r.string("text"), textColor: try r.string("textColor"))
    if let font = try r.reader("font") {
      try font.checkKeys(["size", "weight"])
      label.fontSize = try font.number("size") ?? 17
      if let weight = try font.string("weight") {
        guard let value = Label.Weight(rawValue: weight) else {
          throw InputError(
            message: "\(font.pathOf("weight")): expected \(names(Label.Weight.allCases))")
        }
        label.fontWeight = value
      }
    }
    return label
  }

  static func decodeSearchBar(_ r: JSONReader) throws -> SearchBar {
    var searchBar = SearchBar(placeholder: try r.string("placeholder"))
    searchBar.height = try r.number("height") ?? 56
    if let field = try r.reader("field") {
      try field.checkKeys(["inset", "widthFraction", "height", "cornerRadius"])
      if let inset = try field.numbers("inset", count: 2) {
        searchBar.fieldInsetX = inset[0]
        searchBar.fieldInsetY = inset[1]
      }
      searchBar.fieldWidthFraction = try field.number("widthFraction") ?? 0.8
      searchBar.fieldHeight = try field.number("height") ?? 28
      searchBar.fieldCornerRadius = try field.number("cornerRadius") ?? 5
    }
    return searchBar
  }

  static func decodeTitleMenu(_ r: JSONReader) throws -> TitleMenu {
    let items = try (r.array("items") ?? []).enumerated().map { index, value in
      guard let text = value as? String else {
        throw InputError(message: "\(r.pathOf("items"))[\(index)]: expected a string")
      }
      return text
    }
    var menu = TitleMenu(items: items, selected: try r.integer("selected") ?? 0)
    menu.largeModeThreshold = try r.number("largeModeThreshold") ?? 53
    if let band = try r.numbers("band", count: 2) {
      menu.bandMinimum = band[0]
      menu.bandMaximum = band[1]
    }
    if let fonts = try r.reader("fonts") {
      try fonts.checkKeys(["large", "compact"])
      if let large = try fonts.numbers("large", count: 2) {
        (menu.largeSelectedFontSize, menu.largeFontSize) = (large[0], large[1])
      }
      if let compact = try fonts.numbers("compact", count: 2) {
        (menu.compactSelectedFontSize, menu.compactFontSize) = (compact[0], compact[1])
      }
    }
    return menu
  }
}
