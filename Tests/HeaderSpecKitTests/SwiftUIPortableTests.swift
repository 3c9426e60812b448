import HeaderGeometry
import HeaderSpecKit
import Testing

/// The portable parts of the SwiftUI bar's drawing: transforms about the origin, opacity.

/// Where `transform` puts a point of the untransformed frame, about its centre.
private func aboutCentre(_ layout: SubviewLayout, _ x: Double, _ y: Double) -> (Double, Double) {
  let t = layout.transform
  let (cx, cy) = (layout.center.x, layout.center.y)
  let (dx, dy) = (x - cx, y - cy)
  return (cx + t.a * dx + t.c * dy + t.tx, cy + t.b * dx + t.d * dy + t.ty)
}

/// Where `transformAboutOrigin` puts it: about the frame's top-left corner.
private func aboutOrigin(_ layout: SubviewLayout, _ x: Double, _ y: Double) -> (Double, Double) {
  let t = layout.transformAboutOrigin
  let frame = layout.untransformedFrame
  let (dx, dy) = (x - frame.minX, y - frame.minY)
  return (frame.minX + t.a * dx + t.c * dy + t.tx, frame.minY + t.b * dx + t.d * dy + t.ty)
}

@Test func aTransformAboutTheOriginMovesEveryCornerWhereTheCentredOneDoes() {
  let transform = HeaderAffineTransform(
    translateX: 12, translateY: -7, scaleX: 0.5, scaleY: 2, rotationDegrees: 30)
  let layout = SubviewLayout(
    center: Point(x: 100, y: 40), size: Size(width: 80, height: 30), transform: transform)
  let frame = layout.untransformedFrame
  for (x, y) in [
    (frame.minX, frame.minY), (frame.maxX, frame.minY), (frame.minX, frame.maxY),
    (frame.maxX, frame.maxY), (frame.midX, frame.midY),
  ] {
    let (ex, ey) = aboutCentre(layout, x, y)
    let (ax, ay) = aboutOrigin(layout, x, y)
    #expect(abs(ex - ax) < 1e-9 && abs(ey - ay) < 1e-9, "(\(x), \(y))")
  }
  let plain = SubviewLayout(center: Point(x: 10, y: 10), size: Size(width: 20, height: 20))
  #expect(plain.transformAboutOrigin == .identity)
}

@Test func drawnOpacityIsZeroWhenHiddenAndLimitedOtherwise() {
  var layout = SubviewLayout(center: .zero, size: .zero, alpha: 0.25)
  #expect(layout.drawnOpacity == 0.25)
  layout.hidden = true
  #expect(layout.drawnOpacity == 0)
  layout = SubviewLayout(center: .zero, size: .zero, alpha: 1.5)
  #expect(layout.drawnOpacity == 1)
  layout.alpha = .nan
  #expect(layout.drawnOpacity == 0)
}
