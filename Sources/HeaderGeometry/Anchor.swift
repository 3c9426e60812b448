/// Margins from the bar's edges, in points (Schemas/FORMAT.md#anchors): at most one edge per axis.
public struct Anchor: Hashable, Sendable {
  /// A horizontal edge: `leading`/`trailing` margins, or `centerX`, an offset from the middle.
  public enum Horizontal: Hashable, Sendable {
    case leading(Double)
    case trailing(Double)
    case centerX(Double)
  }

  /// A vertical edge: `top`/`bottom` margins, or `centerY`, an offset from the middle.
  public enum Vertical: Hashable, Sendable {
    case top(Double)
    case bottom(Double)
    case centerY(Double)
  }

  public var horizontal: Horizontal?
  public var vertical: Vertical?

  public init(horizontal: Horizontal? = nil, vertical: Vertical? = nil) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
