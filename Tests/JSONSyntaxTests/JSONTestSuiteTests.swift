import JSONSyntax
import TestSupport
import Testing

/// The folder of JSONTestSuite's `test_parsing` cases, set by `.ci/run`; the files are never
/// copied into this repository.
private let suiteFolder = TestFiles.environment("HEADERSPEC_JSON_TEST_SUITE")

@Test(.enabled(if: suiteFolder != nil, "HEADERSPEC_JSON_TEST_SUITE names the JSONTestSuite folder"))
func jsonTestSuite() throws {
  let folder = try #require(suiteFolder)
  var counts: [Character: (files: Int, accepted: Int)] = [:]
  for name in TestFiles.list(folder) where name.hasSuffix(".json") {
    let bytes = try #require(TestFiles.read(folder + "/" + name), "cannot read \(name)")
    let tree = SyntaxTree(bytes: bytes)
    let prefix = name.first!
    counts[prefix, default: (0, 0)].files += 1
    if !tree.hasErrors { counts[prefix, default: (0, 0)].accepted += 1 }
    switch prefix {
    // Duplicate keys are legal JSON, reported as warnings: y_object_duplicated_key has them.
    case "y": #expect(!tree.hasErrors, "\(name) should be accepted: \(tree.errors)")
    case "n": #expect(tree.hasErrors, "\(name) should be rejected")
    default: break
    }
  }
  for prefix in counts.keys.sorted() {
    let count = counts[prefix]!
    print(
      "JSONTestSuite \(prefix)_: \(count.files) files, \(count.accepted) accepted without error-severity problems"
    )
  }
  #expect(counts["y"]?.files ?? 0 > 0)
}
