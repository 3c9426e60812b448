import HeaderGeometry

extension ScrollEvent {
  /// The event's name as written in an events file.
  public var typeName: String {
    switch self {
    case .beginDrag: "beginDrag"
    case .scroll: "scroll"
    case .endDrag: "endDrag"
    case .endDecelerate: "endDecelerate"
    case .environment: "environment"
    case .contentHeight: "contentHeight"
    case .setProgress: "setProgress"
    case .scrollToTop: "scrollToTop"
    }
  }
}
