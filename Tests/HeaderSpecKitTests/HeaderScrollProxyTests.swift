import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading
import TestSupport
import Testing

/// What `HeaderScrollView` offers beyond drawing, on the portable session it drives (Linux):
/// a proxy that moves the bar and the content from code, the progress reported to a binding,
/// the options that stop collapsing, stretching or snapping, and the search field's frame.
@MainActor
@Suite struct HeaderScrollProxyTests {
  /// square-cash: 200 to 65 pt (R 135), inset 200, under the status bar.
  static func session() throws -> ScrollGeometrySession {
    let bytes = try #require(
      TestFiles.read(TestFiles.root + "/Schemas/examples/square-cash.header.json"))
    let spec = try LoadedHeaderSpec(bytes: bytes).spec
    return ScrollGeometrySession(spec: spec, environment: EnvironmentChange(), readsPhases: true)
  }

  static func reading(_ offset: Double) -> ScrollGeometryReading {
    ScrollGeometryReading(
      contentOffset: offset, contentInsetTop: 200, contentHeight: 2000, containerHeight: 852)
  }

  @Test func aProxyMovesTheBarAndTheContent() throws {
    let session = try Self.session()
    var scrolls: [Double] = []
    var animated = 0
    session.scrollContent = { scrolls.append($0) }
    session.animator = { _, changes in
      animated += 1
      changes()
    }
    let proxy = HeaderScrollProxy()
    proxy.collapse()
    #expect(scrolls.isEmpty && proxy.progress == 0)  // not attached yet: nothing moves
    proxy.attach(to: session)
    session.geometryChanged(Self.reading(-200))
    proxy.collapse()
    #expect(proxy.progress == 1)
    #expect(scrolls.last == -65)  // the content moves with the bar, by the range
    #expect(animated == 1)
    proxy.setProgress(0.5, animated: false)
    #expect(session.controller.progress == 0.5)
    #expect(scrolls.last == -65 - 67.5)
    #expect(animated == 1)
    session.geometryChanged(Self.reading(900))  // the user scrolls far down
    proxy.scrollToTop()
    #expect(proxy.progress == 0)
    #expect(scrolls.last == -200)
    proxy.expand()
    #expect(session.controller.lastRecord?.offset == -200)
  }

  @Test func theProgressIsReportedWhenItChanges() throws {
    let session = try Self.session()
    var reported: [Double] = []
    session.progressChanged = { reported.append($0) }
    #expect(reported == [0])  // once when set
    session.geometryChanged(Self.reading(-200))
    session.phaseChanged(.interacting)
    session.geometryChanged(Self.reading(-110))
    session.geometryChanged(Self.reading(-110))  // no new progress: not reported again
    #expect(reported == [0, 90.0 / 135])
  }

  @Test func optionsStopCollapsingThroughTheSession() throws {
    let session = try Self.session()
    session.controller.change(options: ScrollOptions(collapses: false), animated: false)
    session.geometryChanged(Self.reading(-200))
    session.phaseChanged(.interacting)
    session.geometryChanged(Self.reading(100))
    #expect(session.controller.progress == 0)
    #expect(session.controller.height == 200)
    // Allowed again: the next scroll collapses.
    session.controller.change(options: ScrollOptions(), animated: false)
    session.geometryChanged(Self.reading(120))
    #expect(session.controller.progress == 1)
  }

  @Test func aSearchFieldSitsAtItsInsets() throws {
    let bytes = try #require(
      TestFiles.read(TestFiles.root + "/Schemas/examples/search-bar.header.json"))
    let spec = try LoadedHeaderSpec(bytes: bytes).spec
    let search = try #require(spec.viewDescriptions().first { $0.kind == .searchBar })
    let bar = try #require(search.searchBar)
    let frame = try #require(search.searchFieldFrame(in: Size(width: 300, height: 56)))
    #expect(frame.x == bar.fieldInsetX && frame.y == bar.fieldInsetY)
    #expect(frame.width == bar.fieldWidthFraction * 300 && frame.height == bar.fieldHeight)
    var rtl = search
    rtl.searchBar?.isRightToLeft = true
    let mirrored = try #require(rtl.searchFieldFrame(in: Size(width: 300, height: 56)))
    #expect(mirrored.x == 300 - bar.fieldInsetX - frame.width)
    let label = try #require(spec.viewDescriptions().first { $0.kind != .searchBar })
    #expect(label.searchFieldFrame(in: Size(width: 300, height: 56)) == nil)
  }
}
