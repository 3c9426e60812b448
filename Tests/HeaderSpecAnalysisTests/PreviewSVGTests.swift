import HeaderGeometry
import Testing

@testable import SpecAnalysis
@testable import SpecRendering

/// The SVG preview: one panel per sample, the bar at its height, clipping only with
/// `clipsToBounds`, hidden and transparent subviews as the layout says.
@Suite struct PreviewSVGTests {
  static let text = """
    { "name": "T&C", "width": 320, "bar": { "maxHeight": 100, "minHeight": 40, "clipsToBounds": true },
      "behavior": { "kind": "fixed" },
      "subviews": [
        { "id": "a<b", "kind": "view", "keyframes": [
          { "progress": 0, "frame": [10, 10, 50, 20] }, { "progress": 1, "alpha": 0 } ] },
        { "id": "gone", "kind": "view", "keyframes": [
          { "progress": 0, "frame": [0, 0, 5, 5], "hidden": true } ] } ] }
    """

  func svg(progress: [Double]) throws -> String {
    let header = try #require(SpecDocument(text: Self.text).resolved)
    return try PreviewSVG.render(header, progress: progress)
  }

  @Test func onePanelPerSampleSideBySide() throws {
    let svg = try svg(progress: [0, 0.5, 1])
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains("width=\"1056\" height=\"176\""))  // 3 x (320 + 24) + 24; 28 + 100 + 48
    #expect(svg.contains("translate(24, 24)") && svg.contains("translate(368, 24)"))
    #expect(
      svg.contains("height=\"100\"") && svg.contains("height=\"70\"")
        && svg.contains("height=\"40\""))
  }

  @Test func clipsEscapesAndSkipsHidden() throws {
    let svg = try svg(progress: [0.5])
    #expect(svg.contains("clip-path=\"url(#bar-0)\""))
    #expect(svg.contains("<title>T&amp;C: 1 samples</title>"))
    #expect(svg.contains("data-id=\"a&lt;b\" opacity=\"0.5\""))
    #expect(!svg.contains("data-id=\"gone\""))
  }

  /// Each kind drawn as the spec says: colours, corner radius, text in its size and weight,
  /// image names, a transform about the centre, and a clip path per subview.
  static let kinds = """
    { "width": 200, "bar": { "maxHeight": 100, "minHeight": 40 }, "behavior": { "kind": "fixed" },
      "subviews": [
        { "id": "card", "backgroundColor": "#3B599880", "keyframes": [
          { "progress": 0, "frame": [0, 0, 100, 40], "cornerRadius": 30 } ] },
        { "id": "name", "kind": "label", "text": "A & B", "textColor": "#FFFFFF",
          "font": { "size": 22, "weight": "semibold" }, "keyframes": [
          { "progress": 0, "frame": [10, 50, 60, 26] } ] },
        { "id": "avatar", "kind": "image", "image": "Me", "cornerRadius": 12, "keyframes": [
          { "progress": 0, "center": [150, 50], "size": [40, 20], "transform": { "rotate": 90 } } ] },
        { "id": "close", "kind": "button", "title": "Done", "keyframes": [
          { "progress": 0, "frame": [150, 0, 50, 20] } ] } ] }
    """

  @Test func drawsWhatTheSpecSays() throws {
    let header = try #require(SpecDocument(text: Self.kinds).resolved)
    let svg = try PreviewSVG.render(header, progress: [0, 1])
    // #RRGGBBAA as SVG 1.1 paint; the radius at most half the shorter side (Core Animation's).
    #expect(
      svg.contains(
        "<rect class=\"frame\" width=\"100\" height=\"40\" rx=\"20\" fill=\"#3b5998\" "
          + "fill-opacity=\"0.502\""))
    #expect(svg.contains("<clipPath id=\"clip-0-0\"><rect width=\"100\" height=\"40\" rx=\"20\"/>"))
    // The label's text, size, weight and colour (light: outlined), its baseline centred.
    #expect(
      svg.contains(
        "<text x=\"0\" y=\"20.7\" font-size=\"22\" font-weight=\"600\" fill=\"#ffffff\" "
          + "stroke=\"#8e8e93\" stroke-width=\"2\" paint-order=\"stroke\">A &amp; B</text>"))
    // Rotated 90° about its centre (150, 50): the top-left corner goes to (160, 30).
    #expect(svg.contains("data-id=\"avatar\" opacity=\"1\" transform=\"matrix(0 1 -1 0 160 30)\""))
    #expect(svg.contains("rx=\"10\" fill=\"#d1d1d6\""))
    #expect(svg.contains("text-anchor=\"middle\" fill=\"#8e8e93\">Me</text>"))
    #expect(svg.contains("font-size=\"15\" text-anchor=\"middle\" fill=\"#007aff\">Done</text>"))
    // Only the view, which shows no text, gets its id as a caption.
    #expect(svg.contains(">card</text>") && !svg.contains(">name</text>"))
    // One clip path per subview and sample, every id unique.
    let ids = svg.split(separator: " id=\"", omittingEmptySubsequences: false).dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(ids.count == Set(ids).count)
    #expect(ids.filter { $0.hasPrefix("clip-") }.count == 8)
  }

  @Test func specColoursBecomeSVGPaint() throws {
    let opaque = try #require(SVGPaint(hex: "#FFd60A"))
    #expect(opaque.rgb == "#ffd60a" && opaque.opacity == 1)
    #expect(try #require(SVGPaint(hex: "#00000000")).opacity == 0)
    #expect(SVGPaint(hex: "#12345") == nil && SVGPaint(hex: "123456") == nil)
    #expect(SVGPaint(hex: "#12345G") == nil && SVGPaint(hex: "#") == nil)
  }
}
