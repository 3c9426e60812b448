import GeometryChecks
import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading
import SpecAnalysis
import TestSupport
import Testing

/// The SwiftUI scroll view and bar a `HeaderBarController` runs, on Linux: readings in,
/// the controller's records and moves out, in SwiftUI's terms.

private func example(_ name: String) throws -> HeaderSpec {
  let bytes = try #require(
    TestFiles.read(TestFiles.root + "/Schemas/examples/\(name).header.json"))
  return try LoadedHeaderSpec(bytes: bytes).spec
}

/// A reading of content 2000 pt tall in an 852 pt container with SwiftUI's `inset` on top.
private func reading(_ offset: Double, inset: Double) -> ScrollGeometryReading {
  ScrollGeometryReading(
    contentOffset: offset, contentInsetTop: inset, contentHeight: 2000, containerHeight: 852)
}

/// What the session does besides the controller's records.
@MainActor
private final class Hooks {
  var changes = 0
  var animations: [HeaderBarAnimation] = []
  var scrolls: [Double] = []

  func install(on session: ScrollGeometrySession, scrolls canScroll: Bool) {
    session.changed = { self.changes += 1 }
    session.animator = { animation, changes in
      self.animations.append(animation)
      changes()
    }
    if canScroll { session.scrollContent = { self.scrolls.append($0) } }
  }
}

@MainActor
@Test func aDragAndItsSnapOnIOS18AreTheDelegatesRecordsInSwiftUIsTerms() throws {
  // square-cash: 200 to 65 pt, inset 200, under the status bar (origin 0); SwiftUI adds 0.
  let session = ScrollGeometrySession(
    spec: try example("square-cash"), environment: EnvironmentChange(), readsPhases: true)
  let hooks = Hooks()
  hooks.install(on: session, scrolls: true)
  #expect(session.contentInsetTop == 200)
  #expect(session.contentMargin == 200)
  #expect(session.barOrigin == 0)
  session.geometryChanged(reading(-200, inset: 200))
  session.phaseChanged(.interacting)
  session.geometryChanged(reading(-110, inset: 200))
  #expect(session.controller.progress == 90.0 / 135)
  #expect(session.controller.height == 200 - 90)
  // Past half the range: the drag ends where SwiftUI asks for a target, snapping shut.
  let target = session.targetRequested(contentOffset: -40, velocity: 0)
  #expect(target == -65)
  #expect(session.controller.lastRecord?.snappedTo == 1)
  #expect(session.controller.progress == 1)
  #expect(hooks.animations == [.snap])
  #expect(hooks.scrolls.isEmpty)  // the target moves the content, not code
  #expect(hooks.changes > 0)
  // The same events through UIKit's delegate callbacks give the same state.
  var driver = ScrollDriver(spec: try example("square-cash"), insetFollowsSpec: true)
  driver.scrolled(to: -200)
  driver.beginDragging(at: -200)
  driver.scrolled(to: -110)
  let end = driver.endDragging(at: -110, velocity: 0, willDecelerate: false)
  #expect(session.controller.lastRecord == end)
  // A size change asks for a target too: without a drag nothing changes.
  session.phaseChanged(.idle)
  #expect(session.targetRequested(contentOffset: -65, velocity: 0) == nil)
  #expect(session.controller.lastRecord == end)
}

@MainActor
@Test func aBarBelowTheStatusBarMovesTheContentByItsOrigin() throws {
  // large-title-avatar below a 59 pt status bar: SwiftUI's margin is the inset plus 59.
  let iPhone15 = try #require(Device.preset(named: "iPhone 15"))
  let session = ScrollGeometrySession(
    spec: try example("large-title-avatar"), environment: EnvironmentChange(device: iPhone15),
    readsPhases: true)
  let hooks = Hooks()
  hooks.install(on: session, scrolls: true)
  let inset = session.contentInsetTop
  #expect(session.barOrigin == 59)
  #expect(session.contentMargin == inset + 59)
  session.geometryChanged(reading(-(inset + 59), inset: inset + 59))
  #expect(session.contentOffsetY == -inset)
  #expect(session.controller.progress == 0)
  // The viewport the controller reads ends where SwiftUI's content ends.
  #expect(session.contentHeight == 2000)
  #expect(session.viewportHeight == 852 - 59)
  // Collapsing from code scrolls the content through SwiftUI, in SwiftUI's terms.
  let record = session.controller.collapse(animated: true)
  #expect(hooks.scrolls == [record.offset + 59])
  #expect(hooks.animations == [.snap])
  // With reduced motion the move is not animated.
  session.prefersReducedMotion = true
  let expanded = session.controller.expand(animated: true)
  #expect(hooks.animations == [.snap])
  #expect(hooks.scrolls == [record.offset + 59, expanded.offset + 59])
  #expect(expanded.offset == -inset)
}

@MainActor
@Test func onIOS17TheFirstMoveBeginsTheDragAndMovesWaitForTheTarget() throws {
  let session = ScrollGeometrySession(
    spec: try example("square-cash"), environment: EnvironmentChange(), readsPhases: false)
  let hooks = Hooks()
  hooks.install(on: session, scrolls: false)  // iOS 17: no ScrollPosition
  session.geometryChanged(reading(-200, inset: 200))
  session.geometryChanged(reading(-150, inset: 200))
  #expect(session.controller.lastRecord?.event == .scroll(offset: -150))
  #expect(session.targetRequested(contentOffset: -150, velocity: 0) == -200)
  #expect(session.controller.progress == 0)
  // Settling to the target is no new drag; a move from code reaches nothing until a target.
  session.geometryChanged(reading(-200, inset: 200))
  session.controller.collapse(animated: false)
  #expect(hooks.scrolls.isEmpty)
  #expect(session.controller.progress == 1)
}

@MainActor
@Test func aNewEnvironmentDescribesTheViewsAgainAndAnEqualOneDoesNothing() throws {
  // A label in the body text style: its size follows the content size.
  let spec = try LoadedHeaderSpec(text: ViewDescriptionTests.spec).spec
  let session = ScrollGeometrySession(
    spec: spec, environment: EnvironmentChange(), readsPhases: true)
  let hooks = Hooks()
  hooks.install(on: session, scrolls: true)
  #expect(session.barOrigin == 0)
  let iPhone15 = try #require(Device.preset(named: "iPhone 15"))
  let ax5 = iPhone15.environment(contentSize: .accessibility5)
  session.change(environment: EnvironmentChange(ax5))
  #expect(session.controller.environment == ax5)
  #expect(session.barOrigin == 0)  // under the status bar
  #expect(session.descriptions == session.controller.spec.viewDescriptions(in: ax5))
  #expect(session.descriptions != session.controller.spec.viewDescriptions(in: nil))
  let changes = hooks.changes
  session.change(environment: EnvironmentChange(ax5))
  #expect(hooks.changes == changes)
  // One key merges over the rest: the device stays.
  session.change(environment: EnvironmentChange(contentSize: .large))
  #expect(session.controller.environment == iPhone15.environment())
}
