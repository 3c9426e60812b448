import HeaderGeometry
import TestSupport
import Testing

@testable import SpecAnalysis

/// The layout checks' diagnostics numbered across a matrix (`LayoutDiagnostics`): a problem
/// worded from its own fields is worded once, whatever check finds it again.
@Suite struct LayoutDiagnosticsTests {
  /// A label past the bar's top and in the side insets in landscape, everywhere the same.
  static let document = SpecDocument(
    text: """
      { "version": 1, "bar": { "maxHeight": 100, "minHeight": 44 },
        "behavior": { "kind": "squareCash" },
        "subviews": [ { "id": "title", "kind": "label", "text": "Title",
          "keyframes": [ { "progress": 0, "frame": [10, 10, 100, 20] },
            { "progress": 1, "frame": [10, 4, 80, 16] } ] } ] }
      """)

  /// The check `SpecDocument.matrixDiagnostics` makes in `environment`: its problems and its
  /// diagnostics worded whole.
  static func check(_ spec: HeaderSpec, in environment: Environment)
    -> (problems: [GeometryProblem], wording: GeometryDiagnostics, whole: [Diagnostic])
  {
    let resolved = ResolvedHeader(spec.adapted(to: environment))
    let problems = resolved.problems + resolved.environmentProblems(in: environment)
    let wording = GeometryDiagnostics(
      tree: document.syntax, map: document.sourceMap, resolved: resolved)
    var whole = wording
    return (problems, wording, whole.diagnostics(in: environment))
  }

  @Test func aProblemFoundAgainIsNotWordedAgain() throws {
    let spec = try #require(Self.document.spec)
    var numbered = LayoutDiagnostics()
    let landscape = Device.presets[7].environment(orientation: .landscape)
    var mirrored = landscape
    mirrored.layoutDirection = .rtl
    var (problems, wording, whole) = Self.check(spec, in: landscape)
    #expect(problems.contains { if case .outsideBar = $0 { true } else { false } })
    #expect(problems.contains { if case .outsideSafeArea = $0 { true } else { false } })
    let first = numbered.diagnostics(of: problems, wording: &wording, in: landscape)
    #expect(first.new == whole)
    #expect(first.numbers == Array(whole.indices))
    // Another device's landscape with the same insets: the same problems, none new.
    let again = numbered.diagnostics(of: problems, wording: &wording, in: landscape)
    #expect(again.numbers == first.numbers)
    #expect(again.new.isEmpty)
    // The mirrored layout: its problems are numbered as its whole check words them.
    (problems, wording, whole) = Self.check(spec, in: mirrored)
    let rtl = numbered.diagnostics(of: problems, wording: &wording, in: mirrored)
    let known = first.new + rtl.new
    #expect(rtl.numbers.map { known[$0] } == whole)
  }

  /// The premise: `outsideBar`, `outsideSafeArea` and `titleOverlapsButton` are worded alike
  /// by any check, so the words of the first check that finds one hold for every other: in
  /// every environment, the words of its own check (its adapted spec, its direction) are those
  /// of the spec as written, left to right.
  @Test(arguments: EnvironmentCheckCacheTests.specs)
  func problemsWordedFromTheirFieldsReadNoEnvironment(_ path: String) throws {
    let bytes = try #require(TestFiles.read(path))
    let document = SpecDocument(bytes: bytes)
    let spec = try #require(document.spec)
    var asWritten = GeometryDiagnostics(
      tree: document.syntax, map: document.sourceMap, resolved: ResolvedHeader(spec))
    let reference = Device.presets[0].environment(orientation: .portrait)
    for (_, environment) in EnvironmentCheckCacheTests.everyEnvironment.environments {
      let resolved = ResolvedHeader(spec.adapted(to: environment))
      var own = GeometryDiagnostics(
        tree: document.syntax, map: document.sourceMap, resolved: resolved)
      for problem in resolved.problems + resolved.environmentProblems(in: environment) {
        switch problem {
        case .outsideBar, .outsideSafeArea, .titleOverlapsButton:
          #expect(
            own.diagnostics(of: problem, in: environment)
              == asWritten.diagnostics(of: problem, in: reference), "\(path) \(environment)")
        default: continue
        }
      }
    }
  }
}
