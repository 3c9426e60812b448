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
  // A Bool, so that a failure prints one line rather than two 60 KB byte arrays.
  let matches = embedded == schema
  #expect(
    matches,
    "EmbeddedSchema.swift differs from Schemas/header-spec.schema.json: run UPDATE_GOLDEN=1 swift test"
  )
}

/// The generated Swift source for schema `text` (which ends with a newline): `EmbeddedSchema`
/// for `Schemas/header-spec.schema.json`, or another enum for another schema file.
func embeddedSchemaSource(
  _ text: String, enumName: String = "EmbeddedSchema",
  file: String = "Schemas/header-spec.schema.json"
) -> String {
  var body = text
  if body.hasSuffix("\n") { body.removeLast() }
  let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map {
    $0.isEmpty ? "" : "    " + $0
  }
  let summary = "/// The text of `\(file)`, embedded so that the analysis layer needs no"
  return """
    \(summary)
    /// files. `EmbeddedSchemaTests` fails when the two differ and, with `UPDATE_GOLDEN=1`, rewrites
    /// this file from the schema (and still fails, so a recording is never green).
    ///
    /// Generated: do not edit by hand.
    enum \(enumName) {
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
  let reproduced =
    String(decoding: source, as: UTF8.self)
    == embeddedSchemaSource(String(decoding: schema, as: UTF8.self))
  #expect(reproduced, "EmbeddedSchema.swift is not what the generator writes for the schema")
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

/// The embedded events schema is exactly `Schemas/scroll-events.schema.json` (recorded as
/// `embeddedSchemaMatchesTheSchemaFile` records).
@Test func embeddedEventsSchemaMatchesTheSchemaFile() throws {
  let file = "Schemas/scroll-events.schema.json"
  let source = "/Sources/HeaderSpecAnalysis/Events/EmbeddedEventsSchema.swift"
  let schema = try #require(TestFiles.read(TestFiles.root + "/" + file))
  let generated = embeddedSchemaSource(
    String(decoding: schema, as: UTF8.self), enumName: "EmbeddedEventsSchema", file: file)
  let current = TestFiles.read(TestFiles.root + source).map { String(decoding: $0, as: UTF8.self) }
  if current != generated, TestFiles.environment("UPDATE_GOLDEN") != nil {
    TestFiles.write(TestFiles.root + source, generated)
    Issue.record("EmbeddedEventsSchema.swift rewritten from the schema: run the tests again")
    return
  }
  let matches = current == generated && SchemaCatalog.events.tree.bytes == schema
  #expect(
    matches, "EmbeddedEventsSchema.swift differs from \(file): run UPDATE_GOLDEN=1 swift test")
}
