import HeaderGeometry
import SpecAnalysis
import Testing

/// A Twitter-style profile header (Schemas/FORMAT.md#full-bleed): a banner that fills the bar
/// edge to edge and stretches with it, and a name pinned to the bottom-left, on the iPhone SE
/// 3rd generation, iPhone 15 and iPhone 15 Pro Max in both orientations. Every frame below is
/// worked out by hand from the device table (Schemas/FORMAT.md#devices).
///
/// The spec is written for the reference top inset 20: a bar from 200 to 64 pt under the
/// status bar. On a screen whose top inset is t the bar grows by d = t - 20, so
/// H(p) = 200 + d - 136p: at p = 0, H = 180 + t; at p = 1, H = 44 + t.
///
/// | device, orientation | W | t | sides | H(0) | H(1) |
/// |---|---|---|---|---|---|
/// | SE, portrait | 375 | 20 | 0 | 200 | 64 |
/// | SE, landscape | 667 | 0 | 0 | 180 | 44 |
/// | 15, portrait | 393 | 59 | 0 | 239 | 103 |
/// | 15, landscape | 852 | 0 | 59 | 180 | 44 |
/// | 15 Pro Max, portrait | 430 | 59 | 0 | 239 | 103 |
/// | 15 Pro Max, landscape | 932 | 0 | 59 | 180 | 44 |
///
/// * The banner ignores the safe area on every edge and is anchored 0 to all four: its frame
///   is [0, 0, W, H(p)].
/// * The name (200 x 24) is anchored 16 from the leading edge and 12 from the bottom and keeps
///   the safe area: x = 16 + the leading inset (75 in landscape on the 15 and 15 Pro Max),
///   y = H(p) - 12 - 24 = H(p) - 36.
/// * The same banner without `ignoresSafeArea` (`plain`) moves its top down by d (39 on the
///   15 and 15 Pro Max in portrait, -20 in every landscape) and its sides in by the insets.
@Suite struct FullBleedBannerTests {
  static func text(ignoring: Bool) -> String {
    let ignores = ignoring ? #""ignoresSafeArea": ["all"], "# : ""
    return """
      { "version": 1, "bar": { "maxHeight": 200, "minHeight": 64 },
        "behavior": { "kind": "squareCash", "snappingEnabled": false },
        "supports": {
          "devices": ["iPhone SE 3rd generation", "iPhone 15", "iPhone 15 Pro Max"],
          "orientations": ["portrait", "landscape"] },
        "subviews": [
          { "id": "banner", \(ignores)"keyframes": [
            { "progress": 0, "anchor": { "leading": 0, "trailing": 0, "top": 0, "bottom": 0 } } ] },
          { "id": "name", "kind": "label", "text": "Ada", "keyframes": [
            { "progress": 0, "anchor": { "leading": 16, "bottom": 12 }, "size": [200, 24] } ] } ] }
      """
  }

  /// One row of the table: the device, the orientation, and the expected frames of the banner
  /// and the name at p = 0 and p = 1.
  struct Expected: CustomTestStringConvertible {
    let device: String
    let orientation: Orientation
    let banner: (Rect, Rect)
    let name: (Rect, Rect)
    var testDescription: String { "\(device), \(orientation)" }
  }

  static let expected: [Expected] = [
    Expected(
      device: "iPhone SE 3rd generation", orientation: .portrait,
      banner: (Rect(x: 0, y: 0, width: 375, height: 200), Rect(x: 0, y: 0, width: 375, height: 64)),
      name: (
        Rect(x: 16, y: 164, width: 200, height: 24), Rect(x: 16, y: 28, width: 200, height: 24)
      )),
    Expected(
      device: "iPhone SE 3rd generation", orientation: .landscape,
      banner: (Rect(x: 0, y: 0, width: 667, height: 180), Rect(x: 0, y: 0, width: 667, height: 44)),
      name: (Rect(x: 16, y: 144, width: 200, height: 24), Rect(x: 16, y: 8, width: 200, height: 24))
    ),
    Expected(
      device: "iPhone 15", orientation: .portrait,
      banner: (
        Rect(x: 0, y: 0, width: 393, height: 239), Rect(x: 0, y: 0, width: 393, height: 103)
      ),
      name: (
        Rect(x: 16, y: 203, width: 200, height: 24), Rect(x: 16, y: 67, width: 200, height: 24)
      )),
    Expected(
      device: "iPhone 15", orientation: .landscape,
      banner: (Rect(x: 0, y: 0, width: 852, height: 180), Rect(x: 0, y: 0, width: 852, height: 44)),
      name: (Rect(x: 75, y: 144, width: 200, height: 24), Rect(x: 75, y: 8, width: 200, height: 24))
    ),
    Expected(
      device: "iPhone 15 Pro Max", orientation: .portrait,
      banner: (
        Rect(x: 0, y: 0, width: 430, height: 239), Rect(x: 0, y: 0, width: 430, height: 103)
      ),
      name: (
        Rect(x: 16, y: 203, width: 200, height: 24), Rect(x: 16, y: 67, width: 200, height: 24)
      )),
    Expected(
      device: "iPhone 15 Pro Max", orientation: .landscape,
      banner: (Rect(x: 0, y: 0, width: 932, height: 180), Rect(x: 0, y: 0, width: 932, height: 44)),
      name: (Rect(x: 75, y: 144, width: 200, height: 24), Rect(x: 75, y: 8, width: 200, height: 24))
    ),
  ]

  /// The spec laid out on `device` in `orientation`, as `preview --device` lays it out.
  static func header(ignoring: Bool, _ device: String, _ orientation: Orientation) throws
    -> ResolvedHeader
  {
    try DeviceLayout.header(of: text(ignoring: ignoring), on: device, orientation)
  }

  @Test(arguments: expected) func framesOnEachDevice(_ row: Expected) throws {
    let header = try Self.header(ignoring: true, row.device, row.orientation)
    #expect(header.layout(subview: 0, at: 0).frame == row.banner.0)
    #expect(header.layout(subview: 0, at: 1).frame == row.banner.1)
    #expect(header.layout(subview: 1, at: 0).frame == row.name.0)
    #expect(header.layout(subview: 1, at: 1).frame == row.name.1)
  }

  @Test func aBannerThatKeepsTheSafeAreaLeavesStrips() throws {
    // 15 Pro Max, portrait: the top moves down by 59 - 20 = 39, the bottom stays: [0, 39,
    // 430, 239 - 39].
    let portrait = try Self.header(ignoring: false, "iPhone 15 Pro Max", .portrait)
    #expect(portrait.layout(subview: 0, at: 0).frame == Rect(x: 0, y: 39, width: 430, height: 200))
    // Landscape: the top moves by 0 - 20 = -20 (above the bar) and the sides in by 59:
    // [59, -20, 932 - 118, 180 + 20].
    let landscape = try Self.header(ignoring: false, "iPhone 15 Pro Max", .landscape)
    #expect(
      landscape.layout(subview: 0, at: 0).frame == Rect(x: 59, y: -20, width: 814, height: 200))
  }

  @Test func theFullBleedBannerHasNoDiagnosticInTheMatrix() {
    #expect(SpecDocument(text: Self.text(ignoring: true)).diagnostics.map(\.code.rawValue) == [])
  }

  @Test func theBannerThatKeepsTheSafeAreaReachesAboveTheBarInLandscape() throws {
    let diagnostics = SpecDocument(text: Self.text(ignoring: false)).diagnostics
    let outside = try #require(diagnostics.first { $0.code == .outsideBar })
    #expect(outside.message.hasPrefix("landscape: "))
    // And the hint that `ignoresSafeArea` covers the strips: 39 pt under the Dynamic Island
    // of the 15 and 15 Pro Max in portrait, 59 at their sides in landscape.
    let hint = try #require(diagnostics.first { $0.code == .fullBleedSuggested })
    #expect(hint.severity == .hint)
    #expect(
      hint.message
        == "\"banner\" is pinned at 0 to the bar's top, leading and trailing, but the safe area "
        + "moves it on iPhone 15 and iPhone 15 Pro Max, leaving 39 pt under the status bar and "
        + "59 pt at the sides of the bar uncovered; add \"ignoresSafeArea\": [\"all\"] to cover "
        + "them")
    #expect(diagnostics.map(\.code) == [.outsideBar, .fullBleedSuggested])
    #expect(
      !SpecDocument(text: Self.text(ignoring: true)).diagnostics.contains {
        $0.code == .fullBleedSuggested
      })
  }
}
