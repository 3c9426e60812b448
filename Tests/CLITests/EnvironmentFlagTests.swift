import Foundation
import Testing

/// Small frictions of the environment flags (issue 41): their values match whatever their
/// case, and `diff` takes them, comparing two specs in that environment alone.
@Suite struct EnvironmentFlagTests {
  /// A button 16 pt from the trailing edge, anchored in `anchored`, at an absolute x in the
  /// other: the same on the spec's own 375 pt width, apart on an iPhone 15 (393 pt).
  static func spec(anchored: Bool) -> String {
    let geometry =
      anchored
      ? #""anchor": { "trailing": 16, "top": 10 }, "size": [60, 30]"#
      : #""frame": [299, 10, 60, 30]"#
    return """
      { "version": 1, "width": 375, "bar": { "maxHeight": 100, "minHeight": 64 },
        "behavior": { "kind": "fixed" },
        "subviews": [ { "id": "close", "kind": "button", "title": "Close",
          "keyframes": [ { "progress": 0, \(geometry) } ] } ] }
      """
  }

  static func folder() throws -> URL {
    let folder = HeaderspecRunner.temporaryDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(spec(anchored: true).utf8).write(to: folder.appendingPathComponent("old.header.json"))
    try Data(spec(anchored: false).utf8).write(to: folder.appendingPathComponent("new.header.json"))
    return folder
  }

  @Test func flagValuesMatchWhateverTheirCase() throws {
    let folder = try Self.folder()
    let result = try HeaderspecRunner.run(
      [
        "preview", "old.header.json", "--device", "iPhone 15", "--orientation", "Landscape",
        "--content-size", "XXXL", "--layout-direction", "RTL", "--format", "JSON",
      ], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    // Landscape and right to left: the trailing anchor becomes the leading one, 16 pt inside
    // the 59 pt side inset of an iPhone 15 in landscape.
    #expect(result.stdout.contains("\"frame\": [75, "), "\(result.stdout.prefix(600))")
    let wrong = try HeaderspecRunner.run(
      ["preview", "old.header.json", "--orientation", "sideways"], in: folder)
    #expect(wrong.status != 0)
    #expect(wrong.stderr.contains("expected one of portrait, landscape"))
  }

  @Test func diffComparesInTheEnvironmentTheFlagsName() throws {
    let folder = try Self.folder()
    let written = try HeaderspecRunner.run(
      ["diff", "old.header.json", "new.header.json"], in: folder)
    #expect(written.status == 0, "the same on the spec's own width: \(written.stdout)")
    let onDevice = try HeaderspecRunner.run(
      ["diff", "old.header.json", "new.header.json", "--device", "iPhone 15"], in: folder)
    #expect(onDevice.status == 1, "\(onDevice.stdout)\(onDevice.stderr)")
    #expect(onDevice.stdout.contains("close"))
  }
}
