import Foundation
import Testing

/// A spec that is a link to a file outside the folder being checked (`leak.header.json ->
/// ../secret` in a pull request) is skipped with a note naming the link alone: its target's
/// lines never reach the output. A link inside the folder is checked as its target.
@Suite struct LinkOutsideFolderTests {
  @Test func aLinkOutOfTheFolderIsNamedNotRead() throws {
    let root = HeaderspecRunner.temporaryDirectory()
    let folder = root.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let secret = root.appendingPathComponent("secret.txt")
    try Data("TOPSECRET password=hunter2\n".utf8).write(to: secret)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("leak.header.json").path,
      withDestinationPath: "../secret.txt")
    let spec =
      #"{ "version": 1, "bar": { "maxHeight": 60, "minHeight": 60 }, "#
      + #""behavior": { "kind": "fixed" }, "subviews": [] }"#
    try Data(spec.utf8).write(to: folder.appendingPathComponent("real.json"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("inside.header.json").path,
      withDestinationPath: "real.json")
    let result = try HeaderspecRunner.run(["check", "specs"], in: root)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let output = result.stdout + result.stderr
    #expect(!output.contains("TOPSECRET") && !output.contains("secret.txt"))
    #expect(
      output.contains("specs/leak.header.json: a link to a file outside specs, not checked"))
    #expect(output.contains("1 file checked"))
    // Named on the command line, the link is the user's choice and is read.
    let named = try HeaderspecRunner.run(["check", "specs/leak.header.json"], in: root)
    #expect(named.status != 0)
  }
}
