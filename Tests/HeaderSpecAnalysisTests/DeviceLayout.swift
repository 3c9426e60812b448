import HeaderGeometry
import HeaderSpecLoading
import SpecAnalysis
import Testing

/// The steps the golden device layouts share (the full-bleed banner, the large title with a
/// search bar, the anchored name).
enum DeviceLayout {
  /// The spec `text` laid out on preset `device` in `orientation`, as `preview --device`
  /// lays it out.
  static func header(of text: String, on device: String, _ orientation: Orientation) throws
    -> ResolvedHeader
  {
    let spec = try #require(SpecDocument(text: text).spec)
    let preset = try #require(Device.presets.first { $0.name == device })
    return ResolvedHeader(spec.adapted(to: preset.environment(orientation: orientation)))
  }

  /// Whether two frames agree to 1e-9 pt on every number (the hand-worked figures have
  /// decimals a double does not hold exactly).
  static func close(_ a: Rect, _ b: Rect) -> Bool {
    [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
  }
}
