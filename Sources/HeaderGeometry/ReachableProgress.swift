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
    /// Not elastic: progress stops at 0.
    case notElastic
    /// Every behaviour clamps progress to at most 1.
    case aboveOne
  }

  /// The lowest reachable progress: `-infinity` when elastic (a pull stretches without end).
  public let lowest: Double
  /// The highest reachable progress.
  public let highest: Double
  private let behavior: Behavior

  public init(behavior: Behavior) {
    self.behavior = behavior
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
    switch behavior.kind {
    case .fixed: return .fixed
    case .largeTitle where behavior.displayMode == .never: return .displayModeNever
    default: return progress < 0 ? .notElastic : .aboveOne
    }
  }
}
