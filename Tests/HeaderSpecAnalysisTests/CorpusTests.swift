import HeaderGeometry
import SpecAnalysis
import TestSupport
import Testing

/// The schema and the Swift checks agree: `check-jsonschema` accepts every valid corpus file
/// and rejects every invalid one (`.ci/checks/schema`); here every valid file has no
/// schema-level diagnostic and every invalid one at least one.
@Test func validCorpusHasNoSchemaLevelDiagnostic() throws {
  let folder = TestFiles.root + "/Tests/SchemaCorpus/valid"
  let names = TestFiles.list(folder).filter { $0.hasSuffix(".json") }
  #expect(names.count >= 10)
  for name in names {
    let bytes = try #require(TestFiles.read(folder + "/" + name))
    let document = SpecDocument(bytes: bytes)
    let schemaLevel = document.diagnostics.filter { $0.code.isSchemaLevel }
    #expect(
      schemaLevel.isEmpty, "\(name): \(schemaLevel.map { "\($0.code.rawValue) \($0.message)" })")
    #expect(document.syntax.errors.isEmpty, "\(name) does not parse")
  }
}

/// Every invalid file, and every file of `beyond-schema/` (which the schema accepts: rules that
/// draft-07 and 2020-12 could not read alike), gets a schema-level diagnostic.
@Test(arguments: [("invalid", 60), ("beyond-schema", 1)])
func invalidCorpusHasASchemaLevelDiagnostic(subfolder: String, atLeast: Int) throws {
  let folder = TestFiles.root + "/Tests/SchemaCorpus/" + subfolder
  let names = TestFiles.list(folder).filter { $0.hasSuffix(".json") }
  #expect(names.count >= atLeast)
  for name in names {
    let bytes = try #require(TestFiles.read(folder + "/" + name))
    let document = SpecDocument(bytes: bytes)
    #expect(document.hasSchemaViolations, "\(name) gives no schema-level diagnostic")
    #expect(document.syntax.errors.isEmpty, "\(name) does not parse")
  }
}

/// Every example says where it runs (several devices, so several widths, and both directions
/// or both orientations) and is clean in every environment of that matrix (the document's
/// diagnostics are the matrix's).
@Test func examplesGiveNoDiagnostics() throws {
  let folder = TestFiles.root + "/Schemas/examples"
  let names = TestFiles.list(folder).filter { $0.hasSuffix(".header.json") }
  #expect(names.count == 6)
  for name in names {
    let bytes = try #require(TestFiles.read(folder + "/" + name))
    let document = SpecDocument(bytes: bytes)
    let supports = try #require(document.spec?.supports)
    #expect(document.matrix == supports && supports.devices.count >= 3, "\(name)")
    let widths = Set(supports.environments.map { $0.environment.width })
    #expect(widths.count >= 3, "\(name)")
    #expect(max(supports.orientations.count, supports.layoutDirections.count) == 2, "\(name)")
    #expect(
      document.diagnostics.isEmpty,
      "\(name): \(document.diagnostics.map { "\($0.range.start) \($0.code.rawValue) \($0.message)" })"
    )
  }
}
