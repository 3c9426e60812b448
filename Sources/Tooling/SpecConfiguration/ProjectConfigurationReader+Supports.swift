import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// The `supports` key of a `.headerspec.json`: the same lists as a spec's `supports`
/// (Schemas/FORMAT.md#environments), with a diagnostic at each element that names no device,
/// orientation, content size or layout direction (and the nearest names). Devices are matched
/// as people type them (`DeviceNameMatch`).
extension ProjectConfigurationReader {
  static let supportsKeys = ["devices", "orientations", "contentSizes", "layoutDirections"]

  mutating func readSupports(_ value: NodeID) {
    guard tree.kind(value) == .object else {
      report(
        .wrongType, #"supports must be an object such as { "devices": ["iPhone 15"] }"#, value)
      return
    }
    var matrix = EnvironmentMatrix()
    for member in tree.members(of: value) {
      guard let name = tree.stringValue(tree.key(of: member)), let list = tree.value(of: member)
      else { continue }
      switch name {
      case "devices":
        matrix.devices = names(list, "devices", Device.presets.map(\.name)) {
          Device.preset(named: $0)
        }
      case "orientations":
        matrix.orientations = names(list, "orientations", Orientation.allCases.map(\.rawValue)) {
          Orientation(rawValue: $0)
        }
      case "contentSizes":
        let sizes = HeaderEnvironment.ContentSizeCategory.allCases.map(\.shortName)
        matrix.contentSizes = names(list, "contentSizes", sizes) {
          HeaderEnvironment.ContentSizeCategory(shortName: $0)
        }
      case "layoutDirections":
        let directions = HeaderEnvironment.LayoutDirection.allCases.map(\.rawValue)
        matrix.layoutDirections = names(list, "layoutDirections", directions) {
          HeaderEnvironment.LayoutDirection(rawValue: $0)
        }
      default:
        reportUnknown(name, member, among: Self.supportsKeys, in: "supports")
      }
    }
    configuration.supports = matrix
  }

  /// The values of the array `list`'s string elements, without repeats; a diagnostic at each
  /// element that is no string or no name `read` knows. O(elements x known names).
  private mutating func names<Value: Equatable>(
    _ list: NodeID, _ key: String, _ known: [String], _ read: (String) -> Value?
  ) -> [Value] {
    guard tree.kind(list) == .array else {
      report(.wrongType, "\(key) must be an array of names", list)
      return []
    }
    var values: [Value] = []
    for element in tree.children(list) {
      guard let text = tree.stringValue(element) else {
        report(.wrongType, "each of \(key) must be a string", element)
        continue
      }
      guard let value = read(text) else {
        let suggestions =
          key == "devices"
          ? DeviceSuggestions.names(for: text)
          : EditDistance.suggestion(for: text, among: known).map { [$0] } ?? []
        report(
          .valueNotInEnum,
          "\(JSONText.string(text)) is not one of \(key)"
            + (suggestions.isEmpty
              ? "; known: \(EnglishList.and(known))"
              : "; did you mean \(EnglishList.or(suggestions.map(JSONText.string)))?"),
          element)
        continue
      }
      if !values.contains(value) { values.append(value) }
    }
    return values
  }
}
