import HeaderGeometry
import Testing

/// BLK 1.8 scenarios. R = 105 - 20 = 85, contentInsetTop 105; the top of the content is at
/// offset -105.
@Suite struct FacebookBehaviorTests {
  static func spec(
    fromTop: Double = 0, negative: Double = 0, positive: Double = 0,
    snapping: Bool = false
  ) -> HeaderSpec {
    HeaderSpec(
      bar: Bar(maxHeight: 105, minHeight: 20),
      behavior: Behavior(
        kind: .facebook, contentInsetTop: 105,
        thresholds: FacebookThresholds(
          fromTop: fromTop, negativeDirection: negative, positiveDirection: positive),
        snappingEnabled: snapping,
        snapping: [
          SnappingRange(target: 0, from: 0, to: 0.5), SnappingRange(target: 1, from: 0.5, to: 1),
        ]))
  }

  static func machine(_ spec: HeaderSpec, contentHeight: Double = 2000) -> BehaviorMachine {
    BehaviorMachine(
      spec: spec,
      scrollView: ScrollViewMetrics(
        contentInsetTop: 105, contentHeight: contentHeight, viewportHeight: 667))
  }

  /// Collapses the bar fully with a drag from the top (no thresholds in the way).
  static func collapse(_ machine: inout BehaviorMachine, endingAt y: Double) {
    _ = machine.handle(.beginDrag(offset: -105))
    _ = machine.handle(.scroll(offset: y))
    #expect(machine.progress == 1)
  }

  @Test func progressIsRelativeToTheDragStart() {
    var m = Self.machine(Self.spec())
    _ = m.handle(.beginDrag(offset: -105))
    #expect(close(m.handle(.scroll(offset: -62.5)).progress, 0.5))
    // Scrolling back within the drag retraces the same values.
    #expect(m.handle(.scroll(offset: -105)).progress == 0)
  }

  @Test func fromTopThresholdAppliesOnlyExactlyAtTheTop() {
    var m = Self.machine(Self.spec(fromTop: 20, positive: 50))
    _ = m.handle(.beginDrag(offset: -105))
    // Baseline -105 + 20 = -85; the positive threshold is not applied at the very top.
    #expect(m.handle(.scroll(offset: -90)).progress == 0)
    #expect(close(m.handle(.scroll(offset: -85 + 42.5)).progress, 0.5))
  }

  @Test func negativeThresholdDelaysTheReveal() {
    var m = Self.machine(Self.spec(negative: 140))
    Self.collapse(&m, endingAt: 500)
    // top = 605 > 140 + 85, and p == 1: baseline 500 - 140 = 360.
    _ = m.handle(.beginDrag(offset: 500))
    #expect(m.handle(.scroll(offset: 400)).progress == 1)
    #expect(close(m.handle(.scroll(offset: 300)).progress, 1 - 60.0 / 85))
  }

  @Test func negativeThresholdNeedsRunway() {
    var m = Self.machine(Self.spec(negative: 140))
    Self.collapse(&m, endingAt: 0)
    // top = 105 is not > 225: no threshold, the bar reveals at once.
    _ = m.handle(.beginDrag(offset: 0))
    #expect(close(m.handle(.scroll(offset: -10)).progress, 1 - 10.0 / 85))
  }

  @Test func positiveThresholdDelaysTheHide() {
    var m = Self.machine(Self.spec(positive: 50))
    _ = m.handle(.beginDrag(offset: 100))
    // p == 0 and 100 < 1333 - 50: baseline 150.
    #expect(m.handle(.scroll(offset: 140)).progress == 0)
    #expect(close(m.handle(.scroll(offset: 192.5)).progress, 0.5))
  }

  @Test func positiveThresholdNeedsContentBelow() {
    var m = Self.machine(Self.spec(positive: 50))
    _ = m.handle(.beginDrag(offset: 1300))
    // 1300 is not < 1333 - 50: no threshold.
    #expect(close(m.handle(.scroll(offset: 1342.5)).progress, 0.5))
  }

  @Test func dragWhileStretchedAboveTheTopUsesTheTopAsBaseline() {
    var m = Self.machine(Self.spec(fromTop: 30))
    _ = m.handle(.beginDrag(offset: -150))
    // Baseline (-105 + 30, 0).
    #expect(close(m.handle(.scroll(offset: -32.5)).progress, 0.5))
  }

  @Test func dragWhileStretchedAboveTheTopWithoutFromTopAppliesBothOthers() {
    var m = Self.machine(Self.spec(positive: 50))
    _ = m.handle(.beginDrag(offset: -150))
    // Baseline -105, p == 0 so the positive threshold moves it to -55.
    #expect(m.handle(.scroll(offset: -60)).progress == 0)
    #expect(close(m.handle(.scroll(offset: -12.5)).progress, 0.5))
  }

  @Test func dragPastTheBottomUsesTheBottomAsBaseline() {
    var m = Self.machine(Self.spec(negative: 140))
    Self.collapse(&m, endingAt: 1400)
    // y 1400 > 2000 - 667: baseline (1333, 1), p == 1 so 1333 - 140 = 1193.
    _ = m.handle(.beginDrag(offset: 1400))
    #expect(m.handle(.scroll(offset: 1200)).progress == 1)
    #expect(close(m.handle(.scroll(offset: 1150)).progress, 1 - 43.0 / 85))
  }

  @Test func shortContentKeepsTheOldBaseline() {
    var m = Self.machine(Self.spec(), contentHeight: 500)
    // y 100 > 500 - 667 and the content is short: the initial baseline (0, 0) stays.
    _ = m.handle(.beginDrag(offset: 100))
    #expect(close(m.handle(.scroll(offset: 42.5)).progress, 0.5))
  }

  @Test func aScrollAfterASnapWithoutANewDragUsesTheOldBaseline() {
    var m = Self.machine(Self.spec(snapping: true))
    _ = m.handle(.beginDrag(offset: -105))
    _ = m.handle(.scroll(offset: -105 + 34))  // p = 0.4
    let end = m.handle(.endDrag(offset: -71, velocity: 0, decelerate: false))
    #expect(end.snappedTo == 0)
    #expect(close(end.offset, -105))
    // The baseline is still (-105, 0): a scroll to -71 gives 0.4 again.
    #expect(close(m.handle(.scroll(offset: -71)).progress, 0.4))
  }
}
