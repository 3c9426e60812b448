import HeaderGeometry

extension ReachableProgress.Limit {
  /// Why scrolling never gets past this limit, in the words `headerspec preview` prints
  /// (`"displayMode never pins the bar at progress 1"`).
  public var reason: String {
    switch self {
    case .fixed: "a fixed bar stays at progress 0"
    case .displayModeNever: "displayMode never pins the bar at progress 1"
    case .compactHeight:
      "a compact height shows no large title: the bar is the inline bar, at progress 1"
    case .equalHeights: "maxHeight equals minHeight here, so the bar never moves"
    case .notElastic: "the behaviour is not elastic, so progress stops at 0"
    case .aboveOne: "progress stops at 1"
    }
  }
}
