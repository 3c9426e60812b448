import HeaderGeometry
import Testing

/// `scaledTranslate` and `transformInterpolation: parts` (Schemas/FORMAT.md#keyframes).
@Suite struct TransformPartsTests {
  /// CGAffineTransform's `.scaledBy(x: sx, y: sy).rotated(by: r).translatedBy(x: u, y: v)`
  /// concatenates the translation first: t' = (a u + c v, b u + d v) with (a, b, c, d) the
  /// scaled and rotated matrix; then `translate` is added.
  @Test func scaledTranslateIsScaledAndRotatedWithTheView() {
    let parts = TransformParts(
      translateX: 1, translateY: 2, scaleX: 0.5, scaleY: 2, rotationDegrees: 30,
      scaledTranslateX: 8, scaledTranslateY: 14)
    let rotation = HeaderAffineTransform(scaleX: 0.5, scaleY: 2, rotationDegrees: 30)
    let matrix = parts.affineTransform
    #expect(matrix.a == rotation.a && matrix.b == rotation.b)
    #expect(matrix.c == rotation.c && matrix.d == rotation.d)
    #expect(Swift.abs(matrix.tx - (rotation.a * 8 + rotation.c * 14 + 1)) <= 1e-12)
    #expect(Swift.abs(matrix.ty - (rotation.b * 8 + rotation.d * 14 + 2)) <= 1e-12)
    // The uptech avatar's `.scaledBy(0.8).translatedBy(8, 14)`: (0.8, 0, 0, 0.8, 6.4, 11.2).
    let uptech = TransformParts(scaleX: 0.8, scaleY: 0.8, scaledTranslateX: 8, scaledTranslateY: 14)
    #expect(Swift.abs(uptech.affineTransform.tx - 6.4) <= 1e-12)
    #expect(Swift.abs(uptech.affineTransform.ty - 11.2) <= 1e-12)
  }

  static func spec(_ interpolation: TransformInterpolation, to transform: KeyframeTransform)
    -> HeaderSpec
  {
    HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50),
      behavior: Behavior(kind: .squareCash, snappingEnabled: false),
      subviews: [
        HeaderSpec.Subview(
          id: "a",
          keyframes: [
            Keyframe(
              progress: 0, center: Point(x: 50, y: 25), size: Size(width: 20, height: 20)),
            Keyframe(progress: 1, transform: transform),
          ], transformInterpolation: interpolation)
      ])
  }

  /// Parts: the scale and the scaled translation are interpolated, then multiplied, so the
  /// translation is s(p) u(p), quadratic; the matrix interpolation gives the line between the
  /// ends.
  @Test func partsMultiplyTheScaleAndTheScaledTranslation() {
    let transform = KeyframeTransform.parts(
      scaleX: 0.5, scaleY: 0.5, scaledTranslateX: 10, scaledTranslateY: -20)
    let parts = ResolvedHeader(Self.spec(.parts, to: transform)).layout(subview: 0, at: 0.5)
    let matrix = ResolvedHeader(Self.spec(.matrix, to: transform)).layout(subview: 0, at: 0.5)
    // s = 1 - (1 - 0.5) 0.5 = 0.75, u = (5, -10): (3.75, -7.5). Matrix: (5, -10) / 2 = (2.5, -5).
    #expect(
      parts.transform == HeaderAffineTransform(a: 0.75, b: 0, c: 0, d: 0.75, tx: 3.75, ty: -7.5))
    #expect(
      matrix.transform == HeaderAffineTransform(a: 0.75, b: 0, c: 0, d: 0.75, tx: 2.5, ty: -5))
    // At the keyframes both are the keyframe's own transform.
    #expect(
      ResolvedHeader(Self.spec(.parts, to: transform)).layout(subview: 0, at: 1).transform
        == transform.affineTransform)
  }

  /// A rotation interpolated as parts stays rigid: 0 to 90 degrees is 45 degrees at scale 1
  /// halfway, and HS310 is not reported; as a matrix it shrinks to 0.707 and is.
  @Test func partsKeepARotationRigid() {
    let transform = KeyframeTransform.parts(rotationDegrees: 90)
    let parts = ResolvedHeader(Self.spec(.parts, to: transform))
    let halfway = parts.layout(subview: 0, at: 0.5).transform
    #expect(Swift.abs(halfway.determinant - 1) <= 1e-12)
    #expect(Swift.abs(halfway.rotationDegrees - 45) <= 1e-9)
    #expect(
      !parts.problems.contains { if case .rotationInterpolation = $0 { true } else { false } })
    let matrix = ResolvedHeader(Self.spec(.matrix, to: transform))
    #expect(
      matrix.problems.contains { if case .rotationInterpolation = $0 { true } else { false } })
  }

  /// A matrix keyframe interpolates as a matrix with its neighbours, even in a parts subview.
  @Test func aMatrixKeyframeFallsBackToTheMatrix() {
    let transform = KeyframeTransform.matrix(
      HeaderAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 10, ty: 0))
    let layout = ResolvedHeader(Self.spec(.parts, to: transform)).layout(subview: 0, at: 0.5)
    #expect(layout.transform == HeaderAffineTransform(a: 0.75, b: 0, c: 0, d: 0.75, tx: 5, ty: 0))
  }

  /// Right to left mirrors the on-screen frame (x' = W - x - w) at every progress: the scaled
  /// translation's x is negated with the rest.
  @Test(arguments: [0.0, 0.3, 0.5, 1])
  func rightToLeftMirrorsTheScaledTranslation(progress: Double) {
    let spec = Self.spec(
      .parts, to: .parts(scaleX: 0.8, scaleY: 0.8, scaledTranslateX: 8, scaledTranslateY: 14))
    let ltr = ResolvedHeader(spec).layout(subview: 0, at: progress).frame
    let rtl = ResolvedHeader(spec.adapted(to: HeaderEnvironment(width: 375, layoutDirection: .rtl)))
      .layout(subview: 0, at: progress).frame
    #expect(Swift.abs(rtl.x - (375 - ltr.x - ltr.width)) <= 1e-9)
    #expect(Swift.abs(rtl.y - ltr.y) <= 1e-9 && Swift.abs(rtl.width - ltr.width) <= 1e-9)
  }

  /// Parts multiply between keyframes: a scale from 1e200 to 1 and a scaled translation from 0
  /// to 1e200 are 0 and 1e200 at the ends, but about 2.5e399 (infinite) halfway. The overflow
  /// bound says so at a keyframe instead of letting the layout become infinite.
  @Test func aProductThatOverflowsBetweenKeyframesIsReported() {
    var spec = Self.spec(
      .parts, to: .parts(scaleX: 1, scaleY: 1, scaledTranslateX: 1e200, scaledTranslateY: 0))
    spec.subviews[0].keyframes[0].transform = .parts(scaleX: 1e200, scaleY: 1e200)
    let problems = ResolvedHeader(spec).problems
    #expect(problems.contains { if case .geometryOverflow = $0 { true } else { false } })
    spec.subviews[0].transformInterpolation = .matrix
    // As a matrix the ends bound everything in between: tx is 0 and 1e200.
    #expect(
      !ResolvedHeader(spec).problems.contains {
        if case .geometryOverflow = $0 { true } else { false }
      })
  }
}
