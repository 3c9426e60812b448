/// A subview's layout at one progress: what UIKit would hold in `center`, `bounds.size`,
/// `alpha`, `hidden`, `layer.zPosition`, `layer.cornerRadius` and `transform`.
public struct SubviewLayout: Hashable, Sendable {
  /// In bar coordinates, points.
  public var center: Point
  /// The untransformed size, in points.
  public var size: Size
  public var alpha: Double
  public var hidden: Bool
  public var zIndex: Int
  public var cornerRadius: Double
  /// Acts about `center`.
  public var transform: HeaderAffineTransform

  public init(
    center: Point, size: Size, alpha: Double = 1, hidden: Bool = false, zIndex: Int = 0,
    cornerRadius: Double = 0, transform: HeaderAffineTransform = .identity
  ) {
    self.center = center
    self.size = size
    self.alpha = alpha
    self.hidden = hidden
    self.zIndex = zIndex
    self.cornerRadius = cornerRadius
    self.transform = transform
  }

  /// The untransformed rectangle (`size` centred on `center`).
  public var untransformedFrame: Rect { Rect(center: center, size: size) }

  /// The on-screen frame: the bounding box of the transformed rectangle (Schemas/FORMAT.md#layout).
  public var frame: Rect { transform.boundingBox(of: untransformedFrame) }

  /// Whether the subview can be seen: alpha above 0 and not hidden.
  public var isVisible: Bool { alpha > 0 && !hidden }
}
