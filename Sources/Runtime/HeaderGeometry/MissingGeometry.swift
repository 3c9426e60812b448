/// What a subview's first keyframe fails to give: a position on an axis, or a size
/// (`ResolutionIssue`, and the checks' HS305).
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
