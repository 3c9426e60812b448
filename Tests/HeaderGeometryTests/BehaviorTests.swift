import HeaderGeometry
import HeaderSpecLoading
import Testing

@Suite struct SquareCashBehaviorTests {
  static func spec(elastic: Bool, stretchLimit: Double? = nil) -> HeaderSpec {
    var spec = DemoSpecs.squareCash
    spec.behavior.elastic = elastic
    spec.behavior.stretchLimit = stretchLimit
    return spec
  }

  @Test func progressIsTheOffsetFromTheTopOverTheRange() {
    // R = 135, inset 200: offset -200 + 67.5 is halfway.
    let records = Simulation.run(
      spec: Self.spec(elastic: true), events: [.scroll(offset: -132.5), .scroll(offset: 100)])
    #expect(close(records[0].progress, 0.5))
    #expect(close(records[0].height, 132.5))
    #expect(records[1].progress == 1)
    #expect(records[1].height == 65)
  }

  @Test func elasticOverscrollStretchesOnePointPerPoint() {
    let records = Simulation.run(spec: Self.spec(elastic: true), events: [.scroll(offset: -250)])
    #expect(close(records[0].progress, -50.0 / 135))
    #expect(close(records[0].height, 250))
  }

  @Test func withoutElasticTheBarStopsAtItsMaximum() {
    let records = Simulation.run(spec: Self.spec(elastic: false), events: [.scroll(offset: -250)])
    #expect(records[0].progress == 0)
    #expect(records[0].height == 200)
  }

  @Test func stretchLimitCapsTheHeightNotTheProgress() {
    let records = Simulation.run(
      spec: Self.spec(elastic: true, stretchLimit: 230), events: [.scroll(offset: -250)])
    #expect(close(records[0].progress, -50.0 / 135))
    #expect(records[0].height == 230)
  }

  @Test func noSnapWhileStretched() {
    let records = Simulation.run(
      spec: Self.spec(elastic: true),
      events: [.scroll(offset: -250), .endDrag(offset: -250, velocity: 0, decelerate: false)])
    #expect(records[1].snappedTo == nil)
    #expect(records[1].offset == -250)
  }

  @Test func snapAtTheEndOfADragShiftsTheOffset() {
    // p = 27/135 = 0.2 snaps to 0: the offset moves by 135 * (0 - 0.2) = -27.
    let records = Simulation.run(
      spec: Self.spec(elastic: true),
      events: [
        .beginDrag(offset: -200), .scroll(offset: -173),
        .endDrag(offset: -173, velocity: 0, decelerate: true), .endDecelerate(offset: -173),
      ])
    #expect(records[2].snappedTo == nil)
    #expect(records[3].snappedTo == 0)
    #expect(close(records[3].offset, -200))
    #expect(records[3].progress == 0)
    #expect(records[3].height == 200)
  }
}

@Suite struct SafariBehaviorTests {
  /// R = 100, inset 150.
  static let spec = HeaderSpec(
    bar: Bar(maxHeight: 150, minHeight: 50),
    behavior: Behavior(
      kind: .safari, snapping: [SnappingRange(target: 1, from: 0.5, to: 1)]))

  @Test func scrollingDownCollapsesAndScrollingUpDoesNotRevealUntilArmed() {
    let records = Simulation.run(
      spec: Self.spec,
      events: [.beginDrag(offset: 0), .scroll(offset: 30), .scroll(offset: 10)])
    // y' starts at the drag: 0 -> 30 collapses by 0.3; 30 -> 10 is ignored (not armed).
    #expect(close(records[1].progress, 0.3))
    #expect(close(records[2].progress, 0.3))
  }

  @Test func neverMoreCollapsedThanTheDistanceFromTheTop() {
    let records = Simulation.run(
      spec: Self.spec, events: [.beginDrag(offset: -150), .scroll(offset: -120)])
    // d = 30 gives 0.3, but the content is only 30 pt from the top: min(0.3, 30/100).
    #expect(close(records[1].progress, 0.3))
    let later = Simulation.run(
      spec: Self.spec,
      events: [.beginDrag(offset: 0), .scroll(offset: 60), .scroll(offset: -140)])
    // Scrolling up unarmed keeps 0.6, but at -140 the content is 10 pt from the top.
    #expect(close(later[2].progress, 0.1))
  }

  @Test func aFlingUpArmsAndSnapsOpenThenScrollingUpReveals() {
    let records = Simulation.run(
      spec: Self.spec,
      events: [
        .beginDrag(offset: 0), .scroll(offset: 80),
        .endDrag(offset: 80, velocity: -500, decelerate: true),
        .scroll(offset: 70),
      ])
    #expect(records[2].snappedTo == 0)
    #expect(close(records[2].offset, 0))  // 80 + 100 * (0 - 0.8)
    #expect(records[2].progress == 0)
    // Armed, y' = 0 after the snap: 0 -> 70 collapses (and disarms).
    #expect(close(records[3].progress, 0.7))
  }

  @Test func aFlingDownSnapsClosed() {
    let records = Simulation.run(
      spec: Self.spec,
      events: [
        .beginDrag(offset: 0), .scroll(offset: 20),
        .endDrag(offset: 20, velocity: 300, decelerate: true),
      ])
    #expect(records[2].snappedTo == 1)
    #expect(close(records[2].offset, 100))
  }

  @Test func aSlowDragUsesTheRanges() {
    let records = Simulation.run(
      spec: Self.spec,
      events: [
        .beginDrag(offset: 0), .scroll(offset: 60),
        .endDrag(offset: 60, velocity: 100, decelerate: false),
      ])
    #expect(records[2].snappedTo == 1)
    #expect(close(records[2].offset, 100))
  }
}

@Suite struct OtherBehaviorTests {
  @Test func largeTitleCollapsesAndStretches() {
    let spec = HeaderSpec(behavior: Behavior(kind: .largeTitle))
    // 96.5 to 44: R = 52.5, inset 96.5.
    let records = Simulation.run(
      spec: spec, events: [.scroll(offset: -96.5 + 26.25), .scroll(offset: -106.5)])
    #expect(close(records[0].progress, 0.5))
    #expect(close(records[0].height, 70.25))
    #expect(close(records[1].height, 106.5))
  }

  @Test func largeTitleNeverIsPinnedCollapsed() {
    let spec = HeaderSpec(behavior: Behavior(kind: .largeTitle, displayMode: .never))
    let records = Simulation.run(
      spec: spec,
      events: [.scroll(offset: -200), .endDrag(offset: -200, velocity: 0, decelerate: false)])
    #expect(records.map(\.progress) == [1, 1])
    #expect(records.map(\.height) == [44, 44])
    #expect(records[1].snappedTo == nil)
  }

  @Test func fixedNeverMoves() {
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 80, minHeight: 40),
      behavior: Behavior(kind: .fixed, snapping: [SnappingRange(target: 1, from: 0, to: 1)]))
    let records = Simulation.run(
      spec: spec,
      events: [.scroll(offset: 300), .endDrag(offset: 300, velocity: 0, decelerate: false)])
    #expect(records.map(\.progress) == [0, 0])
    #expect(records[1].snappedTo == nil)
    #expect(records[1].offset == 300)
  }
}
