import HeaderGeometry

extension ResolvedHeader {
  /// Why the spec's behaviour never scrolls to `progress` (`"displayMode never pins the bar at
  /// progress 1"`), as `headerspec preview` notes it; nil when scrolling can get there.
  public func unreachableReason(at progress: Double) -> String? {
    ReachableProgress(spec: spec).limit(for: progress)?.reason
  }
}
