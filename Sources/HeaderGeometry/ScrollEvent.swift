/// A scroll-view event (Schemas/FORMAT.md#scrolling). Offsets are `contentOffset.y` in points;
/// velocity is in pt/s, positive when the content moves up (the user scrolls down).
public enum ScrollEvent: Hashable, Sendable {
  case beginDrag(offset: Double)
  case scroll(offset: Double)
  case endDrag(offset: Double, velocity: Double = 0, decelerate: Bool = false)
  case endDecelerate(offset: Double)

  /// The content offset the event carries.
  public var offset: Double {
    switch self {
    case .beginDrag(let offset), .scroll(let offset), .endDecelerate(let offset):
      offset
    case .endDrag(let offset, _, _):
      offset
    }
  }

  /// The event's name as written in an events file.
  public var typeName: String {
    switch self {
    case .beginDrag: "beginDrag"
    case .scroll: "scroll"
    case .endDrag: "endDrag"
    case .endDecelerate: "endDecelerate"
    }
  }

  /// The same event at `offset`.
  public func moved(to offset: Double) -> ScrollEvent {
    switch self {
    case .beginDrag: .beginDrag(offset: offset)
    case .scroll: .scroll(offset: offset)
    case .endDrag(_, let velocity, let decelerate):
      .endDrag(offset: offset, velocity: velocity, decelerate: decelerate)
    case .endDecelerate: .endDecelerate(offset: offset)
    }
  }
}
