import HeaderGeometry
import JSONSyntax

/// The environment keys of a spec (Schemas/FORMAT.md#environments): `statusBar` and `supports`.
/// Values of the wrong type and unknown names are left out (the schema reports them).
extension SpecLowering {
  func lowerStatusBar(_ object: NodeID) -> StatusBarPlacement {
    var placement = StatusBarPlacement()
    for (name, value) in members(object) {
      switch name {
      case .extendsUnder: placement.extendsUnder = tree.boolValue(value) ?? placement.extendsUnder
      case .referenceTopInset:
        placement.referenceTopInset = number(value) ?? placement.referenceTopInset
      default: break
      }
    }
    return placement
  }

  func lowerSupports(_ object: NodeID) -> EnvironmentMatrix {
    var matrix = EnvironmentMatrix()
    for (name, value) in members(object) {
      switch name {
      case .devices: matrix.devices = strings(value).compactMap(devicePreset)
      case .orientations: matrix.orientations = strings(value).compactMap(Orientation.init)
      case .contentSizes:
        matrix.contentSizes = strings(value).compactMap(
          HeaderEnvironment.ContentSizeCategory.init(shortName:))
      case .layoutDirections:
        matrix.layoutDirections = strings(value).compactMap(HeaderEnvironment.LayoutDirection.init)
      default: break
      }
    }
    return matrix
  }

  /// The string elements of an array value (none for anything else), without repeats, in
  /// order. Linear in the elements.
  private func strings(_ array: NodeID) -> [String] {
    guard tree.kind(array) == .array else { return [] }
    var result: [String] = []
    var seen: Set<String> = []
    var children = ChildCursor(array, in: tree)
    while let element = children.next(in: tree) {
      if let text = tree.stringValue(element), seen.insert(text).inserted { result.append(text) }
    }
    return result
  }
}
