import GeometryChecks
import HeaderGeometry
import Testing

/// Which progress values each behaviour reaches (Schemas/FORMAT.md#scrolling), read off the kinds by hand.
@Suite struct ReachableProgressTests {
  @Test func fixedOnlyReachesZero() {
    let reach = ReachableProgress(behavior: Behavior(kind: .fixed))
    #expect((reach.lowest, reach.highest) == (0, 0))
    #expect(reach.limit(for: 0) == nil)
    #expect(reach.limit(for: 0.5) == .fixed)
    #expect(reach.limit(for: -0.2) == .fixed)
  }

  @Test func largeTitleNeverOnlyReachesOne() {
    let reach = ReachableProgress(behavior: Behavior(kind: .largeTitle, displayMode: .never))
    #expect((reach.lowest, reach.highest) == (1, 1))
    #expect(reach.limit(for: 1) == nil)
    #expect(reach.limit(for: 0) == .displayModeNever)
  }

  @Test func largeTitleAutomaticIsElastic() {
    let reach = ReachableProgress(behavior: Behavior(kind: .largeTitle))
    #expect(reach.lowest == -.infinity)
    #expect(reach.limit(for: -3) == nil)
    #expect(reach.limit(for: 1.5) == .aboveOne)
  }

  @Test func notElasticStopsAtZero() {
    let reach = ReachableProgress(behavior: Behavior(kind: .squareCash, elastic: false))
    #expect((reach.lowest, reach.highest) == (0, 1))
    #expect(reach.limit(for: 0) == nil)
    #expect(reach.limit(for: 0.75) == nil)
    #expect(reach.limit(for: -0.2) == .notElastic)
    #expect(reach.limit(for: 1.2) == .aboveOne)
    #expect(reach.limit(for: .nan) == .aboveOne)
  }
}
