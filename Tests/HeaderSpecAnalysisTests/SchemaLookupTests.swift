import SpecAnalysis
import Testing

private let document = SpecDocument(
  text: #"""
    { "bar": { "maxHeight": 100 }, "behavior": { "kind": "facebook" },
      "subviews": [ { "id": "t", "kind": "label", "keyframes": [ { "progress": 0 } ] },
                    { "id": "m", "kind": "titleMenu", "items": ["设置"] } ] }
    """#)

@Test func knownKeysFollowTheDocument() {
  let catalog = SchemaCatalog.shared
  #expect(
    catalog.knownKeys(at: [.key("bar")], in: document) == [
      "maxHeight", "minHeight", "clipsToBounds", "compact",
    ])
  let label = catalog.knownKeys(at: [.key("subviews"), .index(0)], in: document)
  #expect(
    Set(label) == [
      "id", "kind", "keyframes", "text", "font", "textColor", "mirrored", "ignoresSafeArea",
      "transformInterpolation", "accessibilityLabel", "sitsOn",
    ])
  let menu = catalog.knownKeys(at: [.key("subviews"), .index(1)], in: document)
  #expect(menu.contains("items") && !menu.contains("keyframes"))
  let keyframe = catalog.knownKeys(
    at: [.key("subviews"), .index(0), .key("keyframes"), .index(0)], in: document)
  #expect(keyframe.first == "progress" && keyframe.contains("transform"))
}

@Test func propertyDocumentationComesFromTheSchema() throws {
  let catalog = SchemaCatalog.shared
  let kind = try #require(catalog.property("kind", at: [.key("behavior")], in: document))
  #expect(kind.enumValues?.count == 5)
  #expect(kind.enumDescriptions.count == 5)
  #expect(kind.title != nil)
  let minHeight = try #require(catalog.property("minHeight", at: [.key("bar")], in: document))
  #expect(minHeight.defaultJSON != nil)
  #expect(minHeight.minimum == 0)
  let weight = try #require(
    catalog.property("weight", at: [.key("subviews"), .index(0), .key("font")], in: document))
  #expect(weight.enumValues?.count == 4)
}
