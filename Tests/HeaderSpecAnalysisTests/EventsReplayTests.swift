import HeaderGeometry
import HeaderSpecLoading
import SpecAnalysis
import TestSupport
import Testing

/// An events file replayed through a spec (`EventsReplay`), against values computed by hand: a
/// `squareCash` bar from 100 to 64 pt without snapping, so from the top (offset -100) each
/// point scrolled collapses it by 1/36 and the height is `100 - 36 * progress`.
@Suite struct EventsReplayTests {
  let spec: HeaderSpec = {
    let text = """
      { "bar": { "maxHeight": 100, "minHeight": 64 },
        "behavior": { "kind": "squareCash", "snappingEnabled": false }, "subviews": [] }
      """
    return SpecDocument(text: text).spec!
  }()

  func replay(_ marked: String) throws -> (EventsReplay, MarkedText) {
    let fixture = MarkedText(marked)
    let events = EventsDocument(bytes: Array(fixture.text.utf8), contentInsetTop: 0)
    return (try #require(EventsReplay(events: events, spec: spec)), fixture)
  }

  @Test func metExpectationsReportNothing() throws {
    let (replay, _) = try replay(
      #"""
      { "events": [
        { "type": "beginDrag", "offset": -100, "expect": { "progress": 0, "height": 100 } },
        { "type": "scroll", "offset": -82,
          "expect": { "progress": 0.5, "height": 82, "offset": -82, "snappedTo": null } }
      ] }
      """#)
    #expect(replay.diagnostics.isEmpty)
    #expect(replay.records.map(\.progress) == [0, 0.5])
  }

  /// Each field that differs is reported at its value, naming the field, the expected and the
  /// actual value; the others are not.
  @Test func eachUnmetFieldIsReportedAtItsValue() throws {
    let (replay, fixture) = try replay(
      #"""
      { "events": [
        { "type": "beginDrag", "offset": -100 },
        { "type": "scroll", "offset": -82, "expect": {
          "progress": 1️⃣0.25, "height": 2️⃣80, "offset": -82, "snappedTo": 3️⃣1 } },
        { "type": "setProgress", "progress": 1, "expect": { "snappedTo": 4️⃣0.5 } }
      ] }
      """#)
    #expect(
      render(replay.diagnostics, markers: fixture.utf8Offsets) == """
        1️⃣ error HS408 progress is 0.5, not the expected 0.25
        2️⃣ error HS408 height is 82, not the expected 80
        3️⃣ error HS408 snappedTo is null (no snap), not the expected 1
        4️⃣ error HS408 snappedTo is null (no snap), not the expected 0.5
        """)
  }

  @Test func toleranceWidensTheComparison() throws {
    let (replay, fixture) = try replay(
      #"""
      { "events": [
        { "type": "beginDrag", "offset": -100 },
        { "type": "scroll", "offset": -82, "expect": { "height": 82.004, "tolerance": 0.01 } },
        { "type": "scroll", "offset": -82, "expect": { "height": 1️⃣82.1, "tolerance": 0.01 } }
      ] }
      """#)
    #expect(
      render(replay.diagnostics, markers: fixture.utf8Offsets) == """
        1️⃣ error HS408 height is 82, not the expected 82.1 (tolerance 0.01)
        """)
  }

  /// A snap that must not happen (`null`) is unmet by one that does; the severity is the
  /// settings'.
  @Test func anUnexpectedSnapIsReported() throws {
    let fixture = MarkedText(
      #"""
      { "events": [ { "type": "beginDrag", "offset": -100 }, { "type": "scroll", "offset": -70 },
        { "type": "endDrag", "offset": -70, "expect": { "snappedTo": 1️⃣null } } ] }
      """#)
    let snapping = SpecDocument(
      text: """
        { "bar": { "maxHeight": 100, "minHeight": 64 },
          "behavior": { "kind": "squareCash", "snapping": [
            { "target": 0, "from": 0, "to": 0.5 }, { "target": 1, "from": 0.5, "to": 1 } ] },
          "subviews": [] }
        """
    ).spec!
    let events = EventsDocument(bytes: Array(fixture.text.utf8), contentInsetTop: 0)
    let replay = try #require(
      EventsReplay(
        events: events, spec: snapping,
        settings: AnalysisSettings(severityOverrides: ["HS408": .warning])))
    // Released at 30 of 36 points, past half: the bar snaps collapsed.
    #expect(replay.records.last?.snappedTo == 1)
    #expect(
      render(replay.diagnostics, markers: fixture.utf8Offsets) == """
        1️⃣ warning HS408 snappedTo is 1, not the expected null (no snap)
        """)
  }

  /// HS409 goes to the `spec` value, or to the first `expect` when the file names no spec;
  /// a file with neither has nothing to report.
  @Test func aMissingSpecIsReportedWhereItMatters() throws {
    let named = MarkedText(#"{ "spec": 1️⃣"gone.header.json", "events": [] }"#)
    let unnamed = MarkedText(
      #"{ "events": [ { "type": "scroll", "offset": 0, 1️⃣"expect": { "height": 1 } } ] }"#)
    for fixture in [named, unnamed] {
      let events = EventsDocument(bytes: Array(fixture.text.utf8), contentInsetTop: 0)
      let problem = try #require(EventsReplay.specProblem("no such file", in: events))
      #expect(problem.code == .eventsSpecUnavailable)
      #expect(problem.range.start == fixture.offset("1"))
      #expect(problem.message == "the expectations of these events are not checked: no such file")
    }
    let plain = EventsDocument(
      bytes: Array(#"{ "events": [ { "type": "scroll", "offset": 0 } ] }"#.utf8),
      contentInsetTop: 0)
    #expect(EventsReplay.specProblem("none", in: plain) == nil)
  }

  @Test func theSpecPathIsRelativeToTheEventsFile() {
    let reference = EventsSpecReference(path: "a.header.json", range: .init(start: 0, end: 0))
    #expect(reference.resolved(from: "x/y/s.events.json") == "x/y/a.header.json")
    #expect(reference.resolved(from: "s.events.json") == "a.header.json")
    let absolute = EventsSpecReference(path: "/p/a.header.json", range: .init(start: 0, end: 0))
    #expect(absolute.resolved(from: "x/s.events.json") == "/p/a.header.json")
  }
}
