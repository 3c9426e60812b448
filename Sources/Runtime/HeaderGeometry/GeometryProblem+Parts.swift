extension GeometryProblem {
  /// Where a non-finite number sits.
  public enum NumberSite: Hashable, Sendable {
    case width, maxHeight, minHeight, stretchLimit, contentInsetTop, velocityThreshold
    case thresholdFromTop, thresholdNegativeDirection, thresholdPositiveDirection
    case snapping(range: Int, field: SnappingField)
    /// A number in a keyframe (its progress or an attribute).
    case keyframe(subview: Int, keyframe: Int)
    /// A kind-specific number of a subview (font size, search bar or title menu metrics).
    case subview(subview: Int)
  }

  /// Where numbers too large to lay out are (`geometryOverflow`).
  public enum OverflowSite: Hashable, Sendable {
    /// The bar's largest number (width, heights, stretch limit, content inset).
    case bar(NumberSite)
    /// A subview's keyframe (document order): the one with the largest numbers of those that
    /// overflow together.
    case keyframe(subview: Int, keyframe: Int)
    /// A subview's built-in layout (title menu, search field).
    case subview(Int)
  }

  /// A snapping range's fields.
  public enum SnappingField: String, Hashable, Sendable {
    case target, from, to
  }

  /// A bar edge.
  public enum Edge: String, Hashable, Sendable {
    case left, right, top, bottom
  }

  /// What a first keyframe fails to give.
  public struct MissingGeometry: Hashable, Sendable {
    public var horizontalPosition: Bool
    public var verticalPosition: Bool
    public var size: Bool

    public init(horizontalPosition: Bool, verticalPosition: Bool, size: Bool) {
      self.horizontalPosition = horizontalPosition
      self.verticalPosition = verticalPosition
      self.size = size
    }

    /// True when nothing is missing.
    public var isEmpty: Bool { !horizontalPosition && !verticalPosition && !size }
  }

  /// One reference in a cycle: subview `subview`'s keyframe `keyframe` pins `edge` to
  /// subview `target`.
  public struct ReferenceSite: Hashable, Sendable {
    public var subview: Int
    public var keyframe: Int
    public var edge: AnchorEdge
    public var target: Int

    public init(subview: Int, keyframe: Int, edge: AnchorEdge, target: Int) {
      self.subview = subview
      self.keyframe = keyframe
      self.edge = edge
      self.target = target
    }
  }
}
