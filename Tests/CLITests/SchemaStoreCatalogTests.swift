import JSONSyntax
import TestSupport
import Testing

/// `Schemas/schemastore-catalog.json` is what a SchemaStore catalog entry would hold: each
/// schema's `url` is the raw URL of a file of this repository (published where the diagnostics
/// reference is, at the main branch), the file is that schema, and each `fileMatch` pattern
/// matches the bundled files of its kind and no file of another kind.
@Suite struct SchemaStoreCatalogTests {
  static let rawBase = "https://raw.githubusercontent.com/headerspec/headerspec/main/"

  /// The bundled files each schema is for, by the schema's path.
  static let bundled: [String: [String]] = [
    "Schemas/header-spec.schema.json": files(in: "Schemas/examples", ending: ".header.json"),
    "Schemas/scroll-events.schema.json": files(in: "Schemas/examples", ending: ".events.json"),
    "Schemas/headerspec-config.schema.json": [
      "Tests/AppExample/Sources/ProfileHeaders/.headerspec.json"
    ],
  ]

  static func files(in folder: String, ending suffix: String) -> [String] {
    TestFiles.list(TestFiles.root + "/" + folder).filter { $0.hasSuffix(suffix) }
      .map { folder + "/" + $0 }
  }

  /// Whether a SchemaStore `fileMatch` pattern without a slash matches the file name of
  /// `path`: `*` stands for any run of characters but `/`.
  static func matches(_ pattern: String, _ path: String) -> Bool {
    let name = Substring(path.split(separator: "/").last ?? "")
    func match(_ pattern: Substring, _ name: Substring) -> Bool {
      guard let first = pattern.first else { return name.isEmpty }
      if first == "*" {
        return name.indices.contains { match(pattern.dropFirst(), name[$0...]) }
          || match(pattern.dropFirst(), name[name.endIndex...])
      }
      return name.first == first && match(pattern.dropFirst(), name.dropFirst())
    }
    return match(Substring(pattern), name)
  }

  @Test func everyEntryNamesARepositorySchemaAndMatchesItsFiles() throws {
    let text = try #require(TestFiles.text(TestFiles.root + "/Schemas/schemastore-catalog.json"))
    let catalog = try #require(JSONValue(text: text))
    #expect(catalog["$schema"] == "https://json.schemastore.org/schema-catalog.json")
    #expect(catalog["version"] == 1)
    let entries = try #require(catalog["schemas"]?.arrayValue)
    var described: [String] = []
    for entry in entries {
      let url = try #require(entry["url"]?.stringValue)
      #expect(url.hasPrefix(Self.rawBase), "\(url)")
      let path = String(url.dropFirst(Self.rawBase.count))
      described.append(path)
      let schema = try #require(TestFiles.text(TestFiles.root + "/" + path), "\(path) is here")
      // The schema's own `$id` is that url: fetching the id gives the file.
      #expect(JSONValue(text: schema)?["$id"]?.stringValue == url, "\(path)'s $id")
      #expect(entry["name"]?.stringValue?.isEmpty == false)
      #expect(entry["description"]?.stringValue?.isEmpty == false)
      let patterns = try #require(entry["fileMatch"]?.arrayValue).compactMap(\.stringValue)
      #expect(!patterns.isEmpty)
      for (schema, files) in Self.bundled {
        #expect(!files.isEmpty)
        for file in files {
          let matched = patterns.contains { Self.matches($0, file) }
          #expect(matched == (schema == path), "\(patterns) and \(file)")
        }
      }
    }
    #expect(described.sorted() == Self.bundled.keys.sorted())
  }

  @Test func patterns() {
    #expect(Self.matches("*.header.json", "Schemas/examples/safari.header.json"))
    #expect(!Self.matches("*.header.json", "Schemas/examples/safari.events.json"))
    #expect(Self.matches(".headerspec.json", "a/.headerspec.json"))
    #expect(!Self.matches(".headerspec.json", "a/x.headerspec.json"))
  }
}
