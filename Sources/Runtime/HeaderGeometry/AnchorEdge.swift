/// An edge of a view or of the bar, as `anchor` and a reference's `"to"` name it. `leading` and
/// `trailing` are the left and right edges in the model; `HeaderSpec.adapted(to:)` maps them
/// for a right-to-left layout (Schemas/FORMAT.md#environments).
public enum AnchorEdge: String, Hashable, Sendable, CaseIterable {
  case leading, trailing, centerX, top, bottom, centerY

  public var isHorizontal: Bool {
    switch self {
    case .leading, .trailing, .centerX: true
    case .top, .bottom, .centerY: false
    }
  }

  /// The edges of the same axis, in the order leading/top, trailing/bottom, centre.
  public var axisEdges: [AnchorEdge] {
    isHorizontal ? [.leading, .trailing, .centerX] : [.top, .bottom, .centerY]
  }

  /// The edge's coordinate in a rectangle (x for horizontal edges, y for vertical ones).
  public func coordinate(in rect: Rect) -> Double {
    switch self {
    case .leading: rect.minX
    case .trailing: rect.maxX
    case .centerX: rect.midX
    case .top: rect.minY
    case .bottom: rect.maxY
    case .centerY: rect.midY
    }
  }

  /// The same edge seen from the other side: leading and trailing swap, the rest stay.
  public var mirrored: AnchorEdge {
    switch self {
    case .leading: .trailing
    case .trailing: .leading
    default: self
    }
  }
}
