extension HeaderSpec {
  /// The edges a keyframe pins (Schemas/FORMAT.md#anchors): each is a margin to the bar's edge
  /// or a reference to another subview's edge. Per axis: one edge with a size, or both outer
  /// edges (`leading` and `trailing`, `top` and `bottom`), which then give the size.
  public struct Anchor: Hashable, Sendable {
    /// A horizontal bar margin (the one-edge form the model had first; see `init`).
    public enum Horizontal: Hashable, Sendable {
      case leading(Double)
      case trailing(Double)
      case centerX(Double)
    }

    /// A vertical bar margin (the one-edge form the model had first; see `init`).
    public enum Vertical: Hashable, Sendable {
      case top(Double)
      case bottom(Double)
      case centerY(Double)
    }

    /// What one edge is pinned to.
    public enum Value: Hashable, Sendable {
      /// A margin to the bar's edge of the same name (an offset from its middle for `centerX`
      /// and `centerY`), in points.
      case margin(Double)
      /// `{ "to": "id.edge", "offset": n }`: this edge equals that edge plus `offset`.
      case reference(AnchorReference)
      /// `null`: the edge an earlier keyframe pinned is no longer pinned (anchors merge edge by
      /// edge, Schemas/FORMAT.md#keyframes).
      case removed
    }

    public var leading: Value?
    public var trailing: Value?
    public var centerX: Value?
    public var top: Value?
    public var bottom: Value?
    public var centerY: Value?

    /// Bar margins, at most one edge per axis.
    public init(horizontal: Horizontal? = nil, vertical: Vertical? = nil) {
      switch horizontal {
      case .leading(let n): leading = .margin(n)
      case .trailing(let n): trailing = .margin(n)
      case .centerX(let n): centerX = .margin(n)
      case nil: break
      }
      switch vertical {
      case .top(let n): top = .margin(n)
      case .bottom(let n): bottom = .margin(n)
      case .centerY(let n): centerY = .margin(n)
      case nil: break
      }
    }

    /// Every edge, in declaration order: the form `headerspec generate swift` writes.
    public init(
      leading: Value?, trailing: Value?, centerX: Value?, top: Value?, bottom: Value?,
      centerY: Value?
    ) {
      self.leading = leading
      self.trailing = trailing
      self.centerX = centerX
      self.top = top
      self.bottom = bottom
      self.centerY = centerY
    }

    /// The value of one edge.
    public subscript(edge: AnchorEdge) -> Value? {
      get {
        switch edge {
        case .leading: leading
        case .trailing: trailing
        case .centerX: centerX
        case .top: top
        case .bottom: bottom
        case .centerY: centerY
        }
      }
      set {
        switch edge {
        case .leading: leading = newValue
        case .trailing: trailing = newValue
        case .centerX: centerX = newValue
        case .top: top = newValue
        case .bottom: bottom = newValue
        case .centerY: centerY = newValue
        }
      }
    }

    /// Whether the anchor names an edge on the horizontal axis (`null` included).
    public var namesHorizontal: Bool { leading != nil || trailing != nil || centerX != nil }
    /// Whether the anchor names an edge on the vertical axis (`null` included).
    public var namesVertical: Bool { top != nil || bottom != nil || centerY != nil }

    /// Whether some edge refers to another subview (`references` is not empty), without
    /// making the list.
    public var hasReferences: Bool {
      AnchorEdge.allCases.contains { edge in
        if case .reference = self[edge] { true } else { false }
      }
    }

    /// The references, with the edge each pins, in the order leading, trailing, centerX, top,
    /// bottom, centerY.
    public var references: [(edge: AnchorEdge, reference: AnchorReference)] {
      AnchorEdge.allCases.compactMap { edge in
        if case .reference(let reference) = self[edge] { (edge, reference) } else { nil }
      }
    }
  }
}
