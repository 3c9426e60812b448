/// Bars that scrolling never moves (Schemas/FORMAT.md#scrolling).
extension HeaderSpec {
  /// The progress scrolling leaves this bar at, whatever the events; nil when it moves:
  /// * 0 for `fixed`;
  /// * 1 for a `largeTitle` bar with `displayMode: never`, or shown as the inline bar in a
  ///   compact height (`Bar.isInline`);
  /// * for any other bar whose maximum height equals its minimum (no distance to collapse
  ///   over, so a scroll would divide by zero): 1 for `largeTitle`, its inline state, and 0
  ///   otherwise, as `fixed` is.
  public var pinnedProgress: Double? {
    switch behavior.kind {
    case .fixed: return 0
    case .largeTitle where behavior.displayMode == .never || bar.isInline: return 1
    default:
      let metrics = self.metrics
      guard metrics.maxHeight == metrics.minHeight else { return nil }
      return behavior.kind == .largeTitle ? 1 : 0
    }
  }
}
