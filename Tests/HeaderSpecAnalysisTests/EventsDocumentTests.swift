import HeaderGeometry
import HeaderSpecLoading
import SpecAnalysis
import TestSupport
import Testing

/// `simulate`'s events file, checked like a spec: every problem at its place, with the codes
/// and words of spec diagnostics.
@Suite struct EventsDocumentTests {
  func check(_ marked: String, expected: String, settings: AnalysisSettings = .init()) {
    let fixture = MarkedText(marked)
    let document = EventsDocument(
      bytes: Array(fixture.text.utf8), contentInsetTop: 200, settings: settings)
    #expect(render(document.diagnostics, markers: fixture.utf8Offsets) == expected)
  }

  /// A key given twice is an error in an events file (readers disagree on which value
  /// counts); a severity override makes it the spec's warning again, the last value counting.
  @Test func aKeyGivenTwiceIsAnError() throws {
    let text = #"{ "events": [ { "type": "scroll", 1️⃣"offset": -150, 2️⃣"offset": -100 } ] }"#
    check(
      text,
      expected: """
        1️⃣ error HS116 Duplicate property offset
        2️⃣ error HS116 Duplicate property offset
        """)
    #expect(
      EventsDocument(bytes: Array(MarkedText(text).text.utf8), contentInsetTop: 200).events == nil)
    let warned = EventsDocument(
      bytes: Array(MarkedText(text).text.utf8), contentInsetTop: 200,
      settings: AnalysisSettings(severityOverrides: ["HS116": .warning]))
    #expect(warned.diagnostics.map(\.severity) == [.warning, .warning])
    #expect(try #require(warned.events) == [.scroll(offset: -100)])
  }

  @Test func everyProblemIsReportedAtItsPlace() {
    check(
      #"""
      { "events": [
        { "type": 1️⃣"scrol", "offset": -150 },
        2️⃣{ "type": "scroll", 3️⃣"ofset": -150 },
        { "type": "endDrag", "offset": -150, "decelerate": 4️⃣"no" },
        { "type": "endDecelerate", "offset": -150, "velocity": 5️⃣3 }
      ] }
      """#,
      expected: """
        1️⃣ error HS204 type must be beginDrag, scroll, endDrag, endDecelerate, environment, contentHeight, setProgress or scrollToTop, not "scrol"; did you mean scroll?
        2️⃣ error HS203 missing required key "offset" in events[1] (Content offset)
        3️⃣ error HS201 unknown key "ofset" in events[1]; did you mean offset?
        4️⃣ error HS202 decelerate must be true or false, not "no"
        5️⃣ error HS201 velocity is not allowed here; remove it
        """)
  }

  @Test func commentsAndTrailingCommasAreSyntaxErrorsUnlessAllowed() {
    let text = """
      { 1️⃣// a drag
        "events": [ { "type": "scroll", "offset": 0 }2️⃣, ] }
      """
    check(
      text,
      expected: """
        1️⃣ error HS114 Comments are not allowed in JSON
        2️⃣ error HS107 Trailing comma before ]
        """)
    check(text, expected: "", settings: AnalysisSettings(allowsComments: true))
  }

  @Test func theScrollViewDefaultsToTheSpecsInsetAndSPECsHeights() {
    let text = #"{ "scrollView": { "contentHeight": 100 }, "events": [] }"#
    let document = EventsDocument(bytes: Array(text.utf8), contentInsetTop: 96.5)
    #expect(
      document.scrollView
        == ScrollViewMetrics(
          contentInsetTop: 96.5, contentHeight: 100, viewportHeight: 667))
    #expect(document.events == [])
  }

  @Test func eventsKeepTheirOrderAndEndDragDefaults() {
    let text = #"""
      { "scrollView": { "contentInsetTop": 64, "viewportHeight": 568 },
        "events": [ { "type": "beginDrag", "offset": -64 }, { "offset": 10, "type": "scroll" },
          { "type": "endDrag", "offset": 10 }, { "type": "endDrag", "offset": 12,
            "velocity": -800, "decelerate": true }, { "type": "endDecelerate", "offset": 0 } ] }
      """#
    let document = EventsDocument(bytes: Array(text.utf8), contentInsetTop: 200)
    #expect(document.diagnostics.isEmpty)
    #expect(
      document.scrollView
        == ScrollViewMetrics(
          contentInsetTop: 64, contentHeight: 10000, viewportHeight: 568))
    #expect(
      document.events == [
        .beginDrag(offset: -64), .scroll(offset: 10),
        .endDrag(offset: 10, velocity: 0, decelerate: false),
        .endDrag(offset: 12, velocity: -800, decelerate: true), .endDecelerate(offset: 0),
      ])
  }

  @Test func anErrorLeavesNoEvents() {
    let text = #"{ "events": [ { "type": "scroll", "offset": "0" } ] }"#
    #expect(EventsDocument(bytes: Array(text.utf8), contentInsetTop: 0).events == nil)
    #expect(EventsDocument(bytes: [0xFF], contentInsetTop: 0).events == nil)
  }
}

/// The events schema and the Swift checks agree on the events corpus (`.ci/checks/schema`
/// runs the same files through check-jsonschema): valid files give no diagnostic, each invalid
/// one exactly one error, schema-level.
@Test func eventsCorpusAgreesWithTheSchema() throws {
  let root = TestFiles.root + "/Tests/SchemaCorpus/events/"
  let valid = TestFiles.list(root + "valid").filter { $0.hasSuffix(".events.json") }
  let invalid = TestFiles.list(root + "invalid").filter { $0.hasSuffix(".events.json") }
  #expect(valid.count >= 5 && invalid.count >= 15)
  for name in valid {
    let document = EventsDocument(
      bytes: try #require(TestFiles.read(root + "valid/" + name)), contentInsetTop: 0)
    #expect(document.diagnostics.isEmpty, "\(name): \(document.diagnostics.map(\.message))")
    #expect(document.events != nil)
  }
  for name in invalid {
    let document = EventsDocument(
      bytes: try #require(TestFiles.read(root + "invalid/" + name)), contentInsetTop: 0)
    let errors = document.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(name): \(errors.map(\.message))")
    #expect(errors.allSatisfy { $0.code.isSchemaLevel }, "\(name): \(errors.map(\.message))")
  }
}

/// Each bundled example has its scenario (`NAME.events.json` naming `NAME.header.json`), with
/// an expectation on every event, and it replays through its spec without a diagnostic: every
/// expectation met.
@Test func bundledScenariosMeetTheirExpectations() throws {
  let folder = TestFiles.root + "/Schemas/examples/"
  let specs = TestFiles.list(folder).filter { $0.hasSuffix(".header.json") }
  let names = TestFiles.list(folder).filter { $0.hasSuffix(".events.json") }
  #expect(specs.count == 6)
  #expect(names.map { $0.replacingOccurrences(of: ".events", with: ".header") } == specs)
  for name in names {
    let bytes = try #require(TestFiles.read(folder + name))
    let document = EventsDocument(bytes: bytes, contentInsetTop: 0)
    #expect(document.diagnostics.isEmpty, "\(name): \(document.diagnostics.map(\.message))")
    let reference = try #require(document.specReference)
    let specBytes = try #require(TestFiles.read(reference.resolved(from: folder + name)))
    let spec = try #require(SpecDocument(bytes: specBytes).spec)
    let replay = try #require(EventsReplay(events: document, spec: spec))
    #expect(replay.diagnostics.isEmpty, "\(name): \(replay.diagnostics.map(\.message))")
    #expect(document.expectations.allSatisfy { $0?.stated.count == 4 }, "\(name)")
    // A drag, a fling and both snaps, in every scenario.
    let events = try #require(document.events)
    #expect(events.contains { if case .endDrag(_, 0, false) = $0 { true } else { false } })
    #expect(events.contains { if case .endDrag(_, _, true) = $0 { true } else { false } })
    #expect(Set(replay.records.compactMap(\.snappedTo)).count == 2 || name.hasPrefix("search"))
  }
}

/// The four events an app makes are read with every key, an omitted one nil (an environment's
/// keys, the heights) or its default (`animated`).
@Test func theAppsEventsAreReadWithTheirKeys() throws {
  let path = TestFiles.root + "/Tests/SchemaCorpus/events/valid/every-app-event.events.json"
  let document = EventsDocument(bytes: try #require(TestFiles.read(path)), contentInsetTop: 200)
  #expect(document.diagnostics.isEmpty)
  let keys = EnvironmentChange(
    device: Device.preset(named: "iPhone 15"), orientation: .landscape,
    contentSize: .accessibility2, layoutDirection: .rtl, width: 800, topInset: 0)
  #expect(
    document.events == [
      .environment(keys), .environment(EnvironmentChange()),
      .contentHeight(contentHeight: 900, viewportHeight: 700),
      .contentHeight(contentHeight: nil, viewportHeight: 500),
      .setProgress(1, animated: true), .setProgress(0.25, animated: false), .scrollToTop,
    ])
  #expect(document.events?.allSatisfy { $0.offset == nil } == true)
}
