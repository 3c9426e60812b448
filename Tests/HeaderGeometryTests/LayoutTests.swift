import HeaderGeometry
import Testing

@Suite struct AnchorTests {
  /// The uptech avatar as anchors: 40 pt, 16 from the right, 12 from the bottom at 96.5 pt;
  /// 32 pt, 6 from the bottom (trailing inherited) at 44 pt.
  static let spec = HeaderSpec(
    behavior: Behavior(kind: .largeTitle),
    subviews: [
      HeaderSpec.Subview(
        id: "avatar", kind: .image(name: "avatar", cornerRadius: 20),
        keyframes: [
          Keyframe(
            progress: 0, size: Size(width: 40, height: 40),
            anchor: HeaderSpec.Anchor(horizontal: .trailing(16), vertical: .bottom(12))),
          Keyframe(
            progress: 1, size: Size(width: 32, height: 32),
            anchor: HeaderSpec.Anchor(vertical: .bottom(6)),
            cornerRadius: 16),
        ])
    ])
  static let header = ResolvedHeader(spec)

  @Test func landsOnItsMarginsWhenExpanded() {
    let frame = Self.header.layout(subview: 0, at: 0).frame
    #expect(frame == Rect(x: 319, y: 44.5, width: 40, height: 40))
    #expect(375 - frame.maxX == 16)
    #expect(96.5 - frame.maxY == 12)
  }

  @Test func landsOnItsMarginsWhenCollapsed() {
    let frame = Self.header.layout(subview: 0, at: 1).frame
    #expect(frame == Rect(x: 327, y: 6, width: 32, height: 32))
    #expect(375 - frame.maxX == 16)
    #expect(44 - frame.maxY == 6)
  }

  @Test func marginsInterpolateHalfway() {
    // H = 70.25; bottom margins 12 and 6 resolved at that height, then halfway: 9.
    let layout = Self.header.layout(subview: 0, at: 0.5)
    #expect(close(layout.size.width, 36))
    #expect(close(70.25 - layout.frame.maxY, 9))
    #expect(close(375 - layout.frame.maxX, 16))
    #expect(close(layout.cornerRadius, 18))
  }

  @Test func ridesTheBottomWhileStretched() {
    // p -0.2: H = 96.5 + 10.5 = 107; subviews at p 0, margin 12 to the current bottom.
    let frame = Self.header.layout(subview: 0, at: -0.2).frame
    #expect(close(frame.maxY, 107 - 12))
  }

  @Test func theUptechTransformEndsOnMargins13Point6And4Point8() {
    // Reference 3: at 44 pt, scale 0.8 with the translation (8, 14) applied in scaled space,
    // (6.4, 11.2) on screen, about the centre (W - 36, H - 32) of the 40 pt view.
    let spec = HeaderSpec(
      behavior: Behavior(kind: .largeTitle),
      subviews: [
        HeaderSpec.Subview(
          id: "avatar",
          keyframes: [
            Keyframe(
              progress: 1, center: Point(x: 375 - 36, y: 44 - 32),
              size: Size(width: 40, height: 40),
              transform: .matrix(
                HeaderAffineTransform(a: 0.8, b: 0, c: 0, d: 0.8, tx: 6.4, ty: 11.2)))
          ])
      ])
    let frame = ResolvedHeader(spec).layout(subview: 0, at: 1).frame
    #expect(close(frame, Rect(x: 375 - 45.6, y: 7.2, width: 32, height: 32)))
    #expect(close(375 - frame.maxX, 13.6))
    #expect(close(44 - frame.maxY, 4.8))
  }

  @Test func centreAnchorsAreOffsetsFromTheMiddle() {
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50),
      subviews: [
        HeaderSpec.Subview(
          id: "dot",
          keyframes: [
            Keyframe(
              progress: 0, size: Size(width: 10, height: 10),
              anchor: HeaderSpec.Anchor(horizontal: .centerX(5), vertical: .centerY(-10))),
            Keyframe(
              progress: 1, anchor: HeaderSpec.Anchor(horizontal: .leading(8), vertical: .top(4))),
          ])
      ])
    let header = ResolvedHeader(spec)
    #expect(header.layout(subview: 0, at: 0).center == Point(x: 192.5, y: 40))
    #expect(header.layout(subview: 0, at: 1).center == Point(x: 13, y: 9))
  }

  @Test func aCentreAfterAnchorsReplacesThemAndAnAnchorAxisKeepsTheOther() {
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50),
      subviews: [
        HeaderSpec.Subview(
          id: "v",
          keyframes: [
            Keyframe(
              progress: 0, size: Size(width: 10, height: 10),
              anchor: HeaderSpec.Anchor(horizontal: .leading(0), vertical: .top(0))),
            Keyframe(progress: 0.5, center: Point(x: 50, y: 50)),
            Keyframe(progress: 1, anchor: HeaderSpec.Anchor(vertical: .bottom(0))),
          ])
      ])
    let header = ResolvedHeader(spec)
    #expect(header.layout(subview: 0, at: 0.5).center == Point(x: 50, y: 50))
    // x stays 50 from the centre keyframe; y rides the bottom of the 50 pt bar.
    #expect(header.layout(subview: 0, at: 1).center == Point(x: 50, y: 45))
  }
}

@Suite struct InterpolationTests {
  static func header(_ keyframes: [Keyframe]) -> ResolvedHeader {
    ResolvedHeader(
      HeaderSpec(
        bar: Bar(maxHeight: 100, minHeight: 50),
        subviews: [HeaderSpec.Subview(id: "v", keyframes: keyframes)]
      ))
  }

  @Test func holdsTheFirstKeyframeBelowIt() {
    let header = Self.header([
      Keyframe(progress: 0.4, center: Point(x: 10, y: 10), size: Size(width: 4, height: 4)),
      Keyframe(progress: 0.8, center: Point(x: 30, y: 10)),
    ])
    #expect(header.layout(subview: 0, at: 0).center.x == 10)
    #expect(header.layout(subview: 0, at: 0.6).center.x == 20)
    #expect(header.layout(subview: 0, at: 1).center.x == 30)
  }

  @Test func hiddenAndZIndexStepFromTheLowerKeyframe() {
    let header = Self.header([
      Keyframe(
        progress: 0, center: Point(x: 10, y: 10), size: Size(width: 4, height: 4), hidden: false,
        zIndex: 1),
      Keyframe(progress: 0.5, hidden: true, zIndex: 7),
    ])
    #expect(header.layout(subview: 0, at: 0.49).hidden == false)
    #expect(header.layout(subview: 0, at: 0.49).zIndex == 1)
    #expect(header.layout(subview: 0, at: 0.5).hidden == true)
    #expect(header.layout(subview: 0, at: 0.5).zIndex == 7)
  }

  @Test func rotationInterpolatesComponentWiseAndShrinks() {
    let header = Self.header([
      Keyframe(progress: 0, center: Point(x: 50, y: 50), size: Size(width: 20, height: 20)),
      Keyframe(progress: 1, transform: .parts(rotationDegrees: 90)),
    ])
    let halfway = header.layout(subview: 0, at: 0.5).transform
    // Halfway between identity and (0, 1, -1, 0): (0.5, 0.5, -0.5, 0.5), 45 degrees at 0.707.
    #expect(close(halfway.a, 0.5) && close(halfway.b, 0.5))
    #expect(close(halfway.c, -0.5) && close(halfway.d, 0.5))
    #expect(close(halfway.rotationDegrees, 45))
    // Bounding box: |a| 10 + |c| 10 = 10 on each side of the centre.
    #expect(
      close(header.layout(subview: 0, at: 0.5).frame, Rect(x: 40, y: 40, width: 20, height: 20)))
  }

  @Test func transformPartsComposeScaleRotateThenTranslate() {
    let t = HeaderAffineTransform(
      translateX: 5, translateY: -3, scaleX: 2, scaleY: 3, rotationDegrees: 90)
    #expect(close(t.a, 0) && close(t.b, 2) && close(t.c, -3) && close(t.d, 0))
    #expect(t.tx == 5 && t.ty == -3)
  }

  @Test func frameIsTheBoundingBoxOfTheTransformedRectangle() {
    // A 20 x 10 rectangle rotated 90 degrees about (50, 50), moved by (5, 0): 10 x 20.
    let t = HeaderAffineTransform(translateX: 5, rotationDegrees: 90)
    let box = t.boundingBox(
      of: Rect(center: Point(x: 50, y: 50), size: Size(width: 20, height: 10)))
    #expect(close(box, Rect(x: 50, y: 40, width: 10, height: 20)))
  }
}
