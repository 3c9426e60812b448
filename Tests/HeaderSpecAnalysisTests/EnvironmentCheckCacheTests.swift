import GeometryChecks
import HeaderGeometry
import TestSupport
import Testing

@testable import SpecAnalysis

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

  /// The number of checks the cache runs over the spec's matrix (of `matrix`, when given).
  /// Each is numbered from the layout of the environment's layout part.
  static func checks(_ spec: HeaderSpec, matrix: EnvironmentMatrix? = nil) -> Int {
    let matrix = matrix ?? spec.supports
    var cache = EnvironmentCheckCache(spec: spec, matrix: matrix)
    var count = 0
    for member in matrix.environments.indices {
      let expected = spec.layoutEnvironment(matrix.environments[member].environment)
      _ = cache.check(member: member) { resolved, environment in
        count += 1
        #expect(environment == expected)
        #expect(resolved.spec == spec.adapted(to: expected))
        return EnvironmentCheckCache.LayoutCheck(findings: [], textFrames: [])
      }
    }
    return count
  }

  /// The distinct layout environments of `matrix`: the checks the cache should make.
  static func distinctLayouts(_ spec: HeaderSpec, matrix: EnvironmentMatrix) -> Int {
    Set(matrix.environments.map { spec.layoutEnvironment($0.environment) }).count
  }

  @Test func contentSizesThatChangeNothingAreCheckedOnce() throws {
    let spec = try Self.spec(font: #"{ "size": 17 }"#)
    #expect(spec.supports.environments.count == 48)
    #expect(Self.checks(spec) == 4)
  }

  /// A text style changes only the text-fit check when the label's frame is given, and the
  /// whole layout when its size comes from its text.
  @Test func aTextStyleMakesEverySizeItsOwnOnlyWhenTheLayoutReadsIt() throws {
    #expect(Self.checks(try Self.spec(font: #"{ "textStyle": "body" }"#)) == 4)
    let sized = try #require(
      SpecDocument(
        text: """
          { "version": 1, "bar": { "maxHeight": 100, "minHeight": 44 },
            "behavior": { "kind": "squareCash" },
            "supports": { "devices": ["iPhone 15"], "contentSizes": ["L", "AX5"] },
            "subviews": [ { "id": "title", "kind": "label", "text": "Title",
              "font": { "textStyle": "body" },
              "keyframes": [ { "progress": 0, "center": [100, 40] } ] } ] }
          """
      ).spec)
    #expect(sized.layoutReadsContentSize)
    #expect(Self.checks(sized) == 2)
  }

  /// The diagnostics are those of each environment: the label's 200 x 30 pt frame at AX5 is too
  /// narrow and too short for its text (53 pt: 530 pt wide, a 63 pt line) only where the text
  /// style makes it so.
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
    #expect(styled.count == 2)
    #expect(styled.allSatisfy { $0.hasPrefix("at AX5: ") }, "\(styled)")
  }

  /// Every bundled example and valid corpus spec, and a spec with a text style.
  static let specs: [String] = {
    let examples = TestFiles.root + "/Schemas/examples"
    let corpus = TestFiles.root + "/Tests/SchemaCorpus/valid"
    return TestFiles.list(examples).filter { $0.hasSuffix(".header.json") }.map {
      examples + "/" + $0
    } + TestFiles.list(corpus).filter { $0.hasSuffix(".json") }.map { corpus + "/" + $0 }
  }()

  static let everyEnvironment = EnvironmentFinitenessTests.everyEnvironment

  /// The cache's premise: what `layoutEnvironment` leaves out changes no problem but text-fit
  /// ones, and not the labels' text frames.
  @Test(arguments: specs) func theLayoutPartLaysTheSpecOutAlike(_ path: String) throws {
    let bytes = try #require(TestFiles.read(path))
    let spec = try #require(SpecDocument(bytes: bytes).spec)
    for (_, environment) in Self.everyEnvironment.environments {
      let layout = spec.layoutEnvironment(environment)
      let header = ResolvedHeader(spec.adapted(to: environment))
      let laidOut = ResolvedHeader(spec.adapted(to: layout))
      #expect(laidOut.problems == header.problems, "\(path) \(environment)")
      var frames: [TextFrame]? = []
      var layoutFrames: [TextFrame]? = []
      #expect(
        header.environmentProblems(in: environment, textFrames: &frames)
          == laidOut.environmentProblems(in: layout, textFrames: &layoutFrames),
        "\(path) \(environment)")
      #expect(frames == layoutFrames, "\(path) \(environment)")
    }
  }

  /// One check per distinct layout environment, no more, on every environment, for the
  /// examples (text styles or not, a large title whose layout reads the content size).
  @Test(arguments: Array(specs.prefix(6))) func oneCheckPerLayoutEnvironment(_ path: String)
    throws
  {
    let bytes = try #require(TestFiles.read(path))
    let spec = try #require(SpecDocument(bytes: bytes).spec)
    let count = Self.checks(spec, matrix: Self.everyEnvironment)
    #expect(count == Self.distinctLayouts(spec, matrix: Self.everyEnvironment), "\(path)")
    #expect(count > 1, "\(path)")
  }

  /// The merged diagnostics of a matrix are those of a whole check in every environment, for
  /// the examples and for specs whose text style makes every content size its own (a frame
  /// given, and a size from the text).
  @Test(arguments: Array(specs.prefix(6))) func theMatrixChangesNoDiagnostic(_ path: String)
    throws
  {
    let bytes = try #require(TestFiles.read(path))
    try Self.expectTheMatrixChangesNothing(SpecDocument(bytes: bytes), path)
  }

  @Test(arguments: [#""frame": [16, 4, 120, 30]"#, #""center": [60, 30]"#])
  func theMatrixChangesNoDiagnosticOfTextStyles(_ geometry: String) throws {
    let text = """
      { "version": 1, "bar": { "maxHeight": 100, "minHeight": 44 },
        "behavior": { "kind": "squareCash" },
        "subviews": [ { "id": "title", "kind": "label", "text": "A long title here",
          "font": { "textStyle": "body" }, "keyframes": [ { "progress": 0, \(geometry) },
            { "progress": 1, "size": [60, 20] } ] } ] }
      """
    let found = try Self.expectTheMatrixChangesNothing(SpecDocument(text: text), geometry)
    #expect(found.contains { $0.code == .textDoesNotFit }, "\(found)")
  }

  @discardableResult
  static func expectTheMatrixChangesNothing(_ document: SpecDocument, _ label: String) throws
    -> [Diagnostic]
  {
    let spec = try #require(document.spec)
    let matrix = SpecDocument.matrixDiagnostics(
      reference: ResolvedHeader(spec), matrix: everyEnvironment, tree: document.syntax,
      map: document.sourceMap)
    // Each environment checked whole: its own layout and text fit, no cache.
    let reference = ResolvedHeader(spec)
    var own = GeometryDiagnostics(
      tree: document.syntax, map: document.sourceMap, resolved: reference)
    let full = MatrixAnalysis.diagnostics(
      matrix: everyEnvironment, reference: own.findings(of: reference.problems, in: nil)
    ) { member in
      let environment = everyEnvironment.environments[member].environment
      let resolved = ResolvedHeader(spec.adapted(to: environment))
      var frames: [TextFrame]? = nil
      var wording = GeometryDiagnostics(
        tree: document.syntax, map: document.sourceMap, resolved: resolved)
      return wording.findings(
        of: resolved.problems + resolved.environmentProblems(in: environment, textFrames: &frames),
        in: environment)
    }
    #expect(matrix.sorted(by: Self.order) == full.sorted(by: Self.order), "\(label)")
    return full
  }

  /// The collector's order (`DiagnosticCollector`), then the message.
  static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    (a.range.start, a.code, a.range.end, a.message) < (
      b.range.start, b.code, b.range.end, b.message
    )
  }
}
