import HeaderGeometry
import JSONSyntax

extension SpecLowering {
  /// Subviews that are objects, in document order; one without an `id` gets `#<index>`, which
  /// no valid id can equal, so it never counts as a duplicate.
  /// A duplicated `subviews` key: the last one wins, in the model and in the map.
  mutating func lowerSubviews(_ array: NodeID) -> [Subview] {
    map.subviewNodes = []
    map.keyframeStarts = [0]
    map.keyframeNodes = []
    guard tree.kind(array) == .array else { return [] }
    var subviews: [Subview] = []
    var next = facts.firstChild(array)
    while let element = next {
      next = facts.nextSibling(element)
      if tree.kind(element) == .object {
        subviews.append(lowerSubview(element, index: subviews.count))
      }
    }
    return subviews
  }

  private mutating func lowerSubview(_ object: NodeID, index: Int) -> Subview {
    map.subviewNodes.append(object)
    let entries = members(object)
    var id: String?  // the "#<index>" default is made only when needed
    var kindName = "view"
    var keyframesNode: NodeID?
    for (name, value) in entries {
      switch name {
      case .id: id = tree.stringValue(value) ?? id
      case .kind: kindName = tree.stringValue(value) ?? kindName
      case .keyframes: keyframesNode = value
      default: break
      }
    }
    var subview = Subview(id: id ?? "#\(index)")
    subview.kind = lowerKind(kindName, entries)
    if let keyframesNode, tree.kind(keyframesNode) == .array {
      var count = 0
      var element = facts.firstChild(keyframesNode)
      while let current = element {
        count += 1
        element = facts.nextSibling(current)
      }
      subview.keyframes.reserveCapacity(count)
      var next = facts.firstChild(keyframesNode)
      while let element = next {
        next = facts.nextSibling(element)
        guard tree.kind(element) == .object, let keyframe = lowerKeyframe(element) else {
          continue
        }
        subview.keyframes.append(keyframe)
        map.keyframeNodes.append(element)
      }
    }
    map.keyframeStarts.append(map.keyframeNodes.count)
    return subview
  }

  private func lowerKind(_ name: String, _ entries: [(LoweringKey, NodeID)]) -> SubviewKind {
    func string(_ key: LoweringKey) -> String? {
      entries.last { $0.0 == key }.flatMap { tree.stringValue($0.1) }
    }
    func value(_ key: LoweringKey) -> NodeID? { entries.last { $0.0 == key }?.1 }
    switch name {
    case "label":
      var label = Label(text: string(.text), textColor: string(.textColor))
      if let font = value(.font), tree.kind(font) == .object {
        for (key, value) in members(font) {
          if key == .size, let size = number(value) { label.fontSize = size }
          if key == .weight, let weight = tree.stringValue(value).flatMap(Label.Weight.init) {
            label.fontWeight = weight
          }
        }
      }
      return .label(label)
    case "image":
      return .image(name: string(.image), cornerRadius: value(.cornerRadius).flatMap(number))
    case "button":
      return .button(title: string(.title), image: string(.image))
    case "searchBar": return .searchBar(lowerSearchBar(entries))
    case "titleMenu": return .titleMenu(lowerTitleMenu(entries))
    default: return .view(backgroundColor: string(.backgroundColor))
    }
  }

  private func lowerSearchBar(_ entries: [(LoweringKey, NodeID)]) -> SearchBar {
    var searchBar = SearchBar()
    for (name, value) in entries {
      switch name {
      case .placeholder: searchBar.placeholder = tree.stringValue(value)
      case .height: searchBar.height = number(value) ?? searchBar.height
      case .field where tree.kind(value) == .object:
        for (key, field) in members(value) {
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
      default: break
      }
    }
    return searchBar
  }

  private func lowerTitleMenu(_ entries: [(LoweringKey, NodeID)]) -> TitleMenu {
    var menu = TitleMenu()
    for (name, value) in entries {
      switch name {
      case .items where tree.kind(value) == .array:
        menu.items = tree.children(value).compactMap { tree.stringValue($0) }
      case .selected: menu.selected = integer(value) ?? menu.selected
      case .largeModeThreshold: menu.largeModeThreshold = number(value) ?? menu.largeModeThreshold
      case .band:
        if let band = numbers(value, count: 2) {
          (menu.bandMinimum, menu.bandMaximum) = (band[0], band[1])
        }
      case .fonts where tree.kind(value) == .object:
        for (key, sizes) in members(value) {
          guard let pair = numbers(sizes, count: 2) else { continue }
          if key == .large {
            (menu.largeSelectedFontSize, menu.largeFontSize) = (pair[0], pair[1])
          }
          if key == .compact {
            (menu.compactSelectedFontSize, menu.compactFontSize) = (pair[0], pair[1])
          }
        }
      default: break
      }
    }
    return menu
  }
}
