import HeaderGeometry

extension SubviewLayout {
  /// `transform`, which acts about the frame's centre (as `UIView.transform`), as a transform
  /// about the frame's top-left corner: what SwiftUI's `transformEffect` and a layer without
  /// an anchor point apply. Moving the centre to the origin, transforming and moving back:
  /// the same points end up in the same places.
  public var transformAboutOrigin: HeaderAffineTransform {
    let (x, y) = (size.width / 2, size.height / 2)
    let t = transform
    return HeaderAffineTransform(
      a: t.a, b: t.b, c: t.c, d: t.d,
      tx: t.tx + x - (t.a * x + t.c * y), ty: t.ty + y - (t.b * x + t.d * y))
  }

  /// The opacity to draw with: `alpha` limited to 0...1, and 0 when hidden (a view that is
  /// laid out but not drawn, so the bar's view tree keeps its shape).
  public var drawnOpacity: Double {
    hidden || !(alpha > 0) ? 0 : min(alpha, 1)
  }
}
