import HeaderGeometry
import HeaderSpecLoading

/// What a name in `supports` means for the spec being edited, under the name's own
/// description: on a content size, the sizes the spec's text styles take there; on a device,
/// the bar's heights there in each orientation (the spec adapted to it, as `check` lays it out).
extension HoverTables {
  /// The lines for `value` in the list `list` of `supports`; nil when there is nothing to add.
  /// O(subviews) for a content size, two adaptations of the spec for a device.
  func environmentName(_ list: String?, _ value: String) -> String? {
    guard let spec = document.spec else { return nil }
    switch list {
    case "contentSizes":
      guard let size = HeaderEnvironment.ContentSizeCategory(shortName: value) else { return nil }
      var styles: [TextStyle] = []
      for subview in spec.subviews {
        if case .label(let label) = subview.kind, let style = label.textStyle,
          !styles.contains(style)
        {
          styles.append(style)
        }
      }
      guard !styles.isEmpty else { return nil }
      let sizes = styles.map { "\($0.rawValue) \(Self.n($0.pointSize(at: size))) pt" }
      return "This spec's text styles at \(value): " + sizes.joined(separator: ", ")
    case "devices":
      guard let device = Device.preset(named: value) else { return nil }
      let heights = [Orientation.portrait, .landscape].map { orientation in
        let adapted = spec.adapted(to: device.environment(orientation: orientation))
        let metrics = adapted.metrics
        let range =
          metrics.maxHeight == metrics.minHeight
          ? "\(Self.n(metrics.maxHeight)) pt"
          : "\(Self.n(metrics.maxHeight)) to \(Self.n(metrics.minHeight)) pt"
        let pinned = adapted.pinnedProgress.map { " (pinned at progress \(Self.n($0)))" } ?? ""
        return "\(orientation.rawValue) \(range)\(pinned)"
      }
      return "This spec's bar on \(device.name): " + heights.joined(separator: "; ")
    default:
      return nil
    }
  }
}
