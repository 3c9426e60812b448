import HeaderGeometry
import HeaderSpecLoading

/// One line about a device preset or a content size, for the documentation of their names in
/// the schemas (`enumDescriptions` of `supports`), which completion and hover show; a test holds
/// the schemas to these words, so the numbers come from the presets alone.
extension Device {
  /// `393 x 852 pt; safe area (top, leading, bottom, trailing) 59, 0, 34, 0 in portrait,
  /// 0, 59, 21, 59 in landscape; in landscape a large-title bar is the inline bar, 32 pt`,
  /// then, for a preset with figures nobody published (`DevicePreset.estimatedFigures`),
  /// `; estimated: top inset, bottom inset`.
  public var summary: String {
    func points(_ insets: SafeAreaInsets) -> String {
      [insets.top, insets.leading, insets.bottom, insets.trailing].map(Self.number)
        .joined(separator: ", ")
    }
    let landscape =
      family == .pad
      ? "a large-title bar keeps its large title in landscape (a regular height)"
      : "in landscape a large-title bar is the inline bar, \(Self.number(landscapeBarHeight)) pt"
    let estimated = DevicePreset.all.first { $0.device == self }?.estimatedFigures ?? []
    return "\(Self.number(portraitSize.width)) x \(Self.number(portraitSize.height)) pt; "
      + "safe area (top, leading, bottom, trailing) \(points(insets(in: .portrait))) in "
      + "portrait, \(points(insets(in: .landscape))) in landscape; \(landscape)"
      + (estimated.isEmpty ? "" : "; estimated: " + estimated.joined(separator: ", "))
  }

  /// A whole number of points without its `.0`; others as Swift writes them.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

extension HeaderEnvironment.ContentSizeCategory {
  /// `body text 17 pt, large title 34 pt; a large-title bar's title line 41 pt`.
  public var summary: String {
    "body text \(Device.number(TextStyle.body.pointSize(at: self))) pt, large title "
      + "\(Device.number(TextStyle.largeTitle.pointSize(at: self))) pt; a large-title bar's "
      + "title line \(Device.number(TextStyle.largeTitleLineHeight(at: self))) pt"
  }
}
