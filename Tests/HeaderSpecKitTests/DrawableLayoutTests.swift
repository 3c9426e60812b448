import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading
import Testing

/// The runtime never hands a view a negative or non-finite size (issue 41): a spec whose
/// anchors cross loads, the diagnostics report the crossing, and the view gets 0.
@MainActor
@Suite struct DrawableLayoutTests {
  /// `name`'s top stays at 60 while progress 1 anchors its bottom 42 pt above the 60 pt bar's
  /// bottom: a height of -42 there (HS325, a warning a project may silence).
  static let crossing = """
    { "version": 1, "bar": { "maxHeight": 120, "minHeight": 60 },
      "behavior": { "kind": "squareCash" },
      "subviews": [ { "id": "name", "kind": "label", "text": "Ada",
        "keyframes": [ { "progress": 0, "anchor": { "leading": 16, "top": 60 }, "size": [100, 20] },
          { "progress": 1, "anchor": { "bottom": 42 } } ] } ] }
    """

  @Test func aCrossedAnchorGivesTheViewNoHeight() throws {
    let loaded = try LoadedHeaderSpec(text: Self.crossing)
    let written = loaded.header.layouts(at: 1)[0]
    #expect(written.size.height == -42, "the model keeps the spec's numbers")
    let view = RecordingView()
    written.apply(to: view)
    let frame = try #require(view.frame)
    #expect(frame.height == 0)
    #expect(frame.width == 100)
    #expect(frame.midY == written.center.y)
  }

  @Test func nonFiniteNumbersReachNoView() throws {
    let layout = SubviewLayout(
      center: Point(x: .nan, y: 10), size: Size(width: .infinity, height: -3),
      cornerRadius: -.infinity,
      transform: HeaderAffineTransform(a: 1, b: 0, c: 0, d: .nan, tx: 0, ty: 0))
    let view = RecordingView()
    layout.apply(to: view)
    #expect(view.frame == Rect(x: 0, y: 10, width: 0, height: 0))
    #expect(view.transform == .identity)
    #expect(view.cornerRadius == 0)
    // A layout a view can take is given as it is.
    let plain = SubviewLayout(
      center: Point(x: 50, y: 20), size: Size(width: 40, height: 10), cornerRadius: 4,
      transform: HeaderAffineTransform(scaleX: 2, scaleY: 2))
    #expect(plain.drawable == plain)
  }
}
