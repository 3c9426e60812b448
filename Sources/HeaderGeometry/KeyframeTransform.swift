/// A keyframe's `transform`: parts (scale, then rotate, then translate) or a matrix.
public enum KeyframeTransform: Hashable, Sendable {
  /// `translate` in points, `scale` factors, `rotate` in degrees (clockwise on screen).
  case parts(
    translateX: Double = 0, translateY: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
    rotationDegrees: Double = 0)
  case matrix(AffineTransform)

  /// The matrix this transform stands for.
  public var affineTransform: AffineTransform {
    switch self {
    case .parts(let translateX, let translateY, let scaleX, let scaleY, let rotationDegrees):
      AffineTransform(
        translateX: translateX, translateY: translateY, scaleX: scaleX, scaleY: scaleY,
        rotationDegrees: rotationDegrees)
    case .matrix(let matrix):
      matrix
    }
  }
}
