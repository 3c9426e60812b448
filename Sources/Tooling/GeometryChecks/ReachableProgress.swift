import HeaderGeometry

/// The progress values scrolling can give a behaviour (Schemas/FORMAT.md#scrolling): `preview` draws the
/// geometry at any progress it is asked for, and says which of them the behaviour never
/// reaches, and why.
public struct ReachableProgress: Hashable, Sendable {
  /// What keeps a progress value out of reach.
  public enum Limit: Hashable, Sendable {
    /// `fixed`: progress is always 0.
    case fixed
    /// `largeTitle` with `displayMode: never`: progress is always 1.
    case displayModeNever
    /// A `largeTitle` bar in a compact height, the inline bar: progress is always 1.
    case compactHeight
    /// Any other bar whose maximum height equals its minimum: progress is always 1 for
    /// `largeTitle`, 0 otherwise (`HeaderSpec.pinnedProgress`).
    case equalHeights
    /// Not elastic: progress stops at 0.
    case notElastic
    /// Every behaviour clamps progress to at most 1.
    case aboveOne
  }

  /// The lowest reachable progress: `-infinity` when elastic (a pull stretches without end).
  public private(set) var lowest: Double
  /// The highest reachable progress.
  public private(set) var highest: Double
  private let behavior: Behavior
  /// Why a bar that never moves stays where it is, when its behaviour alone does not say.
  private var pin: Limit?

  /// The progress values scrolling gives `spec`'s bar: its behaviour's, or only
  /// `pinnedProgress` for a bar that never moves (in a compact height or with equal heights).
  public init(spec: HeaderSpec) {
    self.init(behavior: spec.behavior)
    guard lowest != highest, let pinned = spec.pinnedProgress else { return }
    (lowest, highest) = (pinned, pinned)
    pin = spec.bar.isInline ? .compactHeight : .equalHeights
  }

  /// The progress values scrolling gives a bar of `behavior` whose heights differ.
  public init(behavior: Behavior) {
    self.behavior = behavior
    self.pin = nil
    switch behavior.kind {
    case .fixed:
      (lowest, highest) = (0, 0)
    case .largeTitle where behavior.displayMode == .never:
      (lowest, highest) = (1, 1)
    default:
      (lowest, highest) = (behavior.isElastic ? -.infinity : 0, 1)
    }
  }

  /// Nil when scrolling can reach `progress`; otherwise what keeps it out of reach. NaN, which
  /// no scroll gives, is never reached.
  public func limit(for progress: Double) -> Limit? {
    if progress >= lowest && progress <= highest { return nil }
    if let pin { return pin }
    switch behavior.kind {
    case .fixed: return .fixed
    case .largeTitle where behavior.displayMode == .never: return .displayModeNever
    default: return progress < 0 ? .notElastic : .aboveOne
    }
  }
}
