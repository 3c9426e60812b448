import SpecAnalysis
import TestSupport
import Testing

/// A folder of JSON documents with `verdicts.txt` (`<file> valid|invalid` per line, from a
/// reference JSON Schema validator such as Python's `jsonschema`); set to run.
private let folder = TestFiles.environment("HEADERSPEC_SCHEMA_DIFFERENTIAL")

/// Every document the reference validator accepts has no schema-level diagnostic, and every
/// one it rejects has one.
@Test(.enabled(if: folder != nil, "HEADERSPEC_SCHEMA_DIFFERENTIAL names a folder of verdicts"))
func schemaAgreesWithAReferenceValidator() throws {
  let folder = try #require(folder)
  let verdicts = try #require(TestFiles.read(folder + "/verdicts.txt"))
  var checked = 0
  for line in String(decoding: verdicts, as: UTF8.self).split(separator: "\n") {
    let parts = line.split(separator: " ")
    guard parts.count == 2 else { continue }
    let bytes = try #require(TestFiles.read(folder + "/" + parts[0]))
    let document = SpecDocument(bytes: bytes)
    let expectedValid = parts[1] == "valid"
    let schemaLevel = document.diagnostics.filter { $0.code.isSchemaLevel }
    #expect(
      schemaLevel.isEmpty == expectedValid,
      "\(parts[0]) is \(parts[1]): \(schemaLevel.map { "\($0.code.rawValue) \($0.message)" })")
    checked += 1
  }
  #expect(checked > 0)
}
