import Foundation
import LanguageService
import Testing

/// `generate swift -o`: written atomically, and a file that already holds the same bytes is
/// left alone, so a build that runs the plugin again does not recompile it.
@Suite struct GenerateOutputTests {
  static let spec = """
    { "version": 1, "bar": { "maxHeight": 100, "minHeight": 60 },
      "behavior": { "kind": "fixed" },
      "subviews": [ { "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] } ] } ] }
    """

  @Test func theSameOutputIsNotWrittenAgain() throws {
    let path = try HeaderspecRunner.file(Self.spec, name: "a.header.json")
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    let output = directory.appendingPathComponent("A.swift")
    let first = try HeaderspecRunner.run(
      ["generate", "swift", "a.header.json", "-o", "A.swift"], in: directory)
    #expect(first.status == 0 && first.stdout.isEmpty && first.stderr.isEmpty)
    let written = try String(contentsOf: output, encoding: .utf8)
    #expect(written.contains("enum AHeader {"))
    var before = stat()
    stat(output.path, &before)

    let again = try HeaderspecRunner.run(
      ["generate", "swift", "a.header.json", "-o", "A.swift"], in: directory)
    #expect(again.status == 0)
    var after = stat()
    stat(output.path, &after)
    #expect(after.st_ino == before.st_ino, "the file was replaced")

    // A changed spec replaces the file (a rename: a new inode), with nothing left beside it.
    try Self.spec.replacingOccurrences(of: "\"a\"", with: "\"b\"")
      .write(toFile: path, atomically: false, encoding: .utf8)
    let changed = try HeaderspecRunner.run(
      ["generate", "swift", "a.header.json", "-o", "A.swift"], in: directory)
    #expect(changed.status == 0)
    stat(output.path, &after)
    #expect(after.st_ino != before.st_ino)
    #expect(try String(contentsOf: output, encoding: .utf8).contains("case b\n"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["A.swift", "a.header.json"])
  }
}
