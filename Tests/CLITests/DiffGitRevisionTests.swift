import Foundation
import Testing

/// `diff FILE --git REV` hands REV to git as a revision, never as an option: a revision that
/// starts with `-` (`--output=FILE` would make `git show` write that file) is refused before
/// git runs, and nothing is written.
@Suite struct DiffGitRevisionTests {
  @Test(arguments: ["--output=written.txt", "-owritten.txt", "-", "--"])
  func aRevisionThatLooksLikeAnOptionIsRefused(revision: String) throws {
    let path = try HeaderspecRunner.file(GenerateOutputTests.spec, name: "a.header.json")
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    try Scenario.git(["init", "-q"], in: directory)
    try Scenario.git(["add", "a.header.json"], in: directory)
    try Scenario.git(["commit", "-q", "-m", "a"], in: directory)
    let result = try HeaderspecRunner.run(
      ["diff", "a.header.json", "--git=\(revision)"], in: directory)
    #expect(result.status == 2)
    #expect(result.stderr.contains("a revision cannot start with '-'"))
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(files == [".git", "a.header.json"])
  }
}
