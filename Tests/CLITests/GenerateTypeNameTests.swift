import Foundation
import Testing

/// The type `generate swift` names, as the build plugin asks for it (`--target-spec` with every
/// spec of a target): the spec's `name`, else its file's; two specs that would generate one
/// type fail naming both; a spec's warnings reach the build log as warnings (issue 41).
@Suite struct GenerateTypeNameTests {
  static func spec(name: String? = nil, extra: String = "") -> String {
    """
    { "version": 1, \(name.map { "\"name\": \"\($0)\"," } ?? "")
      "bar": { "maxHeight": 100, "minHeight": 64 }, "behavior": { "kind": "fixed" },
      "subviews": [ \(extra) ] }
    """
  }

  /// Writes `files` (name -> text) into a new folder and returns it.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = HeaderspecRunner.temporaryDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  static func generate(_ file: String, among files: [String], in folder: URL) throws
    -> HeaderspecRunner.Result
  {
    try HeaderspecRunner.run(
      ["generate", "swift", file] + files.flatMap { ["--target-spec", $0] }, in: folder)
  }

  @Test func specsThatWouldGenerateOneTypeFailNamingBoth() throws {
    let names = ["a-b.header.json", "a_b.header.json", "aB.header.json", "A B.header.json"]
    let folder = try Self.folder(Dictionary(uniqueKeysWithValues: names.map { ($0, Self.spec()) }))
    for name in names {
      let alone = try HeaderspecRunner.run(["generate", "swift", name], in: folder)
      #expect(alone.status == 0 && alone.stdout.contains("enum ABHeader {"), "\(name)")
    }
    let clash = try Self.generate("a-b.header.json", among: names, in: folder)
    #expect(clash.status == 1)
    #expect(clash.stdout.isEmpty)
    #expect(clash.stderr.contains("a-b.header.json: error: this spec and a_b.header.json"))
    #expect(clash.stderr.contains("would both generate the type ABHeader"))
  }

  @Test func theSpecsNameGivesTheTypeAndResolvesAClash() throws {
    let folder = try Self.folder([
      "a-b.header.json": Self.spec(name: "Profile card"), "a_b.header.json": Self.spec(),
    ])
    let files = ["a-b.header.json", "a_b.header.json"]
    let named = try Self.generate("a-b.header.json", among: files, in: folder)
    #expect(named.status == 0 && named.stdout.contains("enum ProfileCard {"), "\(named.stderr)")
    let other = try Self.generate("a_b.header.json", among: files, in: folder)
    #expect(other.status == 0 && other.stdout.contains("enum ABHeader {"), "\(other.stderr)")
  }

  @Test func specsThatShareAFileNameAreNamedByTheirPaths() throws {
    let folder = try Self.folder([:])
    for sub in ["a", "b"] {
      let path = folder.appendingPathComponent(sub)
      try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
      try Data(Self.spec().utf8).write(to: path.appendingPathComponent("profile.header.json"))
    }
    let files = ["a/profile.header.json", "b/profile.header.json"].map {
      folder.appendingPathComponent($0).path
    }
    let result = try Self.generate(files[1], among: files, in: folder)
    #expect(result.status == 0 && result.stdout.contains("enum BProfileHeader {"))
  }

  @Test func warningsReachTheBuildLogAtTheirLineAndColumn() throws {
    // A button at an absolute x in a spec that supports two widths: HS327, a warning.
    let text = """
      { "version": 1, "bar": { "maxHeight": 100, "minHeight": 64 },
        "behavior": { "kind": "fixed" },
        "supports": { "devices": ["iPhone SE 3rd generation", "iPhone 15"] },
        "subviews": [ { "id": "close", "kind": "button", "title": "Close",
          "keyframes": [ { "progress": 0, "frame": [300, 24, 60, 30] } ] } ] }
      """
    let folder = try Self.folder(["warned.header.json": text])
    let result = try HeaderspecRunner.run(["generate", "swift", "warned.header.json"], in: folder)
    #expect(result.status == 0)
    #expect(result.stdout.contains("enum WarnedHeader {"))
    #expect(result.stderr.contains("warned.header.json:5:37: warning: "), "\(result.stderr)")
    #expect(result.stderr.contains("[HS327]"))
  }
}
