import Foundation
import Testing

/// Where `generate swift -o` may write: never over the spec it reads (by any path or link);
/// `-o -` is standard output, and a device such as `/dev/null` is written in place.
@Suite struct GenerateOutputTargetTests {
  static let spec = GenerateOutputTests.spec

  @Test(arguments: ["a.header.json", "./a.header.json", "link.header.json"])
  func theInputIsNeverReplaced(output: String) throws {
    let path = try HeaderspecRunner.file(Self.spec, name: "a.header.json")
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("link.header.json").path,
      withDestinationPath: "a.header.json")
    let result = try HeaderspecRunner.run(
      ["generate", "swift", "a.header.json", "-o", output], in: directory)
    #expect(result.status == 2)
    #expect(result.stderr.contains("\(output): is the input spec"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.spec)
  }

  @Test func dashIsStandardOutput() throws {
    let path = try HeaderspecRunner.file(Self.spec, name: "a.header.json")
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    let result = try HeaderspecRunner.run(
      ["generate", "swift", "a.header.json", "-o", "-"], in: directory)
    #expect(result.status == 0)
    #expect(result.stdout.contains("enum AHeader {"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("-").path))
  }

  @Test func devNullIsAccepted() throws {
    let path = try HeaderspecRunner.file(Self.spec, name: "a.header.json")
    let result = try HeaderspecRunner.run(["generate", "swift", path, "-o", "/dev/null"])
    #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
  }

  @Test(arguments: ["String", "Int", "Sendable", "HeaderGeometry", "Swift", "class", "9lives"])
  func typeNamesThatCannotCompileAreRefused(name: String) throws {
    let path = try HeaderspecRunner.file(Self.spec, name: "a.header.json")
    let result = try HeaderspecRunner.run(["generate", "swift", path, "--type-name", name])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("--type-name '\(name)'"))
  }
}
