import GeometryChecks
import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading
import SpecAnalysis
import TestSupport
import Testing

/// The views the library builds, as portable values: one per subview with its kind's
/// attributes, a text style's size at the content size, in the order views are added.
@Suite struct ViewDescriptionTests {
  static let spec = """
    { "version": 1, "bar": { "maxHeight": 120, "minHeight": 64 },
      "behavior": { "kind": "squareCash" },
      "subviews": [
        { "id": "title", "kind": "label", "text": "名片 😀", "font": { "textStyle": "body",
          "weight": "semibold" }, "textColor": "#FFFFFF",
          "keyframes": [ { "progress": 0, "frame": [16, 60, 200, 24], "zIndex": 2 } ] },
        { "id": "backdrop", "backgroundColor": "#3B5998",
          "keyframes": [ { "progress": 0, "frame": [0, 0, 375, 120] } ] },
        { "id": "avatar", "kind": "image", "image": "profile", "cornerRadius": 20,
          "keyframes": [ { "progress": 0, "frame": [16, 10, 40, 40], "zIndex": 1 } ] },
        { "id": "close", "kind": "button", "title": "Close",
          "keyframes": [ { "progress": 0, "frame": [320, 10, 40, 40], "zIndex": 1 } ] },
        { "id": "menu", "kind": "titleMenu", "items": ["Home", "Saved"], "selected": 1 } ] }
    """

  static func views(in environment: HeaderEnvironment? = nil) throws -> [ViewDescription] {
    try LoadedHeaderSpec(text: spec).spec.viewDescriptions(in: environment)
  }

  @Test func symbolsAndLabelsReachTheViews() throws {
    let spec = """
      { "version": 1, "bar": { "maxHeight": 120, "minHeight": 64 },
        "behavior": { "kind": "squareCash" },
        "subviews": [
          { "id": "more", "kind": "button", "systemImage": "ellipsis", "accessibilityLabel": "その他",
            "keyframes": [ { "progress": 0, "frame": [280, 10, 40, 40] } ] },
          { "id": "badge", "kind": "image", "systemImage": "checkmark.seal.fill",
            "keyframes": [ { "progress": 0, "frame": [60, 10, 20, 20] } ] },
          { "id": "avatar", "kind": "image", "image": "profile",
            "keyframes": [ { "progress": 0, "frame": [16, 10, 40, 40] } ] } ] }
      """
    let views = try LoadedHeaderSpec(text: spec).spec.viewDescriptions()
    let byID = Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0) })
    #expect(byID["more"]?.systemImage == "ellipsis" && byID["more"]?.image == nil)
    #expect(byID["more"]?.accessibilityLabel == "その他")
    #expect(byID["badge"]?.systemImage == "checkmark.seal.fill")
    #expect(byID["avatar"]?.systemImage == nil && byID["avatar"]?.image == "profile")
    #expect(byID["avatar"]?.accessibilityLabel == nil)
  }

  @Test func eachKindCarriesItsAttributes() throws {
    let views = try Self.views()
    let byID = Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0) })
    #expect(byID["title"]?.kind == .label)
    #expect(byID["title"]?.text == "名片 😀")
    #expect(byID["title"]?.fontSize == 17)
    #expect(byID["title"]?.fontWeight == "semibold")
    #expect(byID["title"]?.textColor == "#FFFFFF")
    #expect(byID["title"]?.textStyle == .body && byID["close"]?.textStyle == nil)
    #expect(
      byID["title"]?.textColor.flatMap(ColorComponents.init(hex:))
        == ColorComponents(red: 1, green: 1, blue: 1))
    #expect(byID["backdrop"]?.kind == .view && byID["backdrop"]?.backgroundColor == "#3B5998")
    #expect(byID["avatar"]?.image == "profile" && byID["avatar"]?.cornerRadius == 20)
    #expect(byID["close"]?.title == "Close" && byID["close"]?.text == nil)
    #expect(byID["menu"]?.menuItems == ["Home", "Saved"] && byID["menu"]?.selectedItem == 1)
    #expect(views.map(\.index).sorted() == Array(0..<5))
  }

  /// Added by the z-index they start with, then in document order.
  @Test func viewsComeInTheOrderTheyAreAdded() throws {
    #expect(try Self.views().map(\.id) == ["backdrop", "menu", "avatar", "close", "title"])
  }

  /// A text style follows the content size, as `UIFontMetrics` scales it.
  @Test func aTextStyleTakesTheContentSize() throws {
    let device = try #require(Device.preset(named: "iPhone 15"))
    let large = device.environment(contentSize: .accessibility5)
    #expect(try Self.views(in: large).first { $0.id == "title" }?.fontSize == 53)
    let small = device.environment(contentSize: .xSmall)
    #expect(try Self.views(in: small).first { $0.id == "title" }?.fontSize == 14)
  }

  /// Every example and valid corpus spec: one view per subview, each index once.
  @Test func everySpecGivesOneViewPerSubview() throws {
    for (path, bytes) in TestFiles.specs {
      guard let loaded = try? LoadedHeaderSpec(bytes: bytes) else { continue }
      let views = loaded.spec.viewDescriptions()
      #expect(views.count == loaded.spec.subviews.count, "\(path)")
      #expect(Set(views.map(\.index)) == Set(loaded.spec.subviews.indices), "\(path)")
      for view in views {
        #expect(view.id == loaded.spec.subviews[view.index].id, "\(path)")
      }
    }
  }
}
