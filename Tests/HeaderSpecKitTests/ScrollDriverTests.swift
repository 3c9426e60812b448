import GeometryChecks
import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading
import SpecAnalysis
import TestSupport
import Testing

/// The driver is `simulate`: the same records for the same events, on every example and
/// corpus spec, and layouts written into storage the caller keeps.
@Test func driverRecordsAreSimulationsOnEveryExampleAndCorpusSpec() throws {
  // Scroll gestures only: the examples' own scenarios change the environment, which the
  // header's layout here does not follow.
  let folder = TestFiles.root + "/Tests/SchemaCorpus/events/valid/"
  let eventFiles = ["square-cash-drag.events.json", "safari-fling.events.json"]
  var checked = 0
  for (path, bytes) in TestFiles.specs {
    guard let loaded = try? LoadedHeaderSpec(bytes: bytes) else { continue }
    let inset = loaded.spec.metrics.contentInsetTop
    var sessions: [(ScrollViewMetrics?, [ScrollEvent])] = [(nil, sweepEvents(inset: inset))]
    for name in eventFiles {
      let document = EventsDocument(
        bytes: try #require(TestFiles.read(folder + name)), contentInsetTop: inset)
      sessions.append((document.scrollView, try #require(document.events)))
    }
    for (scrollView, events) in sessions {
      let expected = Simulation.run(spec: loaded.spec, scrollView: scrollView, events: events)
      var driver = ScrollDriver(header: loaded.header, scrollView: scrollView)
      var layouts: [SubviewLayout] = []
      for (event, record) in zip(events, expected) {
        #expect(driver.handle(event) == record, "\(path): \(event)")
        driver.layout(into: &layouts)
        let whole = loaded.header.layout(at: record.progress)
        #expect(layouts == whole.subviews.map(\.layout), "\(path): \(event)")
        #expect(driver.layout() == whole)
        #expect(driver.height == record.height)
      }
      checked += 1
    }
  }
  #expect(checked >= 18)
}

@Test func aSnapSaysWhereTheContentGoes() throws {
  // square-cash: 200 to 65 pt (range 135, inset 200); snapping [0, 0.5] -> 0, [0.5, 1] -> 1.
  let bytes = try #require(
    TestFiles.read(TestFiles.root + "/Schemas/examples/square-cash.header.json"))
  let loaded = try LoadedHeaderSpec(bytes: bytes)
  var driver = ScrollDriver(header: loaded.header)
  driver.beginDragging(at: -200)
  let scrolled = driver.scrolled(to: -150)
  #expect(scrolled.progress == 50.0 / 135)
  #expect(scrolled.snapOffset == nil)
  let end = driver.endDragging(at: -150, velocity: 0, willDecelerate: false)
  #expect(end.snappedTo == 0)
  #expect(end.snapOffset == -200)
  #expect(driver.progress == 0)
  #expect(driver.height == 200)
  let deceleration = driver.endDragging(at: -150, velocity: 0, willDecelerate: true)
  #expect(deceleration.snapOffset == nil)
}

@Test func layoutIntoKeepsTheCallersStorage() throws {
  let bytes = try #require(
    TestFiles.read(TestFiles.root + "/Schemas/examples/large-title-avatar.header.json"))
  let loaded = try LoadedHeaderSpec(bytes: bytes)
  var driver = ScrollDriver(header: loaded.header)
  var layouts: [SubviewLayout] = []
  driver.layout(into: &layouts)
  #expect(layouts.count == loaded.spec.subviews.count)
  let storage = layouts.withUnsafeBufferPointer { $0.baseAddress }
  for offset in stride(from: -120.0, through: 200, by: 7) {
    driver.scrolled(to: offset)
    driver.layout(into: &layouts)
    #expect(layouts.withUnsafeBufferPointer { $0.baseAddress } == storage)
  }
}

/// A drag from the top down past the collapse and back, a fling each way and a deceleration:
/// every kind of event, at offsets around the spec's inset.
private func sweepEvents(inset: Double) -> [ScrollEvent] {
  var events: [ScrollEvent] = [.beginDrag(offset: -inset)]
  for step in 0...40 { events.append(.scroll(offset: -inset - 30 + Double(step) * 9)) }
  events.append(.endDrag(offset: -inset + 330, velocity: 0, decelerate: false))
  events.append(.beginDrag(offset: -inset + 200))
  for step in 0...20 { events.append(.scroll(offset: -inset + 200 - Double(step) * 11)) }
  events.append(.endDrag(offset: -inset - 20, velocity: -900, decelerate: true))
  events.append(.scroll(offset: -inset + 40))
  events.append(.endDecelerate(offset: -inset + 40))
  events.append(.beginDrag(offset: -inset + 40))
  events.append(.endDrag(offset: -inset + 90, velocity: 900, decelerate: false))
  return events
}
