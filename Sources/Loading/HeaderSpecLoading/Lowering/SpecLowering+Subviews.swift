import HeaderGeometry
import JSONSyntax

extension SpecLowering {
  /// Subviews that are objects, in document order; one without an `id` gets `#<index>`, which
  /// no valid id can equal, so it never counts as a duplicate.
  /// A duplicated `subviews` key: the last one wins, in the model and in the map.
  mutating func lowerSubviews(_ array: NodeID) -> [HeaderSpec.Subview] {
    map.subviewNodes = []
    map.keyframeStarts = [0]
    map.keyframeNodes = []
    guard tree.kind(array) == .array else { return [] }
    var count = 0
    var counting = ChildCursor(array, in: tree)
    while counting.next(in: tree) != nil { count += 1 }
    var subviews: [HeaderSpec.Subview] = []
    subviews.reserveCapacity(count)
    map.subviewNodes.reserveCapacity(count)
    map.keyframeStarts.reserveCapacity(count + 1)
    var children = ChildCursor(array, in: tree)
    while let element = children.next(in: tree) {
      if tree.kind(element) == .object {
        subviews.append(lowerSubview(element, index: subviews.count))
      }
    }
    return subviews
  }

  mutating func lowerSubview(_ object: NodeID, index: Int) -> HeaderSpec.Subview {
    map.subviewNodes.append(object)
    var members = SubviewMembers()
    forEachMember(object) { members.record($0, $1) }
    // The "#<index>" default is made only when needed.
    var id: String?
    if let value = members.id { id = tree.stringValue(value) }
    var subview = HeaderSpec.Subview(id: id ?? "#\(index)")
    subview.kind = lowerKind(members)
    if let value = members.mirrored, let mirrored = tree.boolValue(value) {
      subview.isMirrored = mirrored
    }
    if let value = members.intrinsicSize, let v = numbers(value, count: 2) {
      subview.intrinsicSize = Size(width: v[0], height: v[1])
    }
    if let value = members.ignoresSafeArea, tree.kind(value) == .array {
      // Names the schema does not know are its errors; the others still count.
      var edges = ChildCursor(value, in: tree)
      while let edge = edges.next(in: tree) {
        if let name = tree.stringValue(edge), let set = SafeAreaEdges(name: name) {
          subview.ignoresSafeArea.formUnion(set)
        }
      }
    }
    if let value = members.accessibilityLabel {
      subview.accessibilityLabel = tree.stringValue(value)
    }
    if let value = members.transformInterpolation,
      let interpolation = tree.stringValue(value).flatMap(TransformInterpolation.init(rawValue:))
    {
      subview.transformInterpolation = interpolation
    }
    if let keyframesNode = members.keyframes, tree.kind(keyframesNode) == .array {
      var count = 0
      var counting = ChildCursor(keyframesNode, in: tree)
      while counting.next(in: tree) != nil { count += 1 }
      subview.keyframes.reserveCapacity(count)
      var elements = ChildCursor(keyframesNode, in: tree)
      while let element = elements.next(in: tree) {
        guard tree.kind(element) == .object else { continue }
        // Lowered in place in the array (a keyframe is a few hundred bytes: no copies).
        subview.keyframes.append(Keyframe(progress: 0))
        guard lowerKeyframe(element, into: &subview.keyframes[subview.keyframes.count - 1]) else {
          subview.keyframes.removeLast()
          continue
        }
        map.keyframeNodes.append(element)
      }
    }
    map.keyframeStarts.append(map.keyframeNodes.count)
    return subview
  }

  /// The kind named by the `kind` member (a view when absent or not a string), with its data.
  private func lowerKind(_ members: SubviewMembers) -> SubviewKind {
    func string(_ value: NodeID?) -> String? {
      guard let value else { return nil }
      return tree.stringValue(value)
    }
    let name = members.kind.map { kindName($0) } ?? .view
    switch name {
    case .label:
      var label = HeaderSpec.Label(text: string(members.text), textColor: string(members.textColor))
      if let font = members.font, tree.kind(font) == .object {
        for (key, value) in self.members(font) {
          if key == .size, let size = number(value) { label.fontSize = size }
          if key == .weight,
            let weight = tree.stringValue(value).flatMap(HeaderSpec.Label.Weight.init)
          {
            label.fontWeight = weight
          }
          if key == .textStyle, let style = tree.stringValue(value).flatMap(TextStyle.init) {
            label.textStyle = style
          }
        }
        // A text style wins over a size (having both is a schema error).
        if let style = label.textStyle { label.fontSize = style.referencePointSize }
      }
      return .label(label)
    case .image:
      let cornerRadius = members.cornerRadius.flatMap { number($0) }
      return .image(
        name: string(members.image), systemImage: string(members.systemImage),
        cornerRadius: cornerRadius)
    case .button:
      return .button(
        title: string(members.title), image: string(members.image),
        systemImage: string(members.systemImage))
    case .searchBar: return .searchBar(lowerSearchBar(members))
    case .titleMenu: return .titleMenu(lowerTitleMenu(members))
    case .view: return .view(backgroundColor: string(members.backgroundColor))
    }
  }

  /// The subview kind a `kind` value names; a view for anything else (the schema reports it).
  private func kindName(_ value: NodeID) -> SubviewKindName {
    guard tree.kind(value) == .string else { return .view }
    let flags = tree.flags(value)
    let range = tree.range(value)
    guard !flags.contains(.hasEscapes), !flags.contains(.unterminated), range.length >= 2 else {
      return tree.stringValue(value).flatMap(SubviewKindName.init(rawValue:)) ?? .view
    }
    return SubviewKindName(utf8: tree.bytes[(range.start + 1)..<(range.end - 1)]) ?? .view
  }

  private func lowerSearchBar(_ members: SubviewMembers) -> SearchBar {
    var searchBar = SearchBar()
    if let placeholder = members.placeholder {
      searchBar.placeholder = tree.stringValue(placeholder)
    }
    if let height = members.height { searchBar.height = number(height) ?? searchBar.height }
    if let value = members.field, tree.kind(value) == .object {
      for (key, field) in self.members(value) {
        switch key {
        case .inset:
          if let inset = numbers(field, count: 2) {
            (searchBar.fieldInsetX, searchBar.fieldInsetY) = (inset[0], inset[1])
          }
        case .widthFraction:
          searchBar.fieldWidthFraction = number(field) ?? searchBar.fieldWidthFraction
        case .height: searchBar.fieldHeight = number(field) ?? searchBar.fieldHeight
        case .cornerRadius:
          searchBar.fieldCornerRadius = number(field) ?? searchBar.fieldCornerRadius
        default: break
        }
      }
    }
    return searchBar
  }

  private func lowerTitleMenu(_ members: SubviewMembers) -> TitleMenu {
    var menu = TitleMenu()
    if let items = members.items, tree.kind(items) == .array {
      menu.items = tree.children(items).compactMap { tree.stringValue($0) }
    }
    if let selected = members.selected { menu.selected = integer(selected) ?? menu.selected }
    if let threshold = members.largeModeThreshold {
      menu.largeModeThreshold = number(threshold) ?? menu.largeModeThreshold
    }
    if let value = members.maxStretchMode, let maxStretchMode = tree.boolValue(value) {
      menu.maxStretchMode = maxStretchMode
    }
    if let value = members.band, let band = numbers(value, count: 2) {
      (menu.bandMinimum, menu.bandMaximum) = (band[0], band[1])
    }
    if let fonts = members.fonts, tree.kind(fonts) == .object {
      for (key, sizes) in self.members(fonts) {
        guard let pair = numbers(sizes, count: 2) else { continue }
        if key == .large {
          (menu.largeSelectedFontSize, menu.largeFontSize) = (pair[0], pair[1])
        }
        if key == .compact {
          (menu.compactSelectedFontSize, menu.compactFontSize) = (pair[0], pair[1])
        }
      }
    }
    return menu
  }
}
