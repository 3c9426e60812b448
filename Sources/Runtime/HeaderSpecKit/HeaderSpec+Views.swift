extension HeaderSpec {
  /// The views this spec makes in `environment` (nil: the spec as written), in the order they
  /// are added to the bar: by the z-index they start with (at progress 0), then in document
  /// order, so a later view of the same z-index is drawn above. A label with a text style gets
  /// that style's size at the environment's content size. O(subviews x keyframes).
  public func viewDescriptions(in environment: HeaderEnvironment? = nil) -> [ViewDescription] {
    let spec = environment.map { adapted(to: $0) } ?? self
    let header = ResolvedHeader(spec)
    let start = header.layouts(at: 0)
    let views = spec.subviews.enumerated().map { index, subview in
      ViewDescription(subview, index: index)
    }
    return views.enumerated().sorted { a, b in
      let (za, zb) = (start[a.offset].zIndex, start[b.offset].zIndex)
      return za != zb ? za < zb : a.offset < b.offset
    }.map(\.element)
  }
}

extension ViewDescription {
  /// The description of `subview`, at `index` in its spec.
  init(_ subview: HeaderSpec.Subview, index: Int) {
    switch subview.kind {
    case .view(let backgroundColor):
      self.init(id: subview.id, kind: .view, index: index)
      self.backgroundColor = backgroundColor
    case .label(let label):
      self.init(id: subview.id, kind: .label, index: index)
      text = label.text ?? ""
      fontSize = label.fontSize
      fontWeight = label.fontWeight.rawValue
      textColor = label.textColor
      textStyle = label.textStyle
    case .image(let name, let systemImage, _):
      self.init(id: subview.id, kind: .image, index: index)
      image = name
      self.systemImage = systemImage
    case .button(let title, let image, let systemImage):
      self.init(id: subview.id, kind: .button, index: index)
      self.title = title
      self.image = image
      self.systemImage = systemImage
    case .searchBar(let searchBar):
      self.init(id: subview.id, kind: .searchBar, index: index)
      text = searchBar.placeholder
      self.searchBar = searchBar
    case .titleMenu(let menu):
      self.init(id: subview.id, kind: .titleMenu, index: index)
      menuItems = menu.items
      selectedItem = menu.selected
    }
    cornerRadius = subview.initialCornerRadius
    accessibilityLabel = subview.accessibilityLabel
  }
}
