/// A transform kept as its parts, for a subview that interpolates transforms part by part
/// (`TransformInterpolation.parts`, Schemas/FORMAT.md#keyframes): each part is
/// interpolated linearly, then the parts are composed.
///
/// Composed as `scaledTranslate`, then scale, then rotate, then `translate`: a point x
/// (relative to the view's centre) goes to `R S (x + scaledTranslate) + translate`. So
/// `scaledTranslate` is scaled and rotated with the view, as in CGAffineTransform's
/// `.scaledBy(x: s, y: s).translatedBy(x: tx, y: ty)`.
public struct TransformParts: Hashable, Sendable {
  public var translateX: Double
  public var translateY: Double
  public var scaleX: Double
  public var scaleY: Double
  public var rotationDegrees: Double
  public var scaledTranslateX: Double
  public var scaledTranslateY: Double

  public init(
    translateX: Double = 0, translateY: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
    rotationDegrees: Double = 0, scaledTranslateX: Double = 0, scaledTranslateY: Double = 0
  ) {
    self.translateX = translateX
    self.translateY = translateY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotationDegrees = rotationDegrees
    self.scaledTranslateX = scaledTranslateX
    self.scaledTranslateY = scaledTranslateY
  }

  public static let identity = TransformParts()

  /// The matrix: the scale and rotation of `HeaderAffineTransform(translateX:...)`, and the
  /// translation `R S scaledTranslate + translate`.
  public var affineTransform: HeaderAffineTransform {
    var matrix = HeaderAffineTransform(
      translateX: translateX, translateY: translateY, scaleX: scaleX, scaleY: scaleY,
      rotationDegrees: rotationDegrees)
    if scaledTranslateX != 0 || scaledTranslateY != 0 {
      matrix.tx += matrix.a * scaledTranslateX + matrix.c * scaledTranslateY
      matrix.ty += matrix.b * scaledTranslateX + matrix.d * scaledTranslateY
    }
    return matrix
  }

  /// Each part interpolated with BLK's `from - (from - to) * t`: `fraction` 0 gives `self`
  /// exactly.
  public func interpolated(to other: TransformParts, fraction t: Double) -> TransformParts {
    TransformParts(
      translateX: Math.lerp(translateX, other.translateX, t),
      translateY: Math.lerp(translateY, other.translateY, t),
      scaleX: Math.lerp(scaleX, other.scaleX, t), scaleY: Math.lerp(scaleY, other.scaleY, t),
      rotationDegrees: Math.lerp(rotationDegrees, other.rotationDegrees, t),
      scaledTranslateX: Math.lerp(scaledTranslateX, other.scaledTranslateX, t),
      scaledTranslateY: Math.lerp(scaledTranslateY, other.scaledTranslateY, t))
  }
}
