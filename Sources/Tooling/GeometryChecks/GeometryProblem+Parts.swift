import HeaderGeometry

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

  /// What a first keyframe fails to give (the runtime's `MissingGeometry`).
  public typealias MissingGeometry = HeaderGeometry.MissingGeometry

  /// One reference in a cycle (the runtime's `ReferenceSite`).
  public typealias ReferenceSite = HeaderGeometry.ReferenceSite
}
