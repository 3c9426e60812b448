import HeaderGeometry
import HeaderSpecAnalysis
import Testing

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
    return PreviewSVG.render(header, progress: progress)
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
}
