import HeaderGeometry
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// Integer keys (`selected`, `zIndex`) are kept exactly up to 2^53, where doubles stop being
/// exact, and beyond that are an error at the value, never silently a default (issue 32,
/// point 10).
@Suite struct ExactIntegerTests {
  static func menu(selected: String) -> String {
    """
    { "bar": { "maxHeight": 96.5, "minHeight": 44 },
      "behavior": { "kind": "largeTitle", "snappingEnabled": false },
      "subviews": [{ "id": "menu", "kind": "titleMenu", "items": ["A", "B"], "selected": \(selected) }] }
    """
  }

  static func box(zIndex: String) -> String {
    """
    { "bar": { "maxHeight": 100, "minHeight": 50 }, "behavior": { "kind": "fixed" },
      "subviews": [{ "id": "box", "kind": "view",
        "keyframes": [{ 1️⃣"progress": 0, "frame": [0, 0, 50, 50], "zIndex": \(zIndex) }] }] }
    """
  }

  func selected(_ document: SpecDocument) -> Int? {
    guard case .titleMenu(let menu)? = document.spec?.subviews.first?.kind else { return nil }
    return menu.selected
  }

  func zIndex(_ document: SpecDocument) -> Int? {
    document.spec?.subviews.first?.keyframes.first?.zIndex
  }

  /// Past the items (1e15 among them: it used to select item 0 unreported) is HS502 at the
  /// value, with the index as written.
  @Test(arguments: [("1e15", 1_000_000_000_000_000), ("2", 2), ("9007199254740992", 1 << 53)])
  func aSelectionPastTheItemsIsAnErrorAtTheValue(written: String, value: Int) {
    let text = Self.menu(selected: written)
    let document = SpecDocument(text: text)
    #expect(selected(document) == value)
    let codes = document.diagnostics.map(\.code)
    #expect(codes == [.titleMenuSelectionOutOfRange])
    let range = document.diagnostics.first?.range
    #expect(range.map { document.syntax.text($0) } == written)
    #expect(document.diagnostics.first?.message.contains("selected is \(value) ") == true)
  }

  /// Beyond 2^53 (2^53 + 2 is a double; 2^53 + 1 is not) the value is HS205 at the value.
  @Test(arguments: ["9007199254740994", "1e16", "-9007199254740994"])
  func beyondTwoToThe53IsAnErrorAtTheValue(written: String) {
    for text in [Self.menu(selected: written), MarkedText(Self.box(zIndex: written)).text] {
      let document = SpecDocument(text: text)
      let errors = document.diagnostics.filter { $0.severity == .error }
      #expect(errors.map(\.code) == [.numberOutOfRange], "\(text)")
      #expect(errors.first.map { document.syntax.text($0.range) } == written)
    }
  }

  @Test(arguments: [1 << 53, -(1 << 53), 1_000_000_000_000_000, -3])
  func aZIndexUpToTwoToThe53IsKeptExactly(value: Int) throws {
    let fixture = MarkedText(Self.box(zIndex: String(value)))
    let document = SpecDocument(text: fixture.text)
    #expect(document.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(zIndex(document) == value)
    // The hover on the keyframe shows it as written, not rounded or dropped.
    let found = hover(in: document, at: fixture.offset("1"))
    let hover = try #require(found)
    #expect(hover.markdown.contains("| zIndex | \(value) |"), "\(hover.markdown)")
  }

  @Test func aFractionIsStillNotAnInteger() {
    let document = SpecDocument(text: MarkedText(Self.box(zIndex: "1.5")).text)
    #expect(document.diagnostics.map(\.code).contains(.notAnInteger))
    #expect(zIndex(document) == nil)
  }
}
