/// A 2D affine transform in CoreGraphics order: x' = a x + c y + tx, y' = b x + d y + ty.
///
/// Like `UIView.transform` it acts about the view's centre (see `boundingBox(of:)`).
public struct HeaderAffineTransform: Hashable, Sendable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = HeaderAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Scale, then rotate (degrees, positive clockwise on screen, as
  /// `CGAffineTransformMakeRotation`), then translate in the bar's space
  /// (Schemas/FORMAT.md#keyframes).
  public init(
    translateX: Double = 0, translateY: Double = 0,
    scaleX: Double = 1, scaleY: Double = 1, rotationDegrees: Double = 0
  ) {
    let radians = Math.radians(rotationDegrees)
    let (sine, cosine) =
      rotationDegrees == 0 ? (0.0, 1.0) : (Math.sine(radians), Math.cosine(radians))
    self.init(
      a: scaleX * cosine, b: scaleX * sine, c: -scaleY * sine, d: scaleY * cosine,
      tx: translateX, ty: translateY)
  }

  public var isIdentity: Bool { self == .identity }

  /// `[a, b, c, d, tx, ty]`, the order of Schemas/FORMAT.md#keyframes and of the preview output.
  public var components: [Double] { [a, b, c, d, tx, ty] }

  /// The determinant `a d - b c`: the factor by which the transform scales areas.
  public var determinant: Double { a * d - b * c }

  /// The rotation of the transformed x axis, in degrees in (-180, 180].
  public var rotationDegrees: Double { Math.degrees(Math.arcTangent(b, a)) }

  /// Component-wise interpolation on the matrix, as BLK does (no decomposition), with BLK's
  /// operation order: `fraction` 0 gives `self` exactly.
  public func interpolated(to other: HeaderAffineTransform, fraction t: Double)
    -> HeaderAffineTransform
  {
    HeaderAffineTransform(
      a: Math.lerp(a, other.a, t), b: Math.lerp(b, other.b, t),
      c: Math.lerp(c, other.c, t), d: Math.lerp(d, other.d, t),
      tx: Math.lerp(tx, other.tx, t), ty: Math.lerp(ty, other.ty, t))
  }

  /// Applies the transform about `rect`'s centre and returns the bounding box of the result:
  /// what `UIView.frame` reports for a view whose bounds are `rect.size` and whose centre is
  /// `rect.center`.
  public func boundingBox(of rect: Rect) -> Rect {
    if a == 1, b == 0, c == 0, d == 1 {
      return Rect(x: rect.x + tx, y: rect.y + ty, width: rect.width, height: rect.height)
    }
    let halfWidth = rect.width / 2
    let halfHeight = rect.height / 2
    let extentX = abs(a) * halfWidth + abs(c) * halfHeight
    let extentY = abs(b) * halfWidth + abs(d) * halfHeight
    let centerX = rect.x + halfWidth + tx
    let centerY = rect.y + halfHeight + ty
    return Rect(
      x: centerX - extentX, y: centerY - extentY, width: 2 * extentX, height: 2 * extentY)
  }

  /// The image of a point given relative to the centre the transform acts about.
  public func apply(toOffset offset: Point) -> Point {
    Point(x: a * offset.x + c * offset.y + tx, y: b * offset.x + d * offset.y + ty)
  }
}
