import HeaderGeometry
import HeaderSpecLoading
import LanguageService
import SpecAnalysis
import Testing

/// HS327 (an absolute x in a spec that supports several widths) and its quick fix, which
/// rewrites the subview's keyframes as anchors: the same header at the spec's own width, a
/// header that follows the width on the others.
@Suite struct AbsolutePositionTests {
  static let supports =
    #""supports": { "devices": ["iPhone SE 3rd generation", "iPhone 15", "iPhone 15 Pro Max"], "orientations": ["portrait", "landscape"] }"#

  /// The seeds' layouts as the bundled examples had them before they were anchored
  /// (BLKFlexibleHeightBar's Facebook and Square Cash demos, a Safari bar, OHSearchBarInNaviBar),
  /// with a `supports` of three widths: every absolute subview is reported, and each fix has
  /// to keep every frame at 375.
  static let seeds = [
    """
    { "width": 375, "bar": { "maxHeight": 105, "minHeight": 20, "clipsToBounds": true },
      "behavior": { "kind": "facebook", "contentInsetTop": 105, "snappingEnabled": false },
      \(supports),
      "subviews": [
        { "id": "blueBar", "kind": "view", "keyframes": [
          { "progress": 0, "frame": [0, 25, 375, 40], "zIndex": 1023 },
          { "progress": 0.47058823529411764 },
          { "progress": 0.7647058823529411, "alpha": 0, "transform": { "translate": [0, -25] } } ] },
        { "id": "searchField", "kind": "view", "keyframes": [
          { "progress": 0, "frame": [8, 25, 318.75, 32], "cornerRadius": 5 },
          { "progress": 0.8, "alpha": 0, "transform": { "translate": [0, -25] } } ] },
        { "id": "closeButton", "kind": "button", "image": "Close", "keyframes": [
          { "progress": 0, "frame": [340, 26.5, 30, 30] },
          { "progress": 0.8, "alpha": 0, "transform": { "translate": [0, -25.5] } } ] } ] }
    """,
    """
    { "width": 375, "bar": { "maxHeight": 200, "minHeight": 65 },
      "behavior": { "kind": "squareCash", "elastic": true, "snappingEnabled": false },
      \(supports),
      "subviews": [
        { "id": "profileImage", "kind": "image", "keyframes": [
          { "progress": 0, "center": [187.5, 90], "size": [70, 70] },
          { "progress": 0.2, "center": [187.5, 63] },
          { "progress": 0.5, "center": [187.5, 41.4], "alpha": 0, "transform": { "scale": 0.5 } } ] },
        { "id": "nameLabel", "kind": "label", "text": "Bryan Keller", "keyframes": [
          { "progress": 0, "center": [187.5, 150], "size": [128, 26] },
          { "progress": 0.6, "size": [100, 20] },
          { "progress": 1, "center": [187.5, 40] } ] },
        { "id": "closeButton", "kind": "button", "image": "Close", "keyframes": [
          { "progress": 0, "frame": [335, 25, 30, 30] } ] } ] }
    """,
    """
    { "width": 375, "bar": { "maxHeight": 64, "minHeight": 40, "clipsToBounds": true },
      "behavior": { "kind": "safari", "contentInsetTop": 64, "snappingEnabled": false },
      \(supports),
      "subviews": [
        { "id": "addressField", "kind": "view", "keyframes": [
          { "progress": 0, "center": [187.5, 42], "size": [359, 32], "cornerRadius": 8 },
          { "progress": 0.5, "center": [187.5, 31], "alpha": 0, "transform": { "scale": 0.5 } } ] },
        { "id": "domainLabel", "kind": "label", "text": "apple.com", "keyframes": [
          { "progress": 0, "center": [187.5, 42] },
          { "progress": 1, "center": [187.5, 30], "transform": { "scale": 0.75 } } ] },
        { "id": "back", "kind": "button", "title": "Back", "keyframes": [
          { "progress": 0, "frame": [12, 30, 24, 24] }, { "progress": 0.3, "alpha": 0 } ] } ] }
    """,
    """
    { "width": 375, "bar": { "maxHeight": 44, "minHeight": 44 },
      "behavior": { "kind": "fixed" }, "statusBar": { "extendsUnder": false },
      \(supports),
      "subviews": [
        { "id": "searchBar", "kind": "searchBar", "placeholder": "搜索", "height": 44,
          "field": { "inset": [12, 8], "widthFraction": 0.8, "height": 28 },
          "keyframes": [ { "progress": 0, "center": [187.5, 22] } ] },
        { "id": "scanButton", "kind": "button", "image": "scan", "keyframes": [
          { "progress": 0, "frame": [333, 7, 30, 30], "zIndex": 1 } ] } ] }
    """,
  ]

  /// Every subview's layout at `samples`, in `environment` (nil: the reference).
  static func layouts(_ document: SpecDocument, in environment: HeaderEnvironment? = nil)
    -> [HeaderLayout]
  {
    guard let spec = document.spec else { return [] }
    let resolved = ResolvedHeader(environment.map { spec.adapted(to: $0) } ?? spec)
    return stride(from: -0.25, through: 1, by: 1.0 / 32).map { resolved.layout(at: $0) }
  }

  /// Whether two layouts agree to 1e-9 in every number.
  static func same(_ a: [HeaderLayout], _ b: [HeaderLayout]) -> Bool {
    func numbers(_ l: SubviewLayout) -> [Double] {
      let t = l.transform
      return [l.center.x, l.center.y, l.size.width, l.size.height, l.alpha]
        + [t.a, t.b, t.c, t.d, t.tx, t.ty]
    }
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { left, right in
      abs(left.height - right.height) <= 1e-9 && left.subviews.count == right.subviews.count
        && zip(left.subviews, right.subviews).allSatisfy { l, r in
          l.id == r.id && l.layout.hidden == r.layout.hidden
            && zip(numbers(l.layout), numbers(r.layout)).allSatisfy { abs($0 - $1) <= 1e-9 }
        }
    }
  }

  /// `text` with the first HS327 fix applied until none is left, and how many were applied.
  static func anchored(_ text: String) throws -> (text: String, fixes: Int) {
    var current = text
    var applied = 0
    while let diagnostic = SpecDocument(text: current).diagnostics.first(where: {
      $0.code == .absoluteHorizontalPosition
    }) {
      let document = SpecDocument(text: current)
      let fix = try #require(QuickFix.fixes(for: diagnostic, in: document).first)
      #expect(fix.kind == .changesBehavior && !fix.isSafeForAutoFix)
      current = TextEdit.apply(fix.edits, to: current)
      applied += 1
      try #require(applied <= 10, "a fix that does not remove its diagnostic")
    }
    return (current, applied)
  }

  @Test(arguments: 0..<seeds.count)
  func theFixKeepsEveryFrameAtTheSpecsOwnWidth(index: Int) throws {
    let text = Self.seeds[index]
    let before = SpecDocument(text: text)
    let reported = before.diagnostics.filter { $0.code == .absoluteHorizontalPosition }
    #expect(reported.count == before.spec?.subviews.count, "every subview is absolute")
    #expect(before.diagnostics.allSatisfy { $0.severity != .error })
    let (fixed, applied) = try Self.anchored(text)
    #expect(applied == reported.count)
    let after = SpecDocument(text: fixed)
    #expect(after.diagnostics.allSatisfy { $0.severity != .error }, "\(after.diagnostics)")
    #expect(!after.diagnostics.contains { $0.code == .axisDefinedTwice }, "\(fixed)")
    #expect(Self.same(Self.layouts(before), Self.layouts(after)), "\(fixed)")
    // The same in every environment of the same width (SE portrait), and not on the others.
    let se = try #require(Device.preset(named: "iPhone SE 3rd generation"))
    #expect(
      Self.same(
        Self.layouts(before, in: se.environment()), Self.layouts(after, in: se.environment())))
    let wide = try #require(Device.preset(named: "iPhone 15 Pro Max")).environment()
    #expect(!Self.same(Self.layouts(before, in: wide), Self.layouts(after, in: wide)))
  }

  /// On a 430 pt iPhone 15 Pro Max the anchored views keep their margins: centred ones centred,
  /// the trailing one 5 pt from the right, a view that spanned 8 to 48.25 pt in from the edges
  /// still does; in landscape they move in by the side insets (59 pt).
  @Test func anchoredViewsFollowTheWidth() throws {
    let (fixed, _) = try Self.anchored(Self.seeds[0])
    let document = SpecDocument(text: fixed)
    let device = try #require(Device.preset(named: "iPhone 15 Pro Max"))
    let portrait = try #require(Self.layouts(document, in: device.environment()).dropFirst(8).first)
    func frame(_ id: String, _ layout: HeaderLayout) -> (minX: Double, maxX: Double)? {
      layout.subviews.first { $0.id == id }.map {
        (
          $0.layout.center.x - $0.layout.size.width / 2,
          $0.layout.center.x + $0.layout.size.width / 2
        )
      }
    }
    #expect(frame("blueBar", portrait).map { [$0.minX, $0.maxX] } == [0, 430])
    #expect(frame("searchField", portrait).map { [$0.minX, $0.maxX] } == [8, 430 - 48.25])
    #expect(frame("closeButton", portrait).map { [$0.minX, $0.maxX] } == [395, 425])
    let landscape = try #require(
      Self.layouts(document, in: device.environment(orientation: .landscape)).dropFirst(8).first)
    #expect(
      frame("closeButton", landscape).map { [$0.minX, $0.maxX] } == [932 - 59 - 35, 932 - 59 - 5])
    let (cash, _) = try Self.anchored(Self.seeds[1])
    let cashLayout = try #require(
      Self.layouts(SpecDocument(text: cash), in: device.environment()).dropFirst(8).first)
    #expect(frame("profileImage", cashLayout).map { ($0.minX + $0.maxX) / 2 } == 215)
  }

  /// One width (a device in portrait alone) is no reason to anchor; two devices are, from the
  /// spec's own `supports` or the project's, also when `--device` picks one of them.
  @Test func reportedOnlyForSeveralWidths() throws {
    let spec = Self.seeds[1].replacing(
      Self.supports, with: #""supports": { "devices": ["iPhone 15"] }"#)
    #expect(
      !SpecDocument(text: spec).diagnostics.contains { $0.code == .absoluteHorizontalPosition })
    let bare = Self.seeds[1].replacing(Self.supports + ",", with: "")
    #expect(
      !SpecDocument(text: bare).diagnostics.contains { $0.code == .absoluteHorizontalPosition })
    let devices = ["iPhone SE 3rd generation", "iPhone 15"].compactMap(Device.preset(named:))
    let project = AnalysisSettings(supports: EnvironmentMatrix(devices: devices))
    let fromProject = SpecDocument(text: bare, settings: project).diagnostics
    #expect(fromProject.filter { $0.code == .absoluteHorizontalPosition }.count == 3)
    let onOne = AnalysisSettings(environment: devices[1].environment(), supports: project.supports)
    let explicit = SpecDocument(text: bare, settings: onOne).diagnostics
    #expect(explicit.filter { $0.code == .absoluteHorizontalPosition }.count == 3)
    // The message is about the spec, not an environment: no prefix naming one.
    #expect(
      fromProject.filter { $0.code == .absoluteHorizontalPosition }.allSatisfy {
        $0.message.hasPrefix("\"")
      })
  }

  /// Where anchors could not give the same layout at the spec's width (a subview that already
  /// mixes in anchors, one that ignores the top safe area), the warning comes without a fix.
  @Test func noFixWhereTheLayoutCouldChange() throws {
    let mixed = """
      { "bar": { "maxHeight": 100, "minHeight": 64 }, "behavior": { "kind": "fixed" },
        \(Self.supports),
        "subviews": [ { "id": "a", "kind": "view", "keyframes": [
          { "progress": 0, "frame": [10, 10, 20, 20] },
          { "progress": 1, "anchor": { "bottom": 4 } } ] },
          { "id": "b", "kind": "view", "ignoresSafeArea": ["top"], "keyframes": [
          { "progress": 0, "frame": [10, 10, 20, 20] } ] } ] }
      """
    let document = SpecDocument(text: mixed)
    let reported = document.diagnostics.filter { $0.code == .absoluteHorizontalPosition }
    #expect(reported.count == 2)
    #expect(reported.allSatisfy { $0.fix == nil })
    #expect(reported.allSatisfy { QuickFix.fixes(for: $0, in: document).isEmpty })
  }
}
