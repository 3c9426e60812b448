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

  /// The access level: `--access`, else the project's `generate.access`, else internal; every
  /// declaration an app names takes it (the cases follow their enum).
  @Test func theAccessLevelComesFromTheFlagOrTheProject() throws {
    let path = try HeaderspecRunner.file(Self.spec, name: "a.header.json")
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    func generated(_ arguments: [String] = []) throws -> String {
      let run = try HeaderspecRunner.run(
        ["generate", "swift", "a.header.json"] + arguments, in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      return run.stdout
    }
    let plain = try generated()
    #expect(plain.contains("\nenum AHeader {") && !plain.contains("public"))
    let declarations = [
      "public enum AHeader {", "public enum SubviewID: String", "public var index: Int",
      "public static let spec:", "public static let header =",
    ]
    let flagged = try generated(["--access", "public"])
    for declaration in declarations { #expect(flagged.contains(declaration), "\(declaration)") }
    try Data(#"{ "generate": { "access": "package" } }"#.utf8).write(
      to: directory.appendingPathComponent(".headerspec.json"))
    let project = try generated()
    #expect(project.contains("package enum AHeader {") && project.contains("package var index"))
    #expect(try generated(["--access", "internal"]) == plain, "the flag wins")
    #expect(try generated(["--no-config"]) == plain)
    let wrong = try HeaderspecRunner.run(
      ["generate", "swift", "a.header.json", "--access", "open"], in: directory)
    #expect(
      wrong.status == 2 && wrong.stderr.contains("--access must be internal, package or public"))
  }

  /// `--type-name-from` names the enum after a path's folders and file name, as the build
  /// plugin names two specs that share a file name.
  @Test func theTypeNameCanComeFromAPath() throws {
    let path = try HeaderspecRunner.file(Self.spec, name: "profile.header.json")
    let named = try HeaderspecRunner.run(
      ["generate", "swift", path, "--type-name-from", "a/profile.header.json"])
    #expect(named.stdout.contains("enum AProfileHeader {"), "\(named.stderr)")
    let nested = try HeaderspecRunner.run(
      ["generate", "swift", path, "--type-name-from", "Feed/user-card/profile.header.json"])
    #expect(nested.stdout.contains("enum FeedUserCardProfileHeader {"), "\(nested.stderr)")
    let both = try HeaderspecRunner.run(
      ["generate", "swift", path, "--type-name", "X", "--type-name-from", "a/b.header.json"])
    #expect(both.status == 2 && both.stderr.contains("--type-name and --type-name-from together"))
  }
}
