import HeaderGeometry
import HeaderSpecLoading
import Testing

/// `simulate` limits offsets to what the scroll view can reach (Schemas/EVENTS.md#offsets): the
/// content cannot scroll past its end. Square Cash: maxHeight 200, minHeight 65 (R = 135),
/// inset 200.
@Suite struct ReachableOffsetTests {
  static let spec = SquareCashBehaviorTests.spec(elastic: true)

  @Test func shortContentCannotScrollAtAll() {
    // Content 100 pt in a 667 pt viewport: max(100 - 667, -200) = -200, the top.
    let scrollView = ScrollViewMetrics(
      contentInsetTop: 200, contentHeight: 100, viewportHeight: 667)
    #expect(scrollView.maximumOffset == -200)
    let records = Simulation.run(
      spec: Self.spec, scrollView: scrollView, events: [.scroll(offset: 400)])
    #expect(records[0].offset == -200)
    #expect(records[0].progress == 0)
    #expect(records[0].height == 200)
  }

  @Test func contentShorterThanTheRangeStopsPartWay() {
    // Content 600 pt: the end is at 600 - 667 = -67, 133 pt below the top: p = 133 / 135,
    // height 200 - 133 = 67.
    let scrollView = ScrollViewMetrics(
      contentInsetTop: 200, contentHeight: 600, viewportHeight: 667)
    let records = Simulation.run(
      spec: Self.spec, scrollView: scrollView,
      events: [.beginDrag(offset: 0), .scroll(offset: 400), .endDecelerate(offset: 400)])
    #expect(records.map(\.offset).prefix(2) == [-67, -67])
    #expect(close(records[1].progress, 133.0 / 135))
    #expect(close(records[1].height, 67))
  }

  @Test func longContentScrollsToItsEnd() {
    // Content 2000 pt: the end is at 2000 - 667 = 1333.
    let scrollView = ScrollViewMetrics(
      contentInsetTop: 200, contentHeight: 2000, viewportHeight: 667)
    let records = Simulation.run(
      spec: Self.spec, scrollView: scrollView,
      events: [.scroll(offset: 1000), .scroll(offset: 1500)])
    #expect(records.map(\.offset) == [1000, 1333])
    #expect(records.map(\.progress) == [1, 1])
  }

  @Test func pullingPastTheTopStillStretches() {
    // Above the top is a pull, not clamped: -250 is 50 pt past the top, p = -50 / 135.
    let scrollView = ScrollViewMetrics(
      contentInsetTop: 200, contentHeight: 100, viewportHeight: 667)
    let records = Simulation.run(
      spec: Self.spec, scrollView: scrollView, events: [.scroll(offset: -250)])
    #expect(records[0].offset == -250)
    #expect(close(records[0].progress, -50.0 / 135))
    #expect(close(records[0].height, 250))
  }
}
