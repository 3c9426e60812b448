import Foundation
import Testing

/// An environment flag given alone changes only what it names (Schemas/FORMAT.md#environments):
/// without `--device` or `--width` the bar keeps the spec's own `width`, through the real
/// binary.
@Suite struct EnvironmentFlagTests {
  /// A 320 pt bar: a 50 pt box at x 10, and a 40 pt box anchored 16 pt from the trailing edge.
  static let spec = """
    {
      "version": 1, "width": 320,
      "bar": { "maxHeight": 100, "minHeight": 64 },
      "behavior": { "kind": "squareCash", "snappingEnabled": false },
      "subviews": [
        { "id": "box", "keyframes": [ { "progress": 0, "frame": [10, 30, 50, 20] } ] },
        { "id": "end", "keyframes": [
          { "progress": 0, "anchor": { "trailing": 16, "top": 30 }, "size": [40, 20] } ] }
      ]
    }
    """

  /// The x of each subview's frame at progress 0 with `flags`.
  func xs(_ flags: [String]) throws -> [Double] {
    let file = try HeaderspecRunner.file(Self.spec, name: "narrow.header.json")
    let result = try HeaderspecRunner.run(
      ["preview", file, "--progress", "0", "--format", "json"] + flags)
    #expect(result.status == 0)
    let files = result.json?["files"] as? [[String: Any]] ?? []
    let samples = files.first?["samples"] as? [[String: Any]] ?? []
    let subviews = samples.first?["subviews"] as? [[String: Any]] ?? []
    return subviews.compactMap { ($0["frame"] as? [Double])?.first }
  }

  @Test func noFlagIsTheSpecAsWritten() throws {
    // 10, and 320 - 16 - 40 = 264.
    #expect(try xs([]) == [10, 264])
  }

  @Test func rightToLeftAloneMirrorsInTheSpecsWidth() throws {
    // Mirrored in 320, not in a 375 pt screen: 320 - 10 - 50 = 260; the trailing anchor
    // becomes a leading one, 16.
    #expect(try xs(["--layout-direction", "rtl"]) == [260, 16])
  }

  @Test func aContentSizeOrAnOrientationAloneKeepsTheWidth() throws {
    #expect(try xs(["--content-size", "AX5"]) == [10, 264])
    #expect(try xs(["--orientation", "landscape"]) == [10, 264])
  }

  @Test func aWidthOrADeviceStillReplacesIt() throws {
    #expect(try xs(["--width", "400"]) == [10, 344])
    // iPhone 15: 393 - 16 - 40.
    #expect(try xs(["--device", "iPhone 15"]) == [10, 337])
  }
}
