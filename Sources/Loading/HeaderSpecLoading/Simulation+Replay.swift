import HeaderGeometry

/// A whole events file's run, as `headerspec simulate` replays it (an app's driver takes its
/// events one by one).
extension Simulation {
  /// One record per event, in order, each after the event (and its snap) took effect. Each
  /// offset is first limited to what the scroll view can reach
  /// (`ScrollViewMetrics.reachableOffset`): content 100 pt tall cannot scroll to 400.
  public mutating func replay(_ events: [ScrollEvent]) -> [ScrollRecord] {
    events.map { handle($0) }
  }

  /// Replays `events` on a fresh simulation.
  public static func run(
    spec: HeaderSpec, environment: EnvironmentChange = EnvironmentChange(),
    scrollView: ScrollViewMetrics? = nil, insetFollowsSpec: Bool? = nil,
    viewportFollowsScreen: Bool = false, events: [ScrollEvent]
  ) -> [ScrollRecord] {
    var simulation = Simulation(
      spec: spec, environment: environment, scrollView: scrollView,
      insetFollowsSpec: insetFollowsSpec, viewportFollowsScreen: viewportFollowsScreen)
    return simulation.replay(events)
  }
}
