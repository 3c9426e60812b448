import GeometryChecks
import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading
import SpecAnalysis
import TestSupport
import Testing

/// A view that records what it was given, as a `UIView` would hold it.
@MainActor
final class RecordingView: LayoutApplicable {
  var frame: Rect?
  var transform: HeaderAffineTransform?
  var alpha: Double?
  var hidden: Bool?
  var zIndex: Int?
  var cornerRadius: Double?
  var accessibilityHidden: Bool?
  var calls = 0
  var accessibilityCalls = 0

  func applyFrame(_ frame: Rect, transform: HeaderAffineTransform) {
    self.frame = frame
    self.transform = transform
    calls += 1
  }
  func applyAlpha(_ alpha: Double) { self.alpha = alpha }
  func applyHidden(_ hidden: Bool) { self.hidden = hidden }
  func applyZIndex(_ zIndex: Int) { self.zIndex = zIndex }
  func applyCornerRadius(_ cornerRadius: Double) { self.cornerRadius = cornerRadius }
  func applyAccessibilityHidden(_ hidden: Bool) {
    accessibilityHidden = hidden
    accessibilityCalls += 1
  }
}

/// A view that keeps the protocol's default for the corner radius.
@MainActor
final class SquareView: LayoutApplicable {
  var alpha = 1.0
  func applyFrame(_ frame: Rect, transform: HeaderAffineTransform) {}
  func applyAlpha(_ alpha: Double) { self.alpha = alpha }
  func applyHidden(_ hidden: Bool) {}
  func applyZIndex(_ zIndex: Int) {}
}

@MainActor
@Test func theDriverAppliesPreviewsNumbersToViews() throws {
  // `headerspec preview Schemas/examples/square-cash.header.json --progress 0.5` shows
  // profileImage's on-screen frame [170, 23.9, 35, 35] under a 0.5 scale, alpha 0, corner
  // radius 35; nameLabel at [123.5, 69.5, 128, 26]. Progress 0.5 is offset -200 + 135 / 2.
  let bytes = try #require(
    TestFiles.read(TestFiles.root + "/Schemas/examples/square-cash.header.json"))
  var driver = ScrollDriver(header: try LoadedHeaderSpec(bytes: bytes).header)
  driver.beginDragging(at: -200)
  #expect(driver.scrolled(to: -132.5).progress == 0.5)
  let image = RecordingView()
  let name = RecordingView()
  var layouts: [SubviewLayout] = []
  driver.apply(to: [image, name, nil], using: &layouts)

  let imageFrame = try #require(image.frame)
  #expect(imageFrame.width == 70 && imageFrame.height == 70)
  #expect(imageFrame.midX == 187.5)
  #expect(abs(imageFrame.midY - (23.9 + 17.5)) < 1e-12)
  #expect(image.transform == HeaderAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
  #expect(image.alpha == 0)
  #expect(image.hidden == false)
  #expect(image.zIndex == 0)
  #expect(image.cornerRadius == 35)
  #expect(name.frame == Rect(x: 123.5, y: 69.5, width: 128, height: 26))
  #expect(name.transform == .identity)
  #expect(name.alpha == 1)
  #expect(layouts.count == 3)
  #expect(layouts[1].frame == Rect(x: 123.5, y: 69.5, width: 128, height: 26))

  // Scrolling on applies the new numbers to the same views.
  driver.scrolled(to: -65)
  driver.apply(to: [image, name], using: &layouts)
  #expect(image.calls == 2 && name.calls == 2)
  #expect(image.frame == layouts[0].untransformedFrame)
  #expect(name.frame == layouts[1].untransformedFrame)
}

@MainActor
@Test func aViewWithoutCornersTakesTheRest() {
  let view = SquareView()
  SubviewLayout(center: .zero, size: Size(width: 4, height: 4), alpha: 0.25, cornerRadius: 9)
    .apply(to: view)
  #expect(view.alpha == 0.25)
}
