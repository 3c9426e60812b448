import Foundation
import TestSupport
import Testing

/// `check --fix` over the whole schema corpus and the examples, through the real binary: after
/// fixing, every remaining diagnostic has no safe fix (so a second `--fix` changes nothing), no
/// file gains a syntax error, and clean files are left byte for byte.
@Suite struct FixRoundTripTests {
  static let root = URL(fileURLWithPath: TestFiles.root)

  /// A scratch copy of the corpus and the examples.
  func corpus() throws -> URL {
    let directory = HeaderspecRunner.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for folder in ["Tests/SchemaCorpus/valid", "Tests/SchemaCorpus/invalid", "Schemas/examples"] {
      try FileManager.default.copyItem(
        at: Self.root.appendingPathComponent(folder),
        to: directory.appendingPathComponent(folder.replacing("/", with: "-")))
    }
    return directory
  }

  func contents(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for relative in ScenarioTests.files(under: directory) {
      files[relative] = try Data(contentsOf: directory.appendingPathComponent(relative))
    }
    return files
  }

  @Test func fixedFilesRecheckWithoutSafeFixes() throws {
    let directory = try corpus()
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = try contents(directory)
    let fix = try HeaderspecRunner.run(["check", "--fix", "."], in: directory)
    #expect(fix.status == 1 && fix.stderr.isEmpty)
    #expect(fix.stdout.contains("fixes applied"))
    let after = try contents(directory)
    #expect(before.keys.sorted() == after.keys.sorted())  // no temporary file left
    let changed = after.keys.filter { before[$0] != after[$0] }
    #expect(changed.count > 20)
    #expect(!changed.contains { $0.hasPrefix("Schemas-examples") })

    let recheck = try HeaderspecRunner.run(["check", "--format", "json", "."], in: directory)
    let files = try #require(recheck.json?["files"] as? [[String: Any]])
    for file in files {
      let diagnostics = file["diagnostics"] as? [[String: Any]] ?? []
      let path = file["path"] as? String ?? ""
      for diagnostic in diagnostics {
        let fix = diagnostic["fix"] as? [String: Any]
        #expect(
          fix?["safe"] as? Bool != true, "\(path): \(diagnostic["code"] ?? "") still has a safe fix"
        )
      }
    }
    // A second --fix finds nothing to do.
    let again = try HeaderspecRunner.run(["check", "--fix", "."], in: directory)
    #expect(again.stdout.hasSuffix("0 fixes applied\n"))
    #expect(try contents(directory) == after)
  }

  @Test func fixedFilesGainNoSyntaxError() throws {
    let directory = try corpus()
    defer { try? FileManager.default.removeItem(at: directory) }
    let syntaxBefore = try syntaxErrors(in: directory)
    _ = try HeaderspecRunner.run(["check", "--fix", "."], in: directory)
    #expect(try syntaxErrors(in: directory) == syntaxBefore)
  }

  /// Path to the number of HS1xx errors.
  func syntaxErrors(in directory: URL) throws -> [String: Int] {
    let result = try HeaderspecRunner.run(["check", "--format", "json", "."], in: directory)
    var counts: [String: Int] = [:]
    for file in result.json?["files"] as? [[String: Any]] ?? [] {
      let diagnostics = file["diagnostics"] as? [[String: Any]] ?? []
      counts[file["path"] as? String ?? ""] =
        diagnostics.filter {
          ($0["code"] as? String)?.hasPrefix("HS1") == true && $0["severity"] as? String == "error"
        }.count
    }
    return counts
  }
}
