import HeaderGeometry
import TestSupport
import Testing

@testable import HeaderSpecLoading

/// A matrix checks each environment that adapts the spec differently once: content sizes do
/// not change a spec without text styles, so 2 devices x 12 sizes x 2 directions cost 4
/// checks, and with a text style every size is its own.
@Suite struct EnvironmentCheckCacheTests {
  static func spec(font: String) throws -> HeaderSpec {
    try #require(
      SpecDocument(
        text: """
          { "version": 1, "bar": { "maxHeight": 100, "minHeight": 44 },
            "behavior": { "kind": "squareCash" },
            "supports": { "devices": ["iPhone SE 3rd generation", "iPhone 15"],
              "contentSizes": ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3",
                "AX4", "AX5"], "layoutDirections": ["ltr", "rtl"] },
            "subviews": [ { "id": "title", "kind": "label", "text": "Title", "font": \(font),
              "keyframes": [ { "progress": 0, "frame": [16, 40, 200, 30] } ] } ] }
          """
      ).spec)
  }

  /// The number of checks the cache runs over the spec's matrix.
  static func checks(_ spec: HeaderSpec) -> Int {
    var cache = EnvironmentCheckCache(spec: spec)
    var count = 0
    for (_, environment) in spec.supports.environments {
      _ = cache.diagnostics(in: environment) { _ in
        count += 1
        return []
      }
    }
    return count
  }

  @Test func contentSizesThatChangeNothingAreCheckedOnce() throws {
    let spec = try Self.spec(font: #"{ "size": 17 }"#)
    #expect(spec.supports.environments.count == 48)
    #expect(Self.checks(spec) == 4)
  }

  @Test func aTextStyleMakesEverySizeItsOwn() throws {
    #expect(Self.checks(try Self.spec(font: #"{ "textStyle": "body" }"#)) == 48)
  }

  /// The diagnostics are those of each environment: the label's 200 pt frame at AX5 is too
  /// narrow for its text only where the text style makes it so.
  @Test func theDiagnosticsAreEachEnvironments() throws {
    let narrow = { (font: String) in
      SpecDocument(
        text: """
          { "version": 1, "bar": { "maxHeight": 100, "minHeight": 44 },
            "behavior": { "kind": "squareCash" },
            "supports": { "devices": ["iPhone 15"], "contentSizes": ["L", "AX5"] },
            "subviews": [ { "id": "title", "kind": "label", "text": "A long title here",
              "font": \(font), "keyframes": [ { "progress": 0, "frame": [16, 40, 200, 30] } ] } ] }
          """
      ).diagnostics.filter { $0.code == .textDoesNotFit }.map(\.message)
    }
    #expect(narrow(#"{ "size": 17 }"#).isEmpty)
    let styled = narrow(#"{ "textStyle": "body" }"#)
    #expect(styled.count == 1)
    #expect(styled.first?.hasPrefix("at AX5: ") == true, "\(styled)")
  }

  /// Every bundled example and valid corpus spec, and a spec with a text style.
  static let specs: [String] = {
    let examples = TestFiles.root + "/Schemas/examples"
    let corpus = TestFiles.root + "/Tests/SchemaCorpus/valid"
    return TestFiles.list(examples).filter { $0.hasSuffix(".header.json") }.map {
      examples + "/" + $0
    } + TestFiles.list(corpus).filter { $0.hasSuffix(".json") }.map { corpus + "/" + $0 }
  }()

  /// Every preset in both orientations, at every content size, in both directions.
  static let everyEnvironment = EnvironmentMatrix(
    devices: Device.presets, orientations: Orientation.allCases,
    contentSizes: ContentSizeCategory.allCases, layoutDirections: LayoutDirection.allCases)

  /// The cache's premise: what `relevantEnvironment` leaves out, `adapted(to:)` does not read.
  @Test(arguments: specs) func theRelevantPartAdaptsTheSpecAlike(_ path: String) throws {
    let bytes = try #require(TestFiles.read(path))
    let spec = try #require(SpecDocument(bytes: bytes).spec)
    for (_, environment) in Self.everyEnvironment.environments {
      #expect(
        spec.adapted(to: spec.relevantEnvironment(environment)) == spec.adapted(to: environment),
        "\(path) \(environment)")
    }
  }

  /// The merged diagnostics with the cache are those of a check in every environment, for
  /// the examples and for a spec whose text style makes every content size its own.
  @Test(arguments: Array(specs.prefix(6))) func theCacheChangesNoDiagnostic(_ path: String)
    throws
  {
    let bytes = try #require(TestFiles.read(path))
    try Self.expectTheCacheChangesNothing(SpecDocument(bytes: bytes), path)
  }

  @Test func theCacheChangesNoDiagnosticOfTextStyles() throws {
    let text = """
      { "version": 1, "bar": { "maxHeight": 100, "minHeight": 44 },
        "behavior": { "kind": "squareCash" },
        "subviews": [ { "id": "title", "kind": "label", "text": "A long title here",
          "font": { "textStyle": "body" },
          "keyframes": [ { "progress": 0, "frame": [16, 4, 120, 30] } ] } ] }
      """
    try Self.expectTheCacheChangesNothing(SpecDocument(text: text), "text style")
  }

  static func expectTheCacheChangesNothing(_ document: SpecDocument, _ label: String) throws {
    let spec = try #require(document.spec)
    let check = { (environment: Environment) in
      SpecDocument.geometryDiagnostics(
        tree: document.syntax, map: document.sourceMap,
        resolved: ResolvedHeader(spec.adapted(to: environment)), environment: environment)
    }
    var cache = EnvironmentCheckCache(spec: spec)
    let cached = MatrixAnalysis.diagnostics(matrix: everyEnvironment, reference: []) {
      cache.diagnostics(in: $0, check: check)
    }
    let full = MatrixAnalysis.diagnostics(matrix: everyEnvironment, reference: [], run: check)
    #expect(cached == full, "\(label)")
    #expect(!full.isEmpty || label != "text style")
  }
}
