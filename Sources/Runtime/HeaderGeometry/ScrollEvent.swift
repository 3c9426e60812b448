/// A scroll-view event (Schemas/FORMAT.md#scrolling), or a change an app makes
/// (Schemas/EVENTS.md). Offsets are `contentOffset.y` in points; velocity is in pt/s, positive
/// when the content moves up (the user scrolls down).
public enum ScrollEvent: Hashable, Sendable {
  case beginDrag(offset: Double)
  case scroll(offset: Double)
  case endDrag(offset: Double, velocity: Double = 0, decelerate: Bool = false)
  case endDecelerate(offset: Double)
  /// The environment changes (rotation, Dynamic Type, direction, device): the keys given, merged
  /// over the keys so far. The progress is kept; the layout is the new environment's.
  indirect case environment(EnvironmentChange)
  /// The content or the viewport changes height (nil keeps a value); an offset past the new
  /// end moves back to it, as a scroll.
  case contentHeight(contentHeight: Double?, viewportHeight: Double?)
  /// The app sets the progress (expand is 0, collapse is 1); the offset moves as a snap moves
  /// it. `animated` only says how the app moves there: the state after is the same.
  case setProgress(Double, animated: Bool = false)
  /// The status bar is tapped: the content goes to the top, the bar expands (progress 0).
  case scrollToTop

  /// The content offset the event carries; nil for the events an app makes, which carry none.
  public var offset: Double? {
    switch self {
    case .beginDrag(let offset), .scroll(let offset), .endDecelerate(let offset):
      offset
    case .endDrag(let offset, _, _):
      offset
    case .environment, .contentHeight, .setProgress, .scrollToTop:
      nil
    }
  }

  /// The same event at `offset`; an event without an offset is returned as it is.
  public func moved(to offset: Double) -> ScrollEvent {
    switch self {
    case .beginDrag: .beginDrag(offset: offset)
    case .scroll: .scroll(offset: offset)
    case .endDrag(_, let velocity, let decelerate):
      .endDrag(offset: offset, velocity: velocity, decelerate: decelerate)
    case .endDecelerate: .endDecelerate(offset: offset)
    case .environment, .contentHeight, .setProgress, .scrollToTop: self
    }
  }
}
