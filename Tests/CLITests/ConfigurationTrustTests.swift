import Foundation
import Testing

/// A `.headerspec.json` steers a check only when the user could have put it there: the search
/// stops at the user's home folder (or a repository root), a file someone else owns is not
/// read (said once), and a configuration's problems reach the terminal escaped and capped.
@Suite struct ConfigurationTrustTests {
  /// A spec whose minHeight is above its maxHeight: an error, unless a configuration says
  /// `"HS301": "off"`.
  static let spec = """
    { "version": 1, "bar": { "maxHeight": 40, "minHeight": 60 },
      "behavior": { "kind": "fixed" }, "subviews": [] }
    """
  static let silencing = #"{ "severityOverrides": { "HS301": "off" } }"#

  /// `ROOT/.headerspec.json` (silencing) above `ROOT/home/project/a.header.json`.
  static func layout() throws -> (root: URL, home: URL, project: URL) {
    let root = HeaderspecRunner.temporaryDirectory()
    let home = root.appendingPathComponent("home")
    let project = home.appendingPathComponent("project")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try Data(silencing.utf8).write(to: root.appendingPathComponent(".headerspec.json"))
    try Data(spec.utf8).write(to: project.appendingPathComponent("a.header.json"))
    return (root, home, project)
  }

  @Test func theSearchStopsAtTheHomeFolder() throws {
    let (root, home, project) = try Self.layout()
    let below = try HeaderspecRunner.run(
      ["check", "a.header.json"], in: project, environment: ["HOME": root.path])
    #expect(below.status == 0, "the configuration above the spec, inside HOME, applies")
    #expect(below.stdout.contains("configuration: "))
    let outside = try HeaderspecRunner.run(
      ["check", "a.header.json"], in: project, environment: ["HOME": home.path])
    #expect(outside.status == 1, "the configuration above HOME is not read")
    #expect(outside.stdout.contains("[HS301]"))
    #expect(!outside.stdout.contains("configuration: "))
  }

  @Test(.enabled(if: geteuid() == 0, "chown to another user needs root"))
  func aConfigurationOwnedBySomeoneElseIsNotRead() throws {
    let (root, _, project) = try Self.layout()
    let planted = root.appendingPathComponent(".headerspec.json").path
    #expect(chown(planted, 65534, 65534) == 0)
    let result = try HeaderspecRunner.run(
      ["check", "a.header.json", "a.header.json"], in: project,
      environment: ["HOME": "/nonexistent"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("[HS301]"))
    let warnings = result.stderr.components(separatedBy: "owned by another user (uid 65534)")
    #expect(warnings.count == 2, "said once: \(result.stderr)")
    // Named on the command line, the same file is the user's choice.
    let named = try HeaderspecRunner.run(
      ["check", "a.header.json", "--config", planted], in: project,
      environment: ["HOME": "/nonexistent"])
    #expect(named.status == 0)
  }

  @Test(.enabled(if: geteuid() == 0, "chgrp to a group the user is not in needs root"))
  func aConfigurationWritableByAnotherGroupIsNotRead() throws {
    let (root, _, project) = try Self.layout()
    let planted = root.appendingPathComponent(".headerspec.json").path
    // The user's file, writable by group 65534 (nogroup): its members could have written it.
    #expect(chown(planted, geteuid(), 65534) == 0)
    #expect(chmod(planted, 0o664) == 0)
    let result = try HeaderspecRunner.run(
      ["check", "a.header.json"], in: project, environment: ["HOME": "/nonexistent"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("writable by group 65534"), "\(result.stderr)")
    // Writable by the owner's own group only, it is read.
    #expect(chown(planted, geteuid(), getegid()) == 0)
    let own = try HeaderspecRunner.run(
      ["check", "a.header.json"], in: project, environment: ["HOME": "/nonexistent"])
    #expect(own.status == 0, "\(own.stderr)")
  }

  @Test func aConfigurationsProblemsAreEscapedAndCapped() throws {
    let directory = HeaderspecRunner.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let keys = (0..<5000).map { #""\u001b[31mkey\#($0)": 1"# }.joined(separator: ", ")
    try Data("{ \(keys) }".utf8).write(to: directory.appendingPathComponent(".headerspec.json"))
    try Data(Self.spec.utf8).write(to: directory.appendingPathComponent("a.header.json"))
    let result = try HeaderspecRunner.run(["check", "a.header.json"], in: directory)
    #expect(result.status == 2)
    #expect(!result.stderr.contains("\u{1B}"), "no raw ESC reaches the terminal")
    #expect(result.stderr.contains(#"no key "\u001b[31mkey0""#))
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count <= 1001)
    #expect(result.stderr.contains(".headerspec.json: and 4000 more problems"))
  }
}
