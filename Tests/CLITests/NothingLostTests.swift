import Foundation
import LanguageService
import SpecFiles
import Testing

@testable import headerspec

/// Reliability regressions for the CLI (issue 9): a failed write that fails for root too, the
/// same end to end through `format --write` and `check --fix`, and the text reporter on a
/// document that is one huge line.
@Suite struct NothingLostTests {
  /// A name of 250 bytes: the file itself fits NAME_MAX (255), but the temporary file beside
  /// it (`.<name>.headerspec-XXXXXX`) does not, so creating it fails with ENAMETOOLONG, even
  /// for root (for whom a read-only directory is still writable).
  static let longName = String(repeating: "n", count: 238) + ".header.json"

  @Test func aWriteThatFailsForRootToo_leavesTheOriginal() throws {
    let path = try HeaderspecRunner.file("old\n", name: Self.longName)
    #expect(throws: SpecFile.Failure.self) {
      try AtomicFile(path: path, expected: Array("old\n".utf8)).write(Array("new\n".utf8))
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [Self.longName])
  }

  @Test(arguments: [["format", "--write"], ["check", "--fix"]])
  func aFailedWriteThroughTheCommandLeavesTheOriginal(_ command: [String]) throws {
    // Unformatted, and with a safe fix available (a trailing comma is not needed for that:
    // formatting alone changes it).
    let text = #"{"bar":{"kind":"largeTitle"},   "behavior": {"kind": "facebook"}}"#
    let path = try HeaderspecRunner.file(text, name: Self.longName)
    chmod(path, 0o640)
    let result = try HeaderspecRunner.run(command + [path])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [Self.longName])
    if command == ["format", "--write"] {
      #expect(result.status != 0)
      #expect(result.stderr.contains("cannot write"))
    }
  }

  /// 1,000,000 opening brackets on one line: each of the 514 excerpts used to process the whole
  /// megabyte line (46 s in a release build); now a window of it. How long it takes is the
  /// complexity check's (`unclosed-nesting` in Tests/Complexity, on the release build).
  @Test func aHugeLineIsShownAsAWindow() throws {
    let path = try HeaderspecRunner.file(
      String(repeating: "[", count: 1_000_000), name: "deep.header.json")
    let result = try HeaderspecRunner.run(["check", path])
    #expect(result.status == 1)
    #expect(result.stdout.contains("Nested deeper than 512 levels"))
    let longest = result.stdout.split(separator: "\n").map(\.utf8.count).max() ?? 0
    #expect(longest < 1000)
  }
}
