import HeaderGeometry
import LanguageService
import SpecAnalysis
import Testing

/// The quick fixes of HS318 (a banner the safe area moves) and HS319 (a scale and a
/// `scaledTranslate` interpolated as matrices): each adds the key its hint names, and what the
/// hint describes is what the fixed header does. Neither is applied by `check --fix`.
@Suite struct LayoutHintFixTests {
  static let banner = """
    { "bar": { "maxHeight": 200, "minHeight": 64 }, "behavior": { "kind": "fixed" },
      "supports": { "devices": ["iPhone 15"] },
      "subviews": [ { "id": 1️⃣"banner", "kind": "view", "backgroundColor": "#3366FF",
        "keyframes": [ { "progress": 0, "anchor": { "leading": 0, "trailing": 0, "top": 0, "bottom": 0 } } ] } ] }
    """

  static let avatar = """
    { "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "squareCash", "snappingEnabled": false },
      "subviews": [ { "id": "avatar", "keyframes": [
        { "progress": 0, "anchor": { "centerX": 0, "top": 50 }, "size": [40, 40] },
        { "progress": 1, 1️⃣"transform": { "scale": 0.5, "scaledTranslate": [0, -60] } } ] } ] }
    """

  @Test func theBannerFixIgnoresTheSafeAreaItNamed() throws {
    checkAction(
      Self.banner, title: "Add `ignoresSafeArea`",
      expected: Self.banner.replacingOccurrences(of: "1️⃣", with: "").replacingOccurrences(
        of: "} } ] } ] }", with: "} } ],\n    \"ignoresSafeArea\": [\"top\"] } ] }"))
    // On the iPhone 15 the fixed banner starts at the bar's top, under the Dynamic Island.
    let fixed = Self.banner.replacingOccurrences(of: "1️⃣", with: "").replacingOccurrences(
      of: #""kind": "view","#, with: #""kind": "view", "ignoresSafeArea": ["top"],"#)
    let header = try DeviceLayout.header(of: fixed, on: "iPhone 15", .portrait)
    #expect(header.layout(at: 0).subviews[0].layout.frame.minY == 0)
    let plain = try DeviceLayout.header(
      of: Self.banner.replacingOccurrences(of: "1️⃣", with: ""), on: "iPhone 15", .portrait)
    #expect(plain.layout(at: 0).subviews[0].layout.frame.minY == 39)
  }

  @Test func theAvatarFixInterpolatesParts() throws {
    let plain = Self.avatar.replacingOccurrences(of: "1️⃣", with: "")
    let fixed = plain.replacingOccurrences(
      of: "} } ] } ] }", with: "} } ],\n    \"transformInterpolation\": \"parts\" } ] }")
    checkAction(Self.avatar, title: "Add `transformInterpolation`", expected: fixed)
    // Halfway the parts give a scale of 0.75 and a scaledTranslate of (0, -30): the centre
    // (70) moves by 0.75 x -30 = -22.5, where the matrices moved it by -15.
    let document = SpecDocument(text: fixed)
    let header = ResolvedHeader(try #require(document.spec))
    let center = header.layout(at: 0.5).subviews[0].layout.frame.midY
    #expect(abs(center - 47.5) < 1e-9, "\(center)")
    #expect(!document.diagnostics.contains { $0.code == .partsInterpolationSuggested })
  }
}
