import GeometryChecks
import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading
import SpecAnalysis
import TestSupport
import Testing

/// SwiftUI's readings become UIKit's delegate events: the tracker's events, run through a
/// driver, give the records the same gesture gives from UIKit's callbacks.

/// square-cash: 200 to 65 pt, inset 200; snapping [0, 0.5] -> 0, [0.5, 1] -> 1.
private func squareCash() throws -> ResolvedHeader {
  let bytes = try #require(
    TestFiles.read(TestFiles.root + "/Schemas/examples/square-cash.header.json"))
  return try LoadedHeaderSpec(bytes: bytes).header
}

/// Sends the tracker's events to a driver, keeping them.
private struct Recorder {
  var driver: ScrollDriver
  var events: [ScrollEvent] = []

  mutating func handle(_ event: ScrollEvent) -> ScrollRecord {
    events.append(event)
    return driver.handle(event)
  }
}

@Test func iOS18PhasesBeginTheDragAndTheTargetEndsItWithTheSnap() throws {
  var recorder = Recorder(driver: ScrollDriver(header: try squareCash()))
  var tracker = ScrollGeometryTracker(readsPhases: true)
  tracker.offsetChanged(to: -200) { recorder.handle($0) }
  #expect(tracker.phaseChanged(to: .tracking) { recorder.handle($0) } == nil)
  tracker.phaseChanged(to: .interacting) { recorder.handle($0) }
  #expect(tracker.state == .dragging)
  tracker.offsetChanged(to: -170) { recorder.handle($0) }
  tracker.offsetChanged(to: -150) { recorder.handle($0) }
  tracker.offsetChanged(to: -150) { recorder.handle($0) }  // the same reading again: nothing
  let snap = tracker.dragEnds(velocity: 120, proposedOffset: -120) { recorder.handle($0) }
  #expect(snap == -200)
  #expect(tracker.state == .settling(target: -200))
  tracker.phaseChanged(to: .decelerating) { recorder.handle($0) }
  tracker.offsetChanged(to: -180) { recorder.handle($0) }
  tracker.phaseChanged(to: .idle) { recorder.handle($0) }
  #expect(tracker.state == .idle)

  let uikit: [ScrollEvent] = [
    .scroll(offset: -200), .beginDrag(offset: -200), .scroll(offset: -170),
    .scroll(offset: -150), .endDrag(offset: -150, velocity: 120, decelerate: false),
    .scroll(offset: -180),
  ]
  #expect(recorder.events == uikit)
  var driver = ScrollDriver(header: try squareCash())
  let records = uikit.map { driver.handle($0) }
  #expect(recorder.driver.progress == records.last?.progress)
  #expect(records[4].snappedTo == 0)
}

@Test func iOS17TheFirstMoveBeginsTheDragAndSettlingIsNoNewDrag() throws {
  var recorder = Recorder(driver: ScrollDriver(header: try squareCash()))
  var tracker = ScrollGeometryTracker(readsPhases: false)
  tracker.offsetChanged(to: -200) { recorder.handle($0) }
  #expect(tracker.state == .idle)
  tracker.offsetChanged(to: -190) { recorder.handle($0) }
  #expect(tracker.state == .dragging)
  tracker.offsetChanged(to: -110) { recorder.handle($0) }
  // Past half the range (90 of 135): it snaps shut, to -200 + 135.
  let snap = tracker.dragEnds(velocity: 0, proposedOffset: -110) { recorder.handle($0) }
  #expect(snap == -65)
  tracker.offsetChanged(to: -90) { recorder.handle($0) }
  #expect(tracker.state == .settling(target: -65))
  tracker.offsetChanged(to: -65.2) { recorder.handle($0) }
  #expect(tracker.state == .idle)
  tracker.offsetChanged(to: -60) { recorder.handle($0) }  // a new drag
  #expect(
    recorder.events == [
      .scroll(offset: -200), .beginDrag(offset: -200), .scroll(offset: -190),
      .scroll(offset: -110), .endDrag(offset: -110, velocity: 0, decelerate: false),
      .scroll(offset: -90), .scroll(offset: -65.2), .beginDrag(offset: -65.2),
      .scroll(offset: -60),
    ])
  #expect(recorder.driver.progress > 1 - 1e-9)
}

@Test func aTargetAskedWithoutADragSendsNothingAndKeepsSwiftUIsTarget() throws {
  var recorder = Recorder(driver: ScrollDriver(header: try squareCash()))
  var tracker = ScrollGeometryTracker(readsPhases: true)
  // Before any reading: nothing is known, nothing sent.
  #expect(tracker.dragEnds(velocity: 0, proposedOffset: 0) { recorder.handle($0) } == nil)
  #expect(tracker.phaseChanged(to: .interacting) { recorder.handle($0) } == nil)
  tracker.offsetChanged(to: -200) { recorder.handle($0) }
  // A size change asks for a target with no drag under way.
  #expect(tracker.dragEnds(velocity: 0, proposedOffset: -200) { recorder.handle($0) } == nil)
  #expect(recorder.events == [.scroll(offset: -200)])
  // Non-finite readings are dropped; a non-finite velocity counts as none.
  tracker.offsetChanged(to: .nan) { recorder.handle($0) }
  #expect(tracker.offset == -200)
  tracker.phaseChanged(to: .interacting) { recorder.handle($0) }
  _ = tracker.dragEnds(velocity: .infinity, proposedOffset: -200) { recorder.handle($0) }
  #expect(recorder.events.last == .endDrag(offset: -200, velocity: 0, decelerate: false))
}

@Test func aDragThatStopsWithoutATargetEndsAtIdle() throws {
  var recorder = Recorder(driver: ScrollDriver(header: try squareCash()))
  var tracker = ScrollGeometryTracker(readsPhases: true)
  tracker.offsetChanged(to: -200) { recorder.handle($0) }
  tracker.phaseChanged(to: .interacting) { recorder.handle($0) }
  tracker.offsetChanged(to: -100) { recorder.handle($0) }
  // A finger that caught decelerating content does not begin a second drag.
  tracker.phaseChanged(to: .interacting) { recorder.handle($0) }
  let snap = tracker.phaseChanged(to: .idle) { recorder.handle($0) }
  #expect(snap == -65)
  #expect(
    recorder.events == [
      .scroll(offset: -200), .beginDrag(offset: -200), .scroll(offset: -100),
      .endDrag(offset: -100, velocity: 0, decelerate: false),
    ])
}

@Test func iOS17AFingerThatCatchesSettlingContentBeginsAnotherDrag() throws {
  var recorder = Recorder(driver: ScrollDriver(header: try squareCash()))
  var tracker = ScrollGeometryTracker(readsPhases: false)
  tracker.offsetChanged(to: -200) { recorder.handle($0) }
  tracker.offsetChanged(to: -150) { recorder.handle($0) }
  _ = tracker.dragEnds(velocity: 900, proposedOffset: 300) { recorder.handle($0) }
  tracker.offsetChanged(to: -100) { recorder.handle($0) }
  _ = tracker.dragEnds(velocity: 0, proposedOffset: -100) { recorder.handle($0) }
  #expect(
    Array(recorder.events.suffix(3)) == [
      .scroll(offset: -100), .beginDrag(offset: -100),
      .endDrag(offset: -100, velocity: 0, decelerate: false),
    ])
}

@Test func readingsAreTheDriversScrollViewWhateverInsetSwiftUIAdds() {
  // A bar below a 59 pt status bar: SwiftUI's inset is 59 more than the spec's 100.
  let reading = ScrollGeometryReading(
    contentOffset: -159, contentInsetTop: 159, contentInsetBottom: 34, contentHeight: 2000,
    containerHeight: 852)
  #expect(reading.offset(driverInsetTop: 100) == -100)
  let metrics = reading.metrics(driverInsetTop: 100)
  #expect(metrics.contentInsetTop == 100)
  #expect(metrics.contentHeight == 2000)
  // SwiftUI's last offset, 2000 + 34 - 852 = 1182, is 1241 in the driver's terms.
  #expect(metrics.maximumOffset == 1182 + 59)
  var end = reading
  end.contentOffset = 1182
  #expect(end.offset(driverInsetTop: 100) == metrics.maximumOffset)
}
