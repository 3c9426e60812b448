/// A keyframe's `transform`: parts (`scaledTranslate`, then scale, then rotate, then
/// translate) or a matrix.
public enum KeyframeTransform: Hashable, Sendable {
  /// `translate` in points (applied last, in the bar's space), `scale` factors, `rotate` in
  /// degrees (clockwise on screen), `scaledTranslate` in points (applied first, so scaled and
  /// rotated with the view: `TransformParts`).
  case parts(
    translateX: Double = 0, translateY: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
    rotationDegrees: Double = 0, scaledTranslateX: Double = 0, scaledTranslateY: Double = 0)
  case matrix(HeaderAffineTransform)

  /// The matrix this transform stands for.
  public var affineTransform: HeaderAffineTransform {
    switch self {
    case .parts:
      parts?.affineTransform ?? .identity
    case .matrix(let matrix):
      matrix
    }
  }

  /// The parts, or nil for a matrix.
  public var parts: TransformParts? {
    guard
      case .parts(
        let translateX, let translateY, let scaleX, let scaleY, let rotationDegrees,
        let scaledTranslateX, let scaledTranslateY) = self
    else { return nil }
    return TransformParts(
      translateX: translateX, translateY: translateY, scaleX: scaleX, scaleY: scaleY,
      rotationDegrees: rotationDegrees, scaledTranslateX: scaledTranslateX,
      scaledTranslateY: scaledTranslateY)
  }
}
