import Foundation
import Testing

/// The example of Schemas/FORMAT.md#document, with a title menu and a search bar, end to end
/// through the real binary.
@Suite struct PreviewCommandTests {
  static let spec = """
    {
      "$schema": "../Schemas/header-spec.schema.json",
      "version": 1, "name": "ProfileHeader", "width": 375,
      "bar": { "maxHeight": 200, "minHeight": 65, "clipsToBounds": true },
      "behavior": {
        "kind": "squareCash", "elastic": true, "contentInsetTop": 200,
        "snapping": [ { "target": 0, "from": 0, "to": 0.5 }, { "target": 1, "from": 0.5, "to": 1 } ]
      },
      "subviews": [
        { "id": "avatar", "kind": "image", "image": "profile", "cornerRadius": 35,
          "keyframes": [
            { "progress": 0, "size": [70, 70], "center": [187.5, 90] },
            { "progress": 0.2, "center": [187.5, 63] },
            { "progress": 0.5, "center": [187.5, 41.4], "alpha": 0, "transform": { "scale": 0.5 } }
          ] },
        { "id": "name", "kind": "label", "text": "Bryan Keller", "font": { "size": 22 },
          "keyframes": [
            { "progress": 0, "size": [128, 26], "center": [187.5, 150] },
            { "progress": 0.6, "center": [187.5, 69] },
            { "progress": 1, "center": [187.5, 40] }
          ] },
        { "id": "menu", "kind": "titleMenu", "items": ["时刻", "人物"] },
        { "id": "search", "kind": "searchBar", "keyframes": [ { "progress": 0, "center": [187.5, 28] } ] }
      ]
    }
    """

  func samples(_ progress: String) throws -> [[String: Any]] {
    let file = try HeaderspecRunner.file(Self.spec, name: "profile.header.json")
    let result = try HeaderspecRunner.run([
      "preview", file, "--progress", progress, "--format", "json",
    ])
    #expect(result.status == 0)
    // One shape for any number of files: { "files": [ { "path", "samples" } ] }.
    let files = result.json?["files"] as? [[String: Any]] ?? []
    #expect(files.count == 1 && files.first?["path"] as? String == file)
    return files.first?["samples"] as? [[String: Any]] ?? []
  }

  @Test func samplesKeepTheAskedProgressInOrder() throws {
    let samples = try samples("0.5,-0.2,1")
    #expect(samples.map { $0["progress"] as? Double } == [0.5, -0.2, 1])
    // 200 - 135 p; elastic -0.2 stretches by 27.
    #expect(samples.map { $0["height"] as? Double } == [132.5, 227, 65])
  }

  @Test func subviewEntriesHaveTheSpecShape() throws {
    let sample = try #require(try samples("0.5").first)
    let subviews = sample["subviews"] as? [[String: Any]] ?? []
    #expect(subviews.map { $0["id"] as? String } == ["avatar", "name", "menu", "search"])
    let avatar = subviews[0]
    #expect(avatar["alpha"] as? Double == 0)
    #expect(avatar["hidden"] as? Bool == false)
    #expect(avatar["zIndex"] as? Double == 0)
    #expect(avatar["transform"] as? [Double] == [0.5, 0, 0, 0.5, 0, 0])
    let frame = avatar["frame"] as? [Double] ?? []
    #expect(frame.count == 4 && abs(frame[0] - 170) < 1e-9 && abs(frame[1] - 23.9) < 1e-9)
  }

  @Test func titleMenuAndSearchBarEntriesAddTheirContents() throws {
    let sample = try #require(try samples("0").first)
    let subviews = sample["subviews"] as? [[String: Any]] ?? []
    // H = 200: large, band 52 at y 148; items at y 156.
    #expect(subviews[2]["mode"] as? String == "large")
    #expect(subviews[2]["frame"] as? [Double] == [0, 148, 375, 52])
    let items = subviews[2]["items"] as? [[String: Any]] ?? []
    #expect(items.first?["frame"] as? [Double] == [20, 156, 68, 22])
    #expect(items.first?["underlined"] as? Bool == false)
    #expect(subviews[3]["field"] as? [Double] == [12, 8, 300, 28])
  }

  @Test func integralNumbersAreWrittenWithoutAFraction() throws {
    let file = try HeaderspecRunner.file(Self.spec, name: "p.header.json")
    let result = try HeaderspecRunner.run(["preview", file, "--progress", "0", "--format", "json"])
    #expect(result.stdout.contains("\"height\": 200,"))
    #expect(!result.stdout.contains("200.0"))
  }

  @Test func textFormatIsATable() throws {
    let file = try HeaderspecRunner.file(Self.spec, name: "t.header.json")
    let result = try HeaderspecRunner.run(["preview", file, "--progress", "0"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("progress 0  height 200"))
  }
}
