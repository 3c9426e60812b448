import SpecAnalysis
import TestSupport
import Testing

/// The folder of JSONTestSuite's `test_parsing` cases, set by `.ci/run`.
private let suiteFolder = TestFiles.environment("HEADERSPEC_JSON_TEST_SUITE")

@Test(.enabled(if: suiteFolder != nil, "HEADERSPEC_JSON_TEST_SUITE names the JSONTestSuite folder"))
func jsonTestSuiteThroughSpecDocument() throws {
  let folder = try #require(suiteFolder)
  var files = 0
  for name in TestFiles.list(folder) where name.hasSuffix(".json") {
    let bytes = try #require(TestFiles.read(folder + "/" + name))
    let document = SpecDocument(bytes: bytes)
    files += 1
    // None of them is a header spec: each gets at least one diagnostic.
    #expect(!document.diagnostics.isEmpty, "\(name)")
    if name.hasPrefix("n_") {
      #expect(document.diagnostics.contains { $0.code.rawValue.hasPrefix("HS1") }, "\(name)")
    }
  }
  #expect(files > 0)
}
