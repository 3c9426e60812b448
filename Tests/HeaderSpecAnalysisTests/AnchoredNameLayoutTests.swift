import HeaderGeometry
import SpecAnalysis
import Testing

/// A Telegram-style profile header (Schemas/FORMAT.md#references): an avatar that shrinks and
/// fades, and a name in a text style anchored under it that ends on the bar's bottom, on the
/// iPhone SE 3rd generation, iPhone 15 and iPhone 15 Pro Max in both orientations. Every frame
/// below is worked out by hand from the device table (Schemas/FORMAT.md#devices).
///
/// The bar goes from 240 to 64 pt under the status bar, written for the reference top inset
/// 20: on a screen whose top inset is t it grows by t - 20, H(p) = 220 + t - 176p.
///
/// * avatar: centred (`centerX` 0, which the side insets do not move), its top 20 + (t - 20)
///   = t; 80 pt at p = 0, 24 at p = 1: [W/2 - 40, t, 80, 80] and [W/2 - 12, t, 24, 24]; its
///   bottom is t + 80 - 56p.
/// * name: "Ada Lovelace" in `title2`, 22 pt at L: 12 x 0.6 x 22 = 158.4 wide, 1.2 x 22 = 26.4
///   tall, centred: x = W/2 - 79.2. At 0 its top is the avatar's bottom + 8 (t + 88 - 56p at
///   p); at 1 the top is removed (`null`) and the bottom is 8 above the bar's (H - 34.4 =
///   185.6 + t - 176p). Both keyframes are evaluated at p and interpolated with t = p:
///   y = (1 - p)(t + 88 - 56p) + p(185.6 + t - 176p) = t + 88 + 41.6p - 120p^2: t + 88 at 0,
///   t + 78.8 at 0.5, t + 9.6 at 1.
///
/// | device, orientation | W | t | avatar x at 0 | name x |
/// |---|---|---|---|---|
/// | SE, portrait | 375 | 20 | 147.5 | 108.3 |
/// | SE, landscape | 667 | 0 | 293.5 | 254.3 |
/// | 15, portrait | 393 | 59 | 156.5 | 117.3 |
/// | 15, landscape | 852 | 0 | 386 | 346.8 |
/// | 15 Pro Max, portrait | 430 | 59 | 175 | 135.8 |
/// | 15 Pro Max, landscape | 932 | 0 | 426 | 386.8 |
@Suite struct AnchoredNameLayoutTests {
  static let text = """
    { "version": 1, "bar": { "maxHeight": 240, "minHeight": 64 },
      "behavior": { "kind": "squareCash", "snappingEnabled": false },
      "supports": {
        "devices": ["iPhone SE 3rd generation", "iPhone 15", "iPhone 15 Pro Max"],
        "orientations": ["portrait", "landscape"] },
      "subviews": [
        { "id": "avatar", "kind": "image", "image": "avatar", "cornerRadius": 40, "keyframes": [
          { "progress": 0, "anchor": { "centerX": 0, "top": 20 }, "size": [80, 80] },
          { "progress": 1, "size": [24, 24], "cornerRadius": 12, "alpha": 0 } ] },
        { "id": "name", "kind": "label", "text": "Ada Lovelace",
          "font": { "textStyle": "title2", "weight": "semibold" }, "keyframes": [
          { "progress": 0,
            "anchor": { "centerX": 0, "top": { "to": "avatar.bottom", "offset": 8 } } },
          { "progress": 1, "anchor": { "top": null, "bottom": 8 } } ] } ] }
    """

  /// One row of the table: the device, the orientation, the width W and the top inset t.
  struct Expected: CustomTestStringConvertible {
    let device: String
    let orientation: Orientation
    let width: Double
    let top: Double
    var testDescription: String { "\(device), \(orientation)" }
  }

  static let expected: [Expected] = [
    Expected(device: "iPhone SE 3rd generation", orientation: .portrait, width: 375, top: 20),
    Expected(device: "iPhone SE 3rd generation", orientation: .landscape, width: 667, top: 0),
    Expected(device: "iPhone 15", orientation: .portrait, width: 393, top: 59),
    Expected(device: "iPhone 15", orientation: .landscape, width: 852, top: 0),
    Expected(device: "iPhone 15 Pro Max", orientation: .portrait, width: 430, top: 59),
    Expected(device: "iPhone 15 Pro Max", orientation: .landscape, width: 932, top: 0),
  ]

  @Test(arguments: expected) func framesOnEachDevice(_ row: Expected) throws {
    let header = try DeviceLayout.header(of: Self.text, on: row.device, row.orientation)
    let (w, t) = (row.width, row.top)
    #expect(header.height(at: 0) == 220 + t)
    #expect(header.height(at: 1) == 44 + t)
    #expect(
      DeviceLayout.close(
        header.layout(subview: 0, at: 0).frame, Rect(x: w / 2 - 40, y: t, width: 80, height: 80)))
    #expect(
      DeviceLayout.close(
        header.layout(subview: 0, at: 1).frame, Rect(x: w / 2 - 12, y: t, width: 24, height: 24)))
    for (p, y) in [(0.0, t + 88), (0.5, t + 78.8), (1.0, t + 9.6)] {
      #expect(
        DeviceLayout.close(
          header.layout(subview: 1, at: p).frame,
          Rect(x: w / 2 - 79.2, y: y, width: 158.4, height: 26.4)), "at \(p)")
    }
  }

  @Test func noDiagnosticInTheMatrix() {
    #expect(SpecDocument(text: Self.text).diagnostics.map(\.code.rawValue) == [])
  }
}
