import HeaderGeometry

/// The BLKFlexibleHeightBar demo configurations (reference 1.10) written as specs, W = 375.
enum DemoSpecs {
  static let width = 375.0

  /// Square Cash: max 200, min 65, inset 200, elastic, snapping 0 for [0, 0.5], 1 for
  /// [0.5, 1]. Centres are written as the demo computes them (135 * (1 - p) + 65 - offset).
  static var squareCash: HeaderSpec {
    HeaderSpec(
      name: "SquareCash", width: width,
      bar: Bar(maxHeight: 200, minHeight: 65),
      behavior: Behavior(
        kind: .squareCash, elastic: true, contentInsetTop: 200,
        snapping: [
          SnappingRange(target: 0, from: 0, to: 0.5), SnappingRange(target: 1, from: 0.5, to: 1),
        ]),
      subviews: [
        HeaderSpec.Subview(
          id: "name", kind: .label(HeaderSpec.Label(text: "Bryan Keller", fontSize: 22)),
          keyframes: [
            Keyframe(
              progress: 0, center: Point(x: 187.5, y: 200 - 50),
              size: Size(width: 128, height: 26)),
            Keyframe(progress: 0.6, center: Point(x: 187.5, y: 135 * 0.4 + 65 - 50)),
            Keyframe(progress: 1, center: Point(x: 187.5, y: 65 - 25)),
          ]),
        HeaderSpec.Subview(
          id: "profile", kind: .image(name: "profile", cornerRadius: 35),
          keyframes: [
            Keyframe(
              progress: 0, center: Point(x: 187.5, y: 200 - 110),
              size: Size(width: 70, height: 70)),
            Keyframe(progress: 0.2, center: Point(x: 187.5, y: 135 * 0.8 + 65 - 110)),
            Keyframe(
              progress: 0.5, center: Point(x: 187.5, y: 135 * 0.64 + 65 - 110), alpha: 0,
              transform: .parts(scaleX: 0.5, scaleY: 0.5)),
          ]),
        HeaderSpec.Subview(
          id: "close", kind: .button(title: "Close"),
          keyframes: [
            Keyframe(progress: 0, frame: Rect(x: width - 40, y: 25, width: 30, height: 30))
          ]),
      ])
  }

  /// Facebook: max 105, min 20, clips, inset 105, negative threshold 140, snapping 0 for
  /// [0, 40/85] and 1 for [40/85, 1].
  static var facebook: HeaderSpec {
    let fold = 40.0 / 85
    return HeaderSpec(
      name: "Facebook", width: width,
      bar: Bar(maxHeight: 105, minHeight: 20, clipsToBounds: true),
      behavior: Behavior(
        kind: .facebook, contentInsetTop: 105,
        thresholds: FacebookThresholds(negativeDirection: 140),
        snapping: [
          SnappingRange(target: 0, from: 0, to: fold), SnappingRange(target: 1, from: fold, to: 1),
        ]),
      subviews: [
        HeaderSpec.Subview(
          id: "blueBar",
          keyframes: [
            Keyframe(
              progress: 0, frame: Rect(x: 0, y: 25, width: width, height: 40), zIndex: 1023),
            Keyframe(progress: fold),
            Keyframe(progress: 1, transform: .parts(translateY: -40)),
          ]),
        HeaderSpec.Subview(
          id: "searchField",
          keyframes: [
            Keyframe(
              progress: 0, frame: Rect(x: 8, y: 25, width: 0.85 * width, height: 32),
              zIndex: 1024, cornerRadius: 5),
            Keyframe(progress: fold),
            Keyframe(progress: 0.8, alpha: 0, transform: .parts(translateY: -0.3 * 85)),
            Keyframe(progress: 1),
          ]),
        HeaderSpec.Subview(
          id: "whiteBar",
          keyframes: [
            Keyframe(progress: 0, frame: Rect(x: 0, y: 65, width: width, height: 40)),
            Keyframe(progress: fold, transform: .parts(translateY: -40)),
          ]),
      ])
  }
}
