import HeaderGeometry
import HeaderSpecLoading

/// `headerspec devices`: the device presets with their facts (Schemas/FORMAT.md#devices), one
/// row each: name, portrait size, insets in portrait and landscape (top, leading, bottom,
/// trailing, in points) and the inline navigation bar's height in landscape, which a
/// large-title bar becomes in a compact height; the last column says which figures are
/// estimated. With `--sources`, where each figure comes from (`DevicePreset.all`).
enum DevicesCommand {
  static func run(sources: Bool) -> Int32 {
    print(sources ? sourcesText : text, terminator: "")
    return 0
  }

  static var text: String {
    var rows = [
      ["device", "portrait", "portrait insets", "landscape insets", "landscape bar", "estimated"]
    ]
    for preset in DevicePreset.all {
      let device = preset.device
      let size = device.portraitSize
      let estimated = preset.estimatedFigures.map { $0.replacingOccurrences(of: " ", with: "-") }
      rows.append([
        device.name, "\(number(size.width)) x \(number(size.height))",
        insets(device.insets(in: .portrait)), insets(device.insets(in: .landscape)),
        number(device.landscapeBarHeight),
        estimated.isEmpty ? "-" : estimated.joined(separator: ","),
      ])
    }
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var output = ""
    for row in rows {
      let cells = row.enumerated().map { index, cell in
        index == row.count - 1 ? cell : cell.padding(to: widths[index])
      }
      output += cells.joined(separator: "  ") + "\n"
    }
    output += "insets: top leading bottom trailing, in points; landscape bar: the inline\n"
    output += "navigation bar's height in landscape, a large-title bar's there (iPhones);\n"
    output += "estimated: figures Apple does not publish and nobody reported\n"
    output += "(headerspec devices --sources says where each figure comes from)\n"
    return output
  }

  /// Each preset, then each figure's kind and source, one line each.
  static var sourcesText: String {
    var output = ""
    for preset in DevicePreset.all {
      output += preset.device.name + "\n"
      for (figure, source) in preset.sources {
        output += "  \(figure): \(source.kind.rawValue): \(source.note)\n"
      }
    }
    return output
  }

  private static func insets(_ insets: SafeAreaInsets) -> String {
    [insets.top, insets.leading, insets.bottom, insets.trailing].map(number).joined(separator: " ")
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(0, width - count))
  }
}
