import TestSupport
import Testing

/// The DocC article's UIKit recipe is the example app's file that `.ci/checks/uikit-glue`
/// compiles against the stand-in UIKit: the block after each `<!-- uikit-recipe: PATH -->`
/// marker is PATH's text, byte for byte.
@Test func theArticlesRecipeIsTheCompiledFile() throws {
  let article = try #require(
    TestFiles.text(
      TestFiles.root + "/Sources/Runtime/HeaderSpecKit/HeaderSpecKit.docc/HeaderSpecKit.md"))
  let marker = "<!-- uikit-recipe: "
  let parts = article.components(separatedBy: marker).dropFirst()
  #expect(parts.count >= 1)
  for part in parts {
    let path = try #require(part.components(separatedBy: " -->").first)
    let afterFence = try #require(part.components(separatedBy: "```swift\n").dropFirst().first)
    let block = try #require(afterFence.components(separatedBy: "```").first)
    let file = try #require(TestFiles.text(TestFiles.root + "/" + path), "\(path)")
    #expect(block == file, "\(path)")
  }
}
