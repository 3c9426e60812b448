import HeaderGeometry
import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// Issue 45, point 5: a fix that `check --fix` and `source.fixAll` apply (`AutomaticFixes`,
/// `QuickFix.safeFixes`) never changes the header, and no fix loses a comment.
///
/// The property, over the schema corpus, the bundled examples, every diagnostic fixture and
/// two seeded families (`GeneratedSpecs` with a small matrix, `SizeInheritanceSpecs`), each also
/// with a comment around every member and element (`CommentSurvival.commented`):
///
/// * Every quick fix of every diagnostic, applied alone, keeps every comment outside its
///   edits' ranges where it was (`CommentSurvival.lost`), and of those inside them drops only
///   a removed member's or element's own (`CommentSurvival.dropped`).
/// * Each automatic fix of each diagnostic (the first the diagnostic offers that is applied
///   unattended), applied alone: when the document parses, the preview (`PreviewSamples`: the bar's height and each
///   subview's frame, alpha, visibility and transform, at the quarters and at each keyframe's
///   progress, as written and in every environment of the spec's matrix) is the same after it
///   when the fix keeps behaviour (on any document, errors or not) or when the document has no
///   error (its fixes are then all "keeps behaviour").
/// * A "repairs" fix on a document with an error is not compared: that document could not run
///   (no preview, no generated Swift), so the layout the model gives it anyway is no behaviour
///   to keep; the fix makes it run as its diagnostic says.
/// * `AutomaticFixes` itself (every round) on a document without an error: the same preview.
@Suite struct AutomaticFixSafetyTests {
  /// One input: a name for the failure message, its bytes and the settings to check it with.
  struct Input {
    var name: String
    var bytes: [UInt8]
    var settings: AnalysisSettings
  }

  /// What a run of the property checked, so that a test can say it checked something.
  struct Tally {
    var keepsBehavior = 0
    var repairsCompared = 0
    var withComments = 0
    var automaticRuns = 0
  }

  /// A few environments for specs without `supports`: a narrow and a wide device, both
  /// orientations and directions.
  static let smallMatrix = EnvironmentMatrix(
    devices: [Device.presets.first!, Device.presets.last!], orientations: [.portrait, .landscape],
    layoutDirections: [.ltr, .rtl])

  static func corpus() -> [Input] {
    var inputs: [Input] = []
    for folder in ["valid", "invalid", "beyond-schema"] {
      let path = TestFiles.root + "/Tests/SchemaCorpus/" + folder
      for name in TestFiles.list(path) where name.hasSuffix(".json") {
        let bytes = TestFiles.read(path + "/" + name) ?? []
        inputs.append(Input(name: "\(folder)/\(name)", bytes: bytes, settings: .init()))
      }
    }
    let examples = TestFiles.root + "/Schemas/examples"
    for name in TestFiles.list(examples) where name.hasSuffix(".header.json") {
      let bytes = TestFiles.read(examples + "/" + name) ?? []
      inputs.append(Input(name: "examples/\(name)", bytes: bytes, settings: .init()))
    }
    return inputs
  }

  static func fixtures() -> [Input] {
    allFixtures.map {
      Input(
        name: "fixture \($0.name)", bytes: fixtureBytes(MarkedText($0.text).text),
        settings: $0.settings)
    }
  }

  static func generated(_ seeds: ClosedRange<UInt64>) -> [Input] {
    seeds.flatMap { seed in
      [
        Input(
          name: "generated \(seed)",
          bytes: Array(GeneratedSpecs.text(seed: seed, everyEnvironment: false).utf8),
          settings: AnalysisSettings(supports: smallMatrix)),
        Input(
          name: "size inheritance \(seed)",
          bytes: Array(SizeInheritanceSpecs.text(seed: seed).utf8),
          settings: AnalysisSettings(supports: smallMatrix)),
      ]
    }
  }

  /// `inputs` and, for each that parses, its commented twin (comments allowed).
  static func withCommentedTwins(_ inputs: [Input]) -> [Input] {
    inputs.flatMap { input -> [Input] in
      guard let commented = CommentSurvival.commented(input.bytes) else { return [input] }
      var settings = input.settings
      settings.allowsComments = true
      return [
        input, Input(name: input.name + " (commented)", bytes: commented, settings: settings),
      ]
    }
  }

  /// Checks the property on `input`, adding what it compared to `tally`.
  static func check(_ input: Input, _ tally: inout Tally) {
    let document = SpecDocument(bytes: input.bytes, settings: input.settings)
    let hasError = document.diagnostics.contains { $0.severity == .error }
    let environments = PreviewSamples.environments(of: document)
    let progresses = document.spec.map(PreviewSamples.progresses) ?? []
    let before = document.spec.map {
      PreviewSamples($0, environments: environments, progresses: progresses)
    }
    func preview(of bytes: [UInt8]) -> PreviewSamples? {
      SpecDocument.model(bytes: bytes, settings: input.settings).spec.map {
        PreviewSamples($0, environments: environments, progresses: progresses)
      }
    }
    var checked = Set<[TextEdit]>()
    for diagnostic in document.diagnostics {
      let fixes = QuickFix.fixes(for: diagnostic, in: document)
      for fix in fixes where document.syntax.hasComments {
        let after = TextEdit.apply(fix.edits, to: input.bytes)
        let lost = CommentSurvival.lost(in: document.syntax, edits: fix.edits, result: after)
        #expect(lost.isEmpty, "\(input.name): \(fix.title) loses \(lost)")
        let dropped = CommentSurvival.dropped(in: document.syntax, edits: fix.edits, result: after)
        #expect(dropped.isEmpty, "\(input.name): \(fix.title) drops \(dropped)")
        tally.withComments += 1
      }
      guard
        let fix = fixes.first(where: \.isSafeForAutoFix), checked.insert(fix.edits).inserted,
        !document.syntax.hasErrors, fix.kind == .keepsBehavior || !hasError, let before
      else { continue }
      let after = TextEdit.apply(fix.edits, to: input.bytes)
      let what = "\(input.name): \(diagnostic.code.rawValue) \(fix.title) (\(fix.kind.rawValue))"
      if fix.kind == .keepsBehavior { tally.keepsBehavior += 1 } else { tally.repairsCompared += 1 }
      let difference = preview(of: after).map(before.difference) ?? "no spec after the fix"
      #expect(difference == nil, "\(what) changes the preview: \(difference ?? "")")
    }
    guard !hasError, !checked.isEmpty, let before else { return }
    tally.automaticRuns += 1
    let automatic = AutomaticFixes(fixing: document)
    let difference = preview(of: automatic.bytes).map(before.difference) ?? "no spec after"
    #expect(
      difference == nil, "\(input.name): check --fix changes the preview: \(difference ?? "")")
  }

  @Test func theCorpusAndTheExamples() {
    var tally = Tally()
    for input in Self.withCommentedTwins(Self.corpus()) { Self.check(input, &tally) }
    #expect(tally.keepsBehavior > 0 && tally.withComments > 0, "\(tally)")
  }

  @Test func everyDiagnosticFixture() {
    var tally = Tally()
    for input in Self.withCommentedTwins(Self.fixtures()) { Self.check(input, &tally) }
    #expect(tally.keepsBehavior >= 10, "\(tally)")
    #expect(tally.withComments >= 10, "\(tally)")
    #expect(tally.automaticRuns > 0, "\(tally)")
  }

  @Test func seededSpecs() {
    var tally = Tally()
    for input in Self.withCommentedTwins(Self.generated(1...30)) { Self.check(input, &tally) }
    #expect(tally.keepsBehavior >= 10, "\(tally)")
  }

  /// The checks can fail: a result that lost a comment no edit covers is reported, and one
  /// the edits replace is not; a comment that a removal takes and that is not the removed
  /// member's is reported; a preview with a subview 1 pt wider differs.
  @Test func theChecksNoticeALostCommentAndAMovedView() throws {
    let text = #"{ "a": 1, /* kept */ "b": 2 // gone\#n}"#
    let tree = SyntaxTree(text: text, options: .jsonc)
    let removeA = TextEdit(range: ByteRange(start: 2, end: 10), newText: "")
    let good = TextEdit.apply([removeA], to: Array(text.utf8))
    #expect(CommentSurvival.lost(in: tree, edits: [removeA], result: good).isEmpty)
    let bad = Array(String(decoding: good, as: UTF8.self).replacing("// gone", with: "").utf8)
    #expect(CommentSurvival.lost(in: tree, edits: [removeA], result: bad) == ["// gone"])
    let wide = TextEdit(range: ByteRange(start: 2, end: text.utf8.count - 2), newText: "")
    let emptied = TextEdit.apply([wide], to: Array(text.utf8))
    #expect(CommentSurvival.lost(in: tree, edits: [wide], result: emptied).isEmpty)
    #expect(CommentSurvival.dropped(in: tree, edits: [wide], result: emptied).isEmpty)
    // Removing "b" from before the comma takes a's comment, which is not b's own.
    let inline = #"{ "a": 1 /* of a */, "b": 2 }"#
    let inlineTree = SyntaxTree(text: inline, options: .jsonc)
    for (start, dropped) in [(8, ["/* of a */"]), (19, [])] {
      let edit = TextEdit(range: ByteRange(start: start, end: 27), newText: "")
      let result = TextEdit.apply([edit], to: Array(inline.utf8))
      #expect(CommentSurvival.dropped(in: inlineTree, edits: [edit], result: result) == dropped)
    }

    func samples(width: Int) throws -> PreviewSamples {
      let document = SpecDocument(
        text: spec(
          subviews:
            #"{ "id": "a", "keyframes": [ { "progress": 0, "frame": [0, 0, \#(width), 10] } ] }"#),
        settings: AnalysisSettings(supports: Self.smallMatrix))
      let environments = PreviewSamples.environments(of: document)
      #expect(environments.count == 9)
      return PreviewSamples(
        try #require(document.spec), environments: environments, progresses: [0, 1])
    }
    #expect(try samples(width: 10).difference(from: samples(width: 10)) == nil)
    #expect(try samples(width: 10).difference(from: samples(width: 11)) != nil)
  }
}
