import JSONSyntax
import Testing

@testable import SpecAnalysis

/// Diagnostic tags: `unnecessary` on the codes whose range has no effect on the header,
/// `deprecated` on what is reported in a key whose schema says `"deprecated": true`.
@Suite struct DiagnosticTagTests {
  /// The codes that mean "this key or value has no effect", and no other.
  @Test func unnecessaryCodes() {
    let unnecessary = DiagnosticCode.allCases.filter { $0.tags.contains(.unnecessary) }
    #expect(unnecessary.map(\.rawValue) == ["HS213", "HS304", "HS330", "HS501", "HS507"])
    #expect(DiagnosticCode.allCases.allSatisfy { !$0.tags.contains(.deprecated) })
  }

  /// HS304's range is the ignored `stretchLimit` key, and the diagnostic carries the tag;
  /// HS301 beside it carries none.
  @Test func ignoredStretchLimitIsUnnecessary() throws {
    let text = #"""
      { "bar": { "maxHeight": 50, "minHeight": 80 },
        "behavior": { "kind": "fixed", "stretchLimit": 150 } }
      """#
    let document = SpecDocument(bytes: Array(text.utf8), settings: AnalysisSettings())
    #expect(
      document.diagnostics.map(\.code) == [.minHeightAboveMaxHeight, .stretchLimitWithoutElastic])
    #expect(document.diagnostics.map(\.tags) == [[], [.unnecessary]])
    let stretch = try #require(document.diagnostics.last)
    let range = text.utf8.dropFirst(stretch.range.start).prefix(stretch.range.length)
    #expect(String(decoding: range, as: UTF8.self) == #""stretchLimit""#)
  }

  /// No key of format 1 is deprecated: a schema with one shows that what is reported in it
  /// (a wrong type here) is tagged, and what is reported elsewhere is not.
  @Test func deprecatedKeyOfASchema() {
    let catalog = SchemaCatalog(
      text: #"""
        { "type": "object", "additionalProperties": false,
          "properties": {
            "old": { "type": "number", "deprecated": true },
            "new": { "type": "number" } } }
        """#)
    let tree = SyntaxTree(text: #"{ "old": "九", "new": "🙂" }"#)
    let validator = SchemaValidator(catalog: catalog, tree: tree)
    validator.validateDocument()
    #expect(validator.diagnostics.map(\.code) == [.wrongType, .wrongType])
    #expect(validator.diagnostics.map(\.tags) == [[.deprecated], []])
  }
}
