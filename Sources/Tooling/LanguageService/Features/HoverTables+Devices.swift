import HeaderGeometry

/// A subview's frame on each device the spec supports (`supports`,
/// Schemas/FORMAT.md#environments), side by side: one row per device and orientation, one
/// column per sample progress. The content size and layout direction are those of the
/// document's environment (`L` and `ltr` without one), so a row is what `check --device NAME
/// --orientation O` computes.
extension HoverTables {
  /// The most rows the table shows; the rest are counted in a last line.
  static let maximumDeviceRows = 24

  /// The table, or nil when the spec names no device. Costs one adaptation and resolution of
  /// the spec per row (a few microseconds for specs of a few KB).
  func subviewOnDevices(_ index: Int) -> String? {
    guard let spec = document.spec, !spec.supports.devices.isEmpty,
      spec.subviews.indices.contains(index)
    else { return nil }
    let reference = document.settings.environment
    let matrix = EnvironmentMatrix(
      devices: spec.supports.devices, orientations: spec.supports.orientations,
      contentSizes: [reference?.contentSize ?? .large],
      layoutDirections: [reference?.layoutDirection ?? .ltr])
    let rows = matrix.environments
    var lines = [
      "**On each supported device** (frame x, y, w, h by progress)", "",
      "| device | " + samples.map { Self.n($0) }.joined(separator: " | ") + " |",
      "|---|" + String(repeating: "---|", count: samples.count),
    ]
    for (device, environment) in rows.prefix(Self.maximumDeviceRows) {
      let resolved = ResolvedHeader(spec.adapted(to: environment))
      let frames = samples.map { progress in
        "`\(Self.rect(resolved.layout(subview: index, at: progress).frame))`"
      }
      lines.append(
        "| \(device.name), \(environment.orientation.rawValue) | "
          + frames.joined(separator: " | ") + " |")
    }
    if rows.count > Self.maximumDeviceRows {
      lines.append("")
      lines.append("and \(rows.count - Self.maximumDeviceRows) more")
    }
    return lines.joined(separator: "\n")
  }
}
