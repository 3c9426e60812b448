import TestSupport
import Testing

/// The README's five minutes end with an expectation failing after a change; the golden
/// scenario `readme-tutorial-expectation` runs exactly that, and the README shows its output.
@Test func readmeShowsTheFailingExpectationAsCheckPrintsIt() throws {
  let readme = try #require(TestFiles.text(TestFiles.root + "/README.md"))
  let golden = try #require(
    TestFiles.text(
      TestFiles.root + "/Tests/CLITests/Scenarios/readme-tutorial-expectation/expected.stdout"))
  let block = "```console\n$ headerspec check specs\n" + golden + "```\n"
  #expect(readme.contains(block), "README.md's check of the changed spec is not:\n\(golden)")
}
