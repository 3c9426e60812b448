/// Replays scroll events through a spec's behaviour and snapping (`simulate`,
/// Schemas/FORMAT.md#events-file).
public struct Simulation: Sendable {
  public private(set) var machine: BehaviorMachine

  /// `scrollView` defaults to the spec's `contentInsetTop` and the events file's default content
  /// and viewport heights (Schemas/FORMAT.md#events-file).
  public init(spec: HeaderSpec, scrollView: ScrollViewMetrics? = nil) {
    let metrics = spec.metrics
    machine = BehaviorMachine(
      spec: spec,
      scrollView: scrollView ?? ScrollViewMetrics(contentInsetTop: metrics.contentInsetTop))
  }

  /// One record per event, in order, each after the event (and its snap) took effect. Each
  /// offset is first limited to what the scroll view can reach
  /// (`ScrollViewMetrics.reachableOffset`): content 100 pt tall cannot scroll to 400.
  public mutating func replay(_ events: [ScrollEvent]) -> [ScrollRecord] {
    events.map { handle($0) }
  }

  /// The record of one event, its offset limited as `replay` does.
  public mutating func handle(_ event: ScrollEvent) -> ScrollRecord {
    machine.handle(event.moved(to: machine.scrollView.reachableOffset(event.offset)))
  }

  /// Replays `events` on a fresh simulation.
  public static func run(
    spec: HeaderSpec, scrollView: ScrollViewMetrics? = nil, events: [ScrollEvent]
  ) -> [ScrollRecord] {
    var simulation = Simulation(spec: spec, scrollView: scrollView)
    return simulation.replay(events)
  }
}
