import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import Testing

@Suite struct SnappingTests {
  static let halves = [
    SnappingRange(target: 0, from: 0, to: 0.5), SnappingRange(target: 1, from: 0.5, to: 1),
  ]
  static let withGap = [
    SnappingRange(target: 0, from: 0, to: 0.3), SnappingRange(target: 1, from: 0.7, to: 1),
  ]

  @Test func aSharedEndpointGoesToTheFirstRangeInDocumentOrder() {
    #expect(Snapping.target(for: 0.5, in: Self.halves)?.target == 0)
    #expect(Snapping.target(for: 0.5, in: Self.halves.reversed())?.target == 1)
  }

  @Test func insideARangeBothEndsInclusive() {
    #expect(Snapping.target(for: 0.2, in: Self.halves)?.target == 0)
    #expect(Snapping.target(for: 0.51, in: Self.halves)?.range == 1)
    #expect(Snapping.target(for: 0, in: Self.withGap)?.target == 0)
    #expect(Snapping.target(for: 0.3, in: Self.withGap)?.target == 0)
    #expect(Snapping.target(for: 0.7, in: Self.withGap)?.target == 1)
    #expect(Snapping.target(for: 1, in: Self.withGap)?.target == 1)
  }

  @Test func nothingSnapsInAGapOrWhileStretched() {
    #expect(Snapping.target(for: 0.5, in: Self.withGap) == nil)
    #expect(Snapping.target(for: -0.1, in: Self.halves) == nil)
    #expect(Snapping.target(for: .nan, in: Self.halves) == nil)
  }

  @Test func theOffsetShiftKeepsTheContentGluedToTheBar() {
    // R = 135: from 0.2 to 0 the content moves up by 27 pt.
    #expect(close(Snapping.offsetShift(from: 0.2, to: 0, range: 135), -27))
    #expect(close(Snapping.offsetShift(from: 0.6, to: 1, range: 85), 34))
  }

  @Test func blkStoresWholePercents() {
    let fold = 40.0 / 85
    #expect(
      Snapping.blkPercents(of: SnappingRange(target: 1, from: fold, to: 1))
        == BLKPercentRange(location: 47, length: 52))
    #expect(
      Snapping.blkPercents(of: SnappingRange(target: 0, from: 0.29, to: 0.6))
        == BLKPercentRange(location: 28, length: 31))
    #expect(Snapping.blkPercents(of: SnappingRange(target: 0, from: 0.6, to: 0.2)) == nil)
  }

  @Test func blkNeverSnapsAboveNinetyNinePercentInTheFacebookDemo() {
    let ranges = DemoSpecs.facebook.behavior.snapping
    #expect(Snapping.blkTarget(for: 0.995, in: ranges) == nil)
    #expect(Snapping.target(for: 0.995, in: ranges)?.target == 1)
    // 0.4705 (the fold) is above BLK's 47 %, so BLK can pick either; exact ranges say 0.
    #expect(Snapping.target(for: 0.47, in: ranges)?.target == 0)
  }

  @Test func snappingInASimulationAtASharedEndpoint() {
    var spec = DemoSpecs.squareCash
    spec.behavior.snapping = Self.halves
    // p = 67.5 / 135 = 0.5 exactly: the first range wins, target 0, shift -67.5.
    let records = Simulation.run(
      spec: spec,
      events: [.scroll(offset: -132.5), .endDrag(offset: -132.5, velocity: 0, decelerate: false)])
    #expect(records[0].progress == 0.5)
    #expect(records[1].snappedTo == 0)
    #expect(records[1].offset == -200)
  }

  @Test func snappingDisabledNeverSnaps() {
    var spec = DemoSpecs.squareCash
    spec.behavior.snappingEnabled = false
    let records = Simulation.run(
      spec: spec, events: [.scroll(offset: -170), .endDecelerate(offset: -170)])
    #expect(records[1].snappedTo == nil)
  }
}
