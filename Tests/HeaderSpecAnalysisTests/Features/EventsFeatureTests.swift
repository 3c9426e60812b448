import HeaderGeometry
import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// The editor features of an events file (`LanguageService/Events`): completion by event type,
/// an element of each type, hover on the changes an app makes, and `EventsCheck`'s HS409.
@Suite struct EventsFeatureTests {
  /// A bar from 100 to 50 pt that snaps to 0 or 1 at half way; its model stage, as the server
  /// and `check` read a spec for its events.
  static let spec = SpecDocument.model(
    bytes: Array(
      """
      {"bar": {"maxHeight": 100, "minHeight": 50}, "behavior": {"kind": "squareCash",
       "snapping": [{"from": 0, "to": 0.5, "target": 0}, {"from": 0.5, "to": 1, "target": 1}]}}
      """.utf8))

  /// The labels offered at marker 1️⃣ of an events file, one line.
  func labels(_ marked: String, snippets: Bool = true) -> String {
    let fixture = MarkedText(marked)
    let events = EventsDocument(bytes: Array(fixture.text.utf8), contentInsetTop: 0)
    return completions(in: events, at: fixture.offset("1"), snippets: snippets).items
      .map(\.label).joined(separator: " ")
  }

  @Test func eachTypeOffersItsOwnKeys() {
    #expect(labels(#"{"events": [{"type": "endDrag", 1️⃣}]}"#) == "offset velocity decelerate expect")
    #expect(
      labels(#"{"events": [{"type": "environment", 1️⃣}]}"#)
        == "device orientation contentSize layoutDirection width topInset expect")
    #expect(
      labels(#"{"events": [{"type": "contentHeight", 1️⃣}]}"#)
        == "contentHeight viewportHeight expect")
    #expect(labels(#"{"events": [{"type": "setProgress", 1️⃣}]}"#) == "progress animated expect")
    #expect(labels(#"{"events": [{"type": "scrollToTop", 1️⃣}]}"#) == "expect")
    #expect(
      labels(#"{"scrollView": {"contentHeight": 2000, 1️⃣}, "events": []}"#)
        == "contentInsetTop viewportHeight")
    #expect(labels(#"{1️⃣"events": []}"#) == "$schema spec scrollView")
    #expect(
      labels(#"{"events": [{"type": "environment", "orientation": 1️⃣}]}"#)
        == #""portrait" "landscape""#)
  }

  @Test func anEventOfEachTypeInTheEventsArray() throws {
    let fixture = MarkedText(#"{"events": [1️⃣]}"#)
    let events = EventsDocument(bytes: Array(fixture.text.utf8), contentInsetTop: 0)
    let items = completions(in: events, at: fixture.offset("1"), snippets: false).items
    #expect(items.count == 8)
    let endDrag = try #require(items.first { $0.label == "endDrag" })
    #expect(
      TextEdit.apply(endDrag.edits, to: fixture.text)
        == #"{"events": [{ "type": "endDrag", "offset": 0, "velocity": 0 }]}"#)
    // Each one inserted is an event the schema accepts.
    for item in items {
      let text = TextEdit.apply(item.edits, to: fixture.text)
      #expect(EventsDocument(bytes: Array(text.utf8), contentInsetTop: 0).diagnostics == [])
    }
  }

  @Test func theHoverSaysWhatAnAppsChangeDid() throws {
    let fixture = MarkedText(
      """
      {"events": [{"type": "scroll", "offset": -70}, 1️⃣{"type": "environment", \
      "orientation": "landscape", "contentSize": "AX2"}, 2️⃣{"type": "contentHeight", \
      "contentHeight": 800}, 3️⃣{"type": "scrollToTop"}]}
      """)
    // The records are `simulate`'s: landscape and AX2 make the bar 80 to 30 pt here.
    let check = EventsCheck(
      bytes: Array(fixture.text.utf8), spec: .read(Self.spec, environmentKeys: .init()))
    #expect(check.diagnostics == [])
    func hoverText(_ marker: String) -> String? {
      hover(
        in: check.document, records: check.records, specPath: nil,
        at: fixture.offset(marker))?.markdown.components(separatedBy: "\n\n").last
    }
    #expect(
      hoverText("1")
        == "The environment changes (orientation landscape, contentSize AX2): the height goes "
        + "from 70 pt to 50 pt and the offset from -70 to -50 pt; the progress stays 0.6.")
    #expect(
      hoverText("2")
        == "The scroll view changes (content height 800 pt): the offset goes from -50 to -50 pt.")
    #expect(
      hoverText("3")
        == "The status bar is tapped: the offset goes from -50 to the top, -80 pt, and the bar "
        + "expands to 80 pt.")
  }

  @Test func noSpecNoReplay() {
    let text = #"{"spec": "gone.header.json", "events": [{"type": "scroll", "offset": 0}]}"#
    let unreadable = EventsCheck(
      bytes: Array(text.utf8), spec: .unreadable(reason: "no such file"))
    #expect(unreadable.records == nil)
    #expect(
      unreadable.diagnostics.map(\.message) == [
        "the expectations of these events are not checked: gone.header.json cannot be read: no such file"
      ])
    // Without expectations or a spec there is nothing to say.
    let plain = #"{"events": [{"type": "scroll", "offset": 0}]}"#
    #expect(EventsCheck(bytes: Array(plain.utf8), spec: .unnamed).diagnostics == [])
    let expecting = #"{"events": [{"type": "scroll", "offset": 0, "expect": {"height": 1}}]}"#
    #expect(
      EventsCheck(bytes: Array(expecting.utf8), spec: .unnamed).diagnostics.map(\.code)
        == [.eventsSpecUnavailable])
  }
}
