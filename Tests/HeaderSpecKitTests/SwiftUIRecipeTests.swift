import TestSupport
import Testing

/// The DocC article's SwiftUI recipe is the example app's file that `.ci/checks/swiftui-glue`
/// compiles against the stand-in SwiftUI: the block after each `<!-- swiftui-recipe: PATH -->`
/// marker is PATH's text, byte for byte.
@Test func theArticlesSwiftUIRecipeIsTheCompiledFile() throws {
  let article = try #require(
    TestFiles.text(
      TestFiles.root + "/Sources/Runtime/HeaderSpecKit/HeaderSpecKit.docc/HeaderSpecKit.md"))
  let parts = article.components(separatedBy: "<!-- swiftui-recipe: ").dropFirst()
  #expect(parts.count >= 1)
  for part in parts {
    let path = try #require(part.components(separatedBy: " -->").first)
    let afterFence = try #require(part.components(separatedBy: "```swift\n").dropFirst().first)
    let block = try #require(afterFence.components(separatedBy: "```").first)
    let file = try #require(TestFiles.text(TestFiles.root + "/" + path), "\(path)")
    #expect(block == file, "\(path)")
  }
}
