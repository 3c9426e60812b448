import SpecAnalysis
import TestSupport
import Testing

/// The embedded schema is exactly `Schemas/header-spec.schema.json`: `EmbeddedSchema.swift` is
/// what `embeddedSchemaSource` writes for it (with `UPDATE_GOLDEN=1` it is rewritten, and the
/// test still fails so that a recording is never green), and the catalog reads those bytes.
@Test func embeddedSchemaMatchesTheSchemaFile() throws {
  let file = "Schemas/header-spec.schema.json"
  let schema = try #require(TestFiles.read(TestFiles.root + "/" + file))
  let failure = GoldenFile.check(
    "Sources/Tooling/SpecAnalysis/Schema/EmbeddedSchema.swift",
    expected: embeddedSchemaSource(String(decoding: schema, as: UTF8.self)))
  #expect(failure == nil, "\(failure ?? "")")
  // A Bool, so that a failure prints one line rather than two 60 KB byte arrays.
  let matches = SchemaCatalog.shared.tree.bytes == schema
  #expect(matches, "the built EmbeddedSchema differs from \(file): rebuild")
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

@Test func catalogExposesDocumentation() {
  let catalog = SchemaCatalog.shared
  let bar = catalog[catalog.resolved(catalog.root.property("bar")!)]
  #expect(bar.propertyNames == ["maxHeight", "minHeight", "clipsToBounds", "compact"])
  let kind = catalog[catalog.root.property("behavior")!].property("kind")!
  #expect(catalog[kind].enumValues?.count == 5)
  #expect(catalog[kind].enumDescriptions.count == 5)
  #expect(catalog.definitions["keyframe"] != nil)
}

/// The embedded events schema is exactly `Schemas/scroll-events.schema.json` (recorded as
/// `embeddedSchemaMatchesTheSchemaFile` records).
@Test func embeddedEventsSchemaMatchesTheSchemaFile() throws {
  let file = "Schemas/scroll-events.schema.json"
  let schema = try #require(TestFiles.read(TestFiles.root + "/" + file))
  let failure = GoldenFile.check(
    "Sources/Tooling/SpecAnalysis/Events/EmbeddedEventsSchema.swift",
    expected: embeddedSchemaSource(
      String(decoding: schema, as: UTF8.self), enumName: "EmbeddedEventsSchema", file: file))
  #expect(failure == nil, "\(failure ?? "")")
  let matches = SchemaCatalog.events.tree.bytes == schema
  #expect(matches, "the built EmbeddedEventsSchema differs from \(file): rebuild")
}
