import HeaderGeometry
import HeaderSpecKit
import Testing

/// The portable parts of the SwiftUI bar: its environment, transforms and colours.

@Test func aContainersEnvironmentAddsTheSafeAreaBack() {
  // An iPhone 15 in landscape: 852 x 393, 59 pt sensor housing at the leading side, 21 at the
  // bottom; a compact height, a compact width.
  let insets = SafeAreaInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
  let environment = Environment(
    containerWidth: 734, containerHeight: 372, safeArea: insets, isCompactHeight: true,
    isRegularWidth: false, contentSize: .accessibility5, layoutDirection: .rtl)
  #expect(environment.width == 852)
  #expect(environment.screenHeight == 393)
  #expect(environment.orientation == .landscape)
  #expect(environment.insets == insets)
  #expect(environment.isCompactHeight)
  #expect(environment.contentSize == .accessibility5)
  #expect(environment.layoutDirection == .rtl)
  #expect(environment.inlineBarHeight == 32)
  let device = Device.preset(named: "iPhone 15")?.environment(
    orientation: .landscape, contentSize: .accessibility5, layoutDirection: .rtl)
  #expect(device?.width == environment.width)
  #expect(device?.orientation == environment.orientation)
  #expect(device?.inlineBarHeight == environment.inlineBarHeight)

  let plus = Environment(
    containerWidth: 800, containerHeight: 400, safeArea: SafeAreaInsets(), isCompactHeight: true,
    isRegularWidth: true, contentSize: .large, layoutDirection: .ltr)
  #expect(plus.inlineBarHeight == 44)
  let portrait = Environment(
    containerWidth: 393, containerHeight: 759, safeArea: SafeAreaInsets(top: 59, bottom: 34),
    isCompactHeight: false, isRegularWidth: false, contentSize: .large, layoutDirection: .ltr)
  #expect(portrait.orientation == .portrait)
  #expect(portrait.width == 393)
  #expect(portrait.screenHeight == 852)
}

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
  let transform = AffineTransform(
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

@Test func specColoursReadSixAndEightDigits() {
  #expect(
    SpecColor(hex: "#3B599880")
      == SpecColor(red: 59 / 255, green: 89 / 255, blue: 152 / 255, opacity: 128 / 255))
  #expect(SpecColor(hex: "#ffffff") == SpecColor(red: 1, green: 1, blue: 1))
  for bad in ["", "#", "3B5998", "#3B599", "#3B59980", "#3G5998", "#3B5998800", "＃3B5998"] {
    #expect(SpecColor(hex: bad) == nil, "\(bad)")
  }
}
