/// Replays scroll events through a spec's behaviour and snapping (`simulate`,
/// Schemas/FORMAT.md#events-file), and the changes an app makes between them (Schemas/EVENTS.md):
/// a new environment, new content or viewport heights, a progress set from code, a scroll to
/// the top.
public struct Simulation: Sendable {
  public private(set) var machine: BehaviorMachine
  /// The spec, its environment and the spec adapted to it.
  private var context: SpecInEnvironment
  /// The spec as written; an environment change adapts it again (`HeaderSpec.adapted(to:)`).
  public var spec: HeaderSpec { context.spec }
  /// The environment keys so far: the caller's, then each `environment` event's over them.
  public var environmentKeys: EnvironmentChange { context.keys }
  /// The environment the spec is laid out in (nil: its reference environment).
  public var environment: HeaderEnvironment? { context.environment }
  /// `spec` in `environment`: what the machine and every layout read.
  public var adaptedSpec: HeaderSpec { context.adapted }
  /// Whether the scroll view's top inset is the adapted spec's `contentInsetTop` (it was not
  /// given), and so changes with the environment.
  public private(set) var insetFollowsSpec: Bool
  /// Whether the viewport is the screen's height (it was not given), and so changes with an
  /// environment that gives a screen height.
  public private(set) var viewportFollowsScreen: Bool

  /// `spec` is taken as written (its reference environment) and laid out in
  /// `environment.environment`. `scrollView` defaults to the adapted spec's `contentInsetTop`
  /// and the events file's default content and viewport heights (Schemas/FORMAT.md#events-file).
  /// With `insetFollowsSpec` (default: `scrollView` is nil) the top inset is the adapted spec's
  /// `contentInsetTop`; with `viewportFollowsScreen` the viewport is the environment's screen
  /// height, when it gives one; both from the start and through environment changes.
  public init(
    spec: HeaderSpec, environment keys: EnvironmentChange = EnvironmentChange(),
    scrollView: ScrollViewMetrics? = nil, insetFollowsSpec: Bool? = nil,
    viewportFollowsScreen: Bool = false
  ) {
    let context = SpecInEnvironment(spec: spec, keys: keys)
    let adapted = context.adapted
    var metrics =
      scrollView ?? ScrollViewMetrics(contentInsetTop: adapted.metrics.contentInsetTop)
    let insetFollowsSpec = insetFollowsSpec ?? (scrollView == nil)
    if insetFollowsSpec { metrics.contentInsetTop = adapted.metrics.contentInsetTop }
    if viewportFollowsScreen, let height = context.environment?.screenHeight {
      metrics.viewportHeight = height
    }
    self.context = context
    self.insetFollowsSpec = insetFollowsSpec
    self.viewportFollowsScreen = viewportFollowsScreen
    self.machine = BehaviorMachine(spec: adapted, scrollView: metrics)
  }

  /// The record of one event, each offset first limited to what the scroll view can reach
  /// (`ScrollViewMetrics.reachableOffset`): content 100 pt tall cannot scroll to 400.
  public mutating func handle(_ event: ScrollEvent) -> ScrollRecord {
    switch event {
    case .beginDrag(let offset), .scroll(let offset), .endDecelerate(let offset),
      .endDrag(let offset, _, _):
      return machine.handle(event.moved(to: machine.scrollView.reachableOffset(offset)))
    case .environment(let change):
      let keys = context.keys.merging(change)
      return self.change(to: keys, event: event)
    case .contentHeight(_, let viewportHeight):
      if viewportHeight != nil { viewportFollowsScreen = false }
      return machine.handle(event)
    case .setProgress, .scrollToTop:
      return machine.handle(event)
    }
  }

  /// Lays the spec out in the environment `keys` name, keeping the progress and the
  /// behaviour's state; the record is `event`'s.
  private mutating func change(to keys: EnvironmentChange, event: ScrollEvent) -> ScrollRecord {
    context = SpecInEnvironment(spec: context.spec, keys: keys)
    let environment = context.environment
    var scrollView = machine.scrollView
    if insetFollowsSpec { scrollView.contentInsetTop = adaptedSpec.metrics.contentInsetTop }
    if viewportFollowsScreen, let height = environment?.screenHeight {
      scrollView.viewportHeight = height
    }
    return machine.adapt(to: adaptedSpec, scrollView: scrollView, event: event)
  }

  /// Takes new scroll-view metrics (an app's scroll view resized, its content reloaded, its
  /// inset set): each value given is kept from then on, the environment no longer changes it.
  public mutating func change(scrollView: ScrollViewMetrics, event: ScrollEvent) -> ScrollRecord {
    insetFollowsSpec = false
    viewportFollowsScreen = false
    machine.change(scrollView: scrollView)
    return machine.record(of: event, snappedTo: nil)
  }

  /// Takes new `ScrollOptions` (`BehaviorMachine.change(options:)`); they hold through every
  /// event and environment after.
  public mutating func change(options: ScrollOptions) -> ScrollRecord {
    machine.change(options: options)
  }
}
