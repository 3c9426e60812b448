import HeaderSpecAnalysis
import Testing

/// The embedded schema is exactly `Schemas/header-spec.schema.json`. With `UPDATE_GOLDEN=1`
/// the Swift file is rewritten from the schema, and the test still fails so that a recording
/// is never green.
@Test func embeddedSchemaMatchesTheSchemaFile() throws {
  let schemaPath = TestFiles.root + "/Schemas/header-spec.schema.json"
  let schema = try #require(TestFiles.read(schemaPath))
  let embedded = SchemaCatalog.shared.tree.bytes
  if embedded != schema, TestFiles.environment("UPDATE_GOLDEN") != nil {
    let text = String(decoding: schema, as: UTF8.self)
    TestFiles.write(
      TestFiles.root + "/Sources/HeaderSpecAnalysis/Schema/EmbeddedSchema.swift",
      embeddedSchemaSource(text))
    Issue.record("EmbeddedSchema.swift rewritten from the schema: run the tests again")
    return
  }
  #expect(
    embedded == schema,
    "EmbeddedSchema.swift differs from Schemas/header-spec.schema.json: run UPDATE_GOLDEN=1 swift test"
  )
}

/// The generated Swift source for schema `text` (which ends with a newline).
func embeddedSchemaSource(_ text: String) -> String {
  var body = text
  if body.hasSuffix("\n") { body.removeLast() }
  let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map {
    $0.isEmpty ? "" : "    " + $0
  }
  return """
    /// The text of `Schemas/header-spec.schema.json`, embedded so that the analysis layer needs no
    /// files. `EmbeddedSchemaTests` fails when the two differ and, with `UPDATE_GOLDEN=1`, rewrites
    /// this file from the schema (and still fails, so a recording is never green).
    ///
    /// Generated: do not edit by hand.
    enum EmbeddedSchema {
      /// The schema's bytes as UTF-8 text, final newline included.
      static let text: String =
        ##\"""
    \(lines.joined(separator: "\n"))
        \"""## + "\\n"
    }

    """
}

@Test func generatorReproducesTheEmbeddedFile() throws {
  let path = TestFiles.root + "/Sources/HeaderSpecAnalysis/Schema/EmbeddedSchema.swift"
  let source = try #require(TestFiles.read(path))
  let schema = try #require(TestFiles.read(TestFiles.root + "/Schemas/header-spec.schema.json"))
  #expect(
    String(decoding: source, as: UTF8.self)
      == embeddedSchemaSource(String(decoding: schema, as: UTF8.self)))
}

@Test func catalogExposesDocumentation() {
  let catalog = SchemaCatalog.shared
  let bar = catalog[catalog.resolved(catalog.root.property("bar")!)]
  #expect(bar.propertyNames == ["maxHeight", "minHeight", "clipsToBounds"])
  let kind = catalog[catalog.root.property("behavior")!].property("kind")!
  #expect(catalog[kind].enumValues?.count == 5)
  #expect(catalog[kind].enumDescriptions.count == 5)
  #expect(catalog.definitions["keyframe"] != nil)
}
