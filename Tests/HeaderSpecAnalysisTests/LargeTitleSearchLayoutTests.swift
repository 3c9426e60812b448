import HeaderGeometry
import SpecAnalysis
import Testing

/// An Apple Music-style large title with a search bar below it (Schemas/FORMAT.md#status-bar),
/// on the iPhone SE 3rd generation, iPhone 15 and iPhone 15 Pro Max in both orientations. Every
/// frame below is worked out by hand from the device table (Schemas/FORMAT.md#devices).
///
/// The bar is the large-title bar with a 52 pt search bar under it: 96.5 + 52 = 148.5 pt
/// expanded, 44 + 52 = 96 collapsed, below the status bar (a `largeTitle` bar's default), so
/// no top inset changes it: H(p) = 148.5 - 52.5p in portrait on every device (the content size
/// is L, so the large title's line height adds nothing). In landscape the height is compact:
/// the bar is the inline bar, and a `minHeight` taller than the 44 pt inline bar is kept, so
/// H = 96, pinned at p = 1.
///
/// * title: "Music" in the `largeTitle` style, 34 pt at L: 5 x 0.6 x 34 = 102 wide, 1.2 x 34 =
///   40.8 tall; 16 from the leading edge (plus the side inset: 75 on the 15 and 15 Pro Max in
///   landscape), 60 from the bottom: y = H - 100.8, 47.7 at p = 0. Faded out at 0.8.
/// * search: 52 tall, from the leading to the trailing safe-area edge, on the bar's bottom:
///   [inset, H - 52, W - 2 inset, 52]; its field 12 and 8 in, 0.8 of its width, 28 tall.
///
/// | device, orientation | W | sides | search at p = 0 | search at p = 1 | field at p = 1 |
/// |---|---|---|---|---|---|
/// | SE, portrait | 375 | 0 | [0, 96.5, 375, 52] | [0, 44, 375, 52] | [12, 52, 300, 28] |
/// | SE, landscape | 667 | 0 | (inline) | [0, 44, 667, 52] | [12, 52, 533.6, 28] |
/// | 15, portrait | 393 | 0 | [0, 96.5, 393, 52] | [0, 44, 393, 52] | [12, 52, 314.4, 28] |
/// | 15, landscape | 852 | 59 | (inline) | [59, 44, 734, 52] | [71, 52, 587.2, 28] |
/// | 15 Pro Max, portrait | 430 | 0 | [0, 96.5, 430, 52] | [0, 44, 430, 52] | [12, 52, 344, 28] |
/// | 15 Pro Max, landscape | 932 | 59 | (inline) | [59, 44, 814, 52] | [71, 52, 651.2, 28] |
@Suite struct LargeTitleSearchLayoutTests {
  static let text = """
    { "version": 1, "bar": { "maxHeight": 148.5, "minHeight": 96 },
      "behavior": { "kind": "largeTitle", "snappingEnabled": false },
      "supports": {
        "devices": ["iPhone SE 3rd generation", "iPhone 15", "iPhone 15 Pro Max"],
        "orientations": ["portrait", "landscape"] },
      "subviews": [
        { "id": "title", "kind": "label", "text": "Music",
          "font": { "textStyle": "largeTitle", "weight": "bold" }, "keyframes": [
          { "progress": 0, "anchor": { "leading": 16, "bottom": 60 } },
          { "progress": 0.8, "alpha": 0 } ] },
        { "id": "search", "kind": "searchBar", "placeholder": "Search", "height": 52,
          "keyframes": [ { "progress": 0,
            "anchor": { "leading": 0, "trailing": 0, "bottom": 0 }, "size": [null, 52] } ] } ] }
    """

  /// One row of the table: the device, the orientation, the side inset, the bar's width, and
  /// the search bar and its field collapsed (p = 1).
  struct Expected: CustomTestStringConvertible {
    let device: String
    let orientation: Orientation
    let side: Double
    let width: Double
    var testDescription: String { "\(device), \(orientation)" }

    /// [side, 44, W - 2 side, 52].
    var collapsedSearch: Rect { Rect(x: side, y: 44, width: width - 2 * side, height: 52) }
    /// [side + 12, 52, 0.8 (W - 2 side), 28].
    var collapsedField: Rect {
      Rect(x: side + 12, y: 52, width: 0.8 * (width - 2 * side), height: 28)
    }
  }

  static let expected: [Expected] = [
    Expected(device: "iPhone SE 3rd generation", orientation: .portrait, side: 0, width: 375),
    Expected(device: "iPhone SE 3rd generation", orientation: .landscape, side: 0, width: 667),
    Expected(device: "iPhone 15", orientation: .portrait, side: 0, width: 393),
    Expected(device: "iPhone 15", orientation: .landscape, side: 59, width: 852),
    Expected(device: "iPhone 15 Pro Max", orientation: .portrait, side: 0, width: 430),
    Expected(device: "iPhone 15 Pro Max", orientation: .landscape, side: 59, width: 932),
  ]

  static func header(_ device: String, _ orientation: Orientation) throws -> ResolvedHeader {
    try DeviceLayout.header(of: text, on: device, orientation)
  }

  @Test(arguments: expected) func collapsedOnEachDevice(_ row: Expected) throws {
    let header = try Self.header(row.device, row.orientation)
    let layout = header.layout(at: 1)
    #expect(layout.height == 96)
    #expect(DeviceLayout.close(layout.subviews[1].layout.frame, row.collapsedSearch))
    guard case .searchBar(let field) = layout.subviews[1].contents else {
      Issue.record("no search field")
      return
    }
    #expect(DeviceLayout.close(field, row.collapsedField))
    #expect(layout.subviews[0].layout.alpha == 0)
  }

  @Test(arguments: expected.filter { $0.orientation == .portrait })
  func expandedInPortrait(_ row: Expected) throws {
    let header = try Self.header(row.device, row.orientation)
    #expect(header.height(at: 0) == 148.5)
    #expect(
      DeviceLayout.close(
        header.layout(subview: 0, at: 0).frame, Rect(x: 16, y: 47.7, width: 102, height: 40.8)))
    #expect(
      DeviceLayout.close(
        header.layout(subview: 1, at: 0).frame,
        Rect(x: 0, y: 96.5, width: row.width, height: 52)))
  }

  /// In landscape the bar never leaves the inline state: 96 pt at every progress.
  @Test(arguments: expected.filter { $0.orientation == .landscape })
  func pinnedInLandscape(_ row: Expected) throws {
    let header = try Self.header(row.device, row.orientation)
    #expect(header.height(at: 0) == 96)
    #expect(header.spec.bar.isInline)
  }

  @Test func noDiagnosticInTheMatrix() {
    #expect(SpecDocument(text: Self.text).diagnostics.map(\.code.rawValue) == [])
  }
}
