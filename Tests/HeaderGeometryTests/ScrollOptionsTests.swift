import HeaderGeometry
import HeaderSpecLoading
import TestSupport
import Testing

/// An app's switches over a spec's behaviour (`ScrollOptions`): no collapsing, no stretching,
/// no snapping, through scrolls, snaps, moves from code and a change of the options itself.
@Suite struct ScrollOptionsTests {
  /// 200 to 65 pt (R 135), elastic, snapping at half the range (ranges [0, 0.5] to 0 and
  /// [0.5, 1] to 1); content inset 200.
  static func squareCash() throws -> ScrollDriver {
    let bytes = try #require(
      TestFiles.read(TestFiles.root + "/Schemas/examples/square-cash.header.json"))
    return ScrollDriver(spec: try LoadedHeaderSpec(bytes: bytes).spec, insetFollowsSpec: true)
  }

  @Test func theSpecsBehaviourIsTheDefault() throws {
    var driver = try Self.squareCash()
    #expect(driver.options == ScrollOptions())
    driver.beginDragging(at: -200)
    #expect(driver.scrolled(to: -110).progress == 90.0 / 135)
    #expect(driver.scrolled(to: -260).progress < 0)
  }

  @Test func aBarThatDoesNotCollapseStaysExpandedAndStillStretches() throws {
    var driver = try Self.squareCash()
    driver.change(options: ScrollOptions(collapses: false))
    driver.beginDragging(at: -200)
    #expect(driver.scrolled(to: -110).progress == 0)
    #expect(driver.height == 200)
    // Expanded at rest: the range [0, 0.5] snaps to where the bar is, moving nothing.
    let end = driver.endDragging(at: 300, velocity: 0, willDecelerate: false)
    #expect(end.progress == 0 && end.snappedTo == 0)
    #expect(end.offset == 300)
    #expect(driver.collapse(animated: false).progress == 0)
    #expect(driver.scrolled(to: -260).progress == -60.0 / 135)
  }

  @Test func aBarThatDoesNotStretchStopsAtItsMaximum() throws {
    var driver = try Self.squareCash()
    driver.change(options: ScrollOptions(stretches: false))
    driver.beginDragging(at: -200)
    #expect(driver.scrolled(to: -300).progress == 0)
    #expect(driver.height == 200)
    #expect(driver.scrolled(to: -110).progress == 90.0 / 135)
  }

  @Test func withoutSnappingADragEndsWhereItIs() throws {
    var driver = try Self.squareCash()
    driver.change(options: ScrollOptions(snaps: false))
    driver.beginDragging(at: -200)
    driver.scrolled(to: -110)
    let end = driver.endDragging(at: -110, velocity: 0, willDecelerate: false)
    #expect(end.snappedTo == nil)
    #expect(end.progress == 90.0 / 135 && end.offset == -110)
    // With snapping the same drag snaps shut: the comparison above can fail.
    var snapping = try Self.squareCash()
    snapping.beginDragging(at: -200)
    snapping.scrolled(to: -110)
    #expect(snapping.endDragging(at: -110, velocity: 0, willDecelerate: false).snappedTo == 1)
  }

  @Test func turningCollapsingOffExpandsTheBarAndMovesTheContent() throws {
    var driver = try Self.squareCash()
    driver.beginDragging(at: -200)
    driver.scrolled(to: 100)
    #expect(driver.progress == 1)
    let record = driver.change(options: ScrollOptions(collapses: false))
    #expect(record.progress == 0)
    // The content moves down by the range, as an expand from code moves it.
    #expect(record.offset == 100 - 135)
    #expect(driver.options.collapses == false)
    // Options hold through a new environment.
    driver.change(environment: EnvironmentChange(width: 414))
    #expect(driver.options == ScrollOptions(collapses: false))
    #expect(driver.scrolled(to: 500).progress == 0)
  }

  @Test func limitedKeepsWhatTheOptionsAllow() {
    #expect(ScrollOptions().limited(-0.5) == -0.5)
    #expect(ScrollOptions(collapses: false).limited(0.7) == 0)
    #expect(ScrollOptions(collapses: false).limited(-0.2) == -0.2)
    #expect(ScrollOptions(stretches: false).limited(-0.2) == 0)
    #expect(ScrollOptions(collapses: false, stretches: false).limited(0.4) == 0)
  }
}
