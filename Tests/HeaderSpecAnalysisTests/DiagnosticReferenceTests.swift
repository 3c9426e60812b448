import SpecAnalysis
import SpecExplanations
import SpecRendering
import TestSupport
import Testing

/// Every code is documented, every documented example really reports its code, and
/// `Schemas/DIAGNOSTICS.md` is the reference generated from the same explanations.
@Suite struct DiagnosticReferenceTests {
  @Test func everyCodeHasAnExplanation() {
    let missing = DiagnosticCode.allCases.filter { $0.explanation == nil }
    #expect(missing.isEmpty, "codes without an explanation: \(missing.map(\.rawValue))")
  }

  @Test(arguments: DiagnosticCode.allCases)
  func exampleReportsItsCode(_ code: DiagnosticCode) throws {
    let explanation = try #require(code.explanation)
    let document = SpecDocument(
      bytes: explanation.exampleBytes,
      settings: AnalysisSettings(allowsComments: explanation.allowsComments))
    let reach =
      explanation.reportedByPreview
      ? PreviewReach.diagnostics(document, progress: document.settings.sampleProgress) : []
    // As `check` replays an events file: through the spec it names (here the example),
    // HS409 when it names none.
    let collapse = try explanation.simulateEvents.map { text in
      let events = EventsDocument(bytes: Array(text.utf8), contentInsetTop: 0)
      let spec = try #require(document.spec)
      let replay = try #require(EventsReplay(events: events, spec: spec))
      let unnamed =
        events.specReference == nil
        ? EventsReplay.specProblem("it names no spec", in: events).map { [$0] } : nil
      return replay.diagnostics + (unnamed ?? [])
    }
    let reported = (document.diagnostics + reach + (collapse ?? [])).map(\.code.rawValue)
    #expect(reported.contains(code.rawValue), "\(code.rawValue)'s example reports \(reported)")
  }

  @Test func exampleNotationStandsForBytes() {
    let explanation = CodeExplanation(meaning: "", example: "⟨EF BB BF⟩{⟨[×3⟩⟨x⟩", fix: "")
    #expect(explanation.exampleBytes == [0xEF, 0xBB, 0xBF] + Array("{[[[⟨x⟩".utf8))
  }

  /// The page's generated part (between the two marker lines) is `sections`. With
  /// `UPDATE_GOLDEN=1` it is rewritten and the test still fails, so a recording is never green.
  @Test func referenceSectionsAreGenerated() {
    let failure = GoldenFile.check(
      DiagnosticReference.path,
      region: (DiagnosticReference.sectionsBegin, DiagnosticReference.sectionsEnd),
      expected: DiagnosticReference.sections)
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func everySectionHasItsAnchor() {
    let markdown = DiagnosticReference.sections
    for code in DiagnosticCode.allCases {
      #expect(markdown.contains("\n## \(code.rawValue)\n"), "\(code.rawValue)")
      #expect(
        DiagnosticReference.uri(code).hasSuffix(
          "/Schemas/DIAGNOSTICS.md#\(code.rawValue.lowercased())"))
    }
  }

  @Test func suggestionsForUnknownCodes() {
    #expect(DiagnosticCode.suggestion(for: "HS3O1") == .minHeightAboveMaxHeight)
    #expect(DiagnosticCode.suggestion(for: "hs317") == .textOverlap)
    #expect(DiagnosticCode.suggestion(for: "301") == .minHeightAboveMaxHeight)
    #expect(DiagnosticCode.suggestion(for: "HS999") == .eventsSpecUnavailable)
    #expect(DiagnosticCode.suggestion(for: "banana") == nil)
  }
}
