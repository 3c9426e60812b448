import HeaderGeometry
import HeaderSpecLoading
import SpecAnalysis
import Testing

/// HS407 against values computed by hand: a `squareCash` bar from 100 to 64 pt (range 36) in a
/// BLK-style bar written for a 20 pt status bar, whose content inset is its maximum height.
@Suite struct CollapseCheckTests {
  static let spec = SpecDocument(
    text: """
      { "bar": { "maxHeight": 100, "minHeight": 64 },
        "behavior": { "kind": "squareCash", "snappingEnabled": false },
        "supports": { "devices": ["iPhone SE 3rd generation", "iPhone 15"],
          "orientations": ["portrait", "landscape"] } }
      """
  ).spec!

  static func events(_ scrollView: String) -> EventsDocument {
    let text = #"{ "scrollView": { \#(scrollView) }, "events": [] }"#
    return EventsDocument(bytes: Array(text.utf8), contentInsetTop: 0)
  }

  static func messages(_ scrollView: String, _ environment: HeaderEnvironment? = nil) -> [String] {
    CollapseCheck.diagnostics(spec: spec, events: events(scrollView), environment: environment)
      .map(\.message)
  }

  @Test func theContentMustScrollTheBarsRange() {
    // iPhone 15 portrait: the bar grows by 59 - 20 = 39 (139 to 103, inset 139), the viewport
    // is 852: 650 - 852 + 139 < 0, so 0 pt of scrolling. The SE: 650 - 667 + 100 = 83 >= 36.
    // Landscape: viewports 375 and 393, bars 80 to 44 (inset 80): far more than 36.
    #expect(
      Self.messages(#""contentHeight": 650"#) == [
        "on iPhone 15, portrait: content 650 pt tall in a 852 pt viewport scrolls at most 0 pt "
          + "from the top, but the bar collapses over 36 pt: it stops at progress 0; make the "
          + "content taller or the bar's range shorter"
      ])
    // 749 = 852 - 103: exactly enough (749 - 852 + 139 = 36); 748 is 1 pt short.
    #expect(Self.messages(#""contentHeight": 749"#).isEmpty)
    #expect(Self.messages(#""contentHeight": 748"#).count == 1)
  }

  @Test func theEventsFilesViewportAndInsetWin() {
    // A viewport of 667 on every device: 650 - 667 + 139 = 122 on the iPhone 15.
    #expect(Self.messages(#""contentHeight": 650, "viewportHeight": 667"#).isEmpty)
    // An inset of 0: 650 - 667 + 0 < 0 on the SE too, so every device in portrait (named by
    // its orientation alone); in landscape 650 - 375 = 275 >= 36.
    #expect(
      Self.messages(#""contentHeight": 650, "contentInsetTop": 0"#).first?.hasPrefix(
        "portrait: content 650 pt tall in a 667 pt viewport scrolls at most 0 pt") == true)
  }

  @Test func anExplicitEnvironmentIsCheckedAloneAndWithoutPrefix() {
    let iPhone15 = Device.preset(named: "iPhone 15")!.environment()
    #expect(
      Self.messages(#""contentHeight": 650"#, iPhone15).first?.hasPrefix("content 650") == true)
    let custom = HeaderEnvironment(width: 375)
    #expect(Self.messages(#""contentHeight": 650"#, custom).isEmpty, "viewport 667, inset 100")
  }

  @Test func withoutADeviceTheEventsFilesViewportIsChecked() {
    // The spec as written, no supports: range 36, inset 100, the default viewport 667:
    // 600 - 667 + 100 = 33 < 36, short by 3; 603 is exactly enough.
    var written = Self.spec
    written.supports = EnvironmentMatrix()
    func messages(_ scrollView: String) -> [String] {
      CollapseCheck.diagnostics(spec: written, events: Self.events(scrollView), environment: nil)
        .map(\.message)
    }
    #expect(
      messages(#""contentHeight": 600"#) == [
        "content 600 pt tall in a 667 pt viewport scrolls at most 33 pt from the top, but the "
          + "bar collapses over 36 pt: it stops at progress 0.917; make the content "
          + "taller or the bar's range shorter"
      ])
    #expect(messages(#""contentHeight": 603"#).isEmpty)
    // The file's own viewport: 600 - 500 + 100 = 200, enough.
    #expect(messages(#""contentHeight": 600, "viewportHeight": 500"#).isEmpty)
  }

  @Test func aBarThatDoesNotMoveIsNeverShort() {
    var fixed = Self.spec
    fixed.behavior.kind = .fixed
    let environment = Device.preset(named: "iPhone 15")!.environment()
    #expect(
      CollapseCheck.diagnostics(
        spec: fixed, events: Self.events(#""contentHeight": 0"#), environment: environment
      ).isEmpty)
  }
}
