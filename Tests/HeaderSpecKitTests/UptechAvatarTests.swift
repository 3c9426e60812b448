import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import SpecAnalysis
import TestSupport
import Testing

/// The bundled uptech example (`Schemas/examples/large-title-avatar.header.json`) lays its
/// avatar out as the demo does (`tungfam/ImageInNavigationBarDemo`,
/// `DemoTableViewController.swift`, `moveAndResizeImageForPortrait`), at every progress,
/// stretched included, to 1e-9.
@Suite struct UptechAvatarTests {
  /// The demo's transform for a navigation bar `height` tall, transcribed (Const: 40 and 32 pt,
  /// margins 16 and 12 / 6, heights 44 and 96.5):
  ///
  ///     coeff  = (H - 44) / (96.5 - 44)
  ///     factor = 32 / 40
  ///     scale  = min(1.0, coeff * (1 - factor) + factor)
  ///     sizeDiff = 40 * (1 - factor)
  ///     maxY   = 12 - 6 + sizeDiff
  ///     yTrans = max(0, min(maxY, maxY - coeff * (6 + sizeDiff)))
  ///     xTrans = max(0, sizeDiff - coeff * sizeDiff)
  ///     imageView.transform = .identity.scaledBy(x: scale, y: scale)
  ///       .translatedBy(x: xTrans, y: yTrans)
  ///
  /// `translatedBy` after `scaledBy` gives the matrix (s, 0, 0, s, s xTrans, s yTrans), about
  /// the view's centre (W - 36, H - 32): Auto Layout pins it 16 pt from the trailing edge and
  /// 12 pt from the bottom, 40 x 40.
  static func demo(height: Double, width: Double) -> (frame: Rect, transform: HeaderAffineTransform)
  {
    let coeff = (height - 44) / (96.5 - 44)
    let factor = 32.0 / 40
    let scale = Swift.min(1.0, coeff * (1 - factor) + factor)
    let sizeDiff = 40 * (1 - factor)
    let maxY = 12 - 6 + sizeDiff
    let yTrans = Swift.max(0, Swift.min(maxY, maxY - coeff * (6 + sizeDiff)))
    let xTrans = Swift.max(0, sizeDiff - coeff * sizeDiff)
    let transform = HeaderAffineTransform(
      a: scale, b: 0, c: 0, d: scale, tx: scale * xTrans, ty: scale * yTrans)
    let frame = Rect(
      x: width - 36 - 20 * scale + scale * xTrans, y: height - 32 - 20 * scale + scale * yTrans,
      width: 40 * scale, height: 40 * scale)
    return (frame, transform)
  }

  static func loaded() throws -> LoadedHeaderSpec {
    let bytes = try #require(
      TestFiles.read(TestFiles.root + "/Schemas/examples/large-title-avatar.header.json"))
    return try LoadedHeaderSpec(bytes: bytes)
  }

  @Test func theExampleIsTheDemoAtEveryProgress() throws {
    let loaded = try Self.loaded()
    let header = loaded.header
    let avatar = try #require(loaded.spec.subviews.firstIndex { $0.id == "avatar" })
    var worst = 0.0
    // -1 (a 52.5 pt pull) to 1 in steps of 1/400, and the heights the reference names.
    let progress = (-400...400).map { Double($0) / 400 } + [(96.5 - 70.25) / 52.5]
    for p in progress {
      let height = header.height(at: p)
      let layout = header.layout(subview: avatar, at: p)
      let (frame, transform) = Self.demo(height: height, width: header.metrics.width)
      let ours = layout.frame
      let differences = [
        ours.x - frame.x, ours.y - frame.y, ours.width - frame.width, ours.height - frame.height,
        layout.transform.a - transform.a, layout.transform.d - transform.d,
        layout.transform.tx - transform.tx, layout.transform.ty - transform.ty,
        layout.transform.b, layout.transform.c,
      ]
      worst = Swift.max(worst, differences.map { Swift.abs($0) }.max() ?? 0)
    }
    #expect(worst <= 1e-9, "worst difference \(worst)")
  }

  /// The reference's worked numbers: (W-45.6, 7.2, 32, 32) at 44, (W-50.4, 26.55, 36, 36) at
  /// 70.25, (W-56, 44.5, 40, 40) at 96.5, and the bottom margin 12 while stretched.
  @Test(
    arguments: [
      (1.0, Rect(x: 375 - 45.6, y: 7.2, width: 32, height: 32)),
      (0.5, Rect(x: 375 - 50.4, y: 26.55, width: 36, height: 36)),
      (0.0, Rect(x: 375 - 56, y: 44.5, width: 40, height: 40)),
      (-0.5, Rect(x: 375 - 56, y: 70.75, width: 40, height: 40)),
    ] as [(Double, Rect)])
  func theReferencesNumbers(progress: Double, expected: Rect) throws {
    let loaded = try Self.loaded()
    let avatar = try #require(loaded.spec.subviews.firstIndex { $0.id == "avatar" })
    let frame = loaded.header.layout(subview: avatar, at: progress).frame
    #expect(Swift.abs(frame.x - expected.x) <= 1e-9 && Swift.abs(frame.y - expected.y) <= 1e-9)
    #expect(Swift.abs(frame.width - expected.width) <= 1e-9)
    #expect(Swift.abs(frame.height - expected.height) <= 1e-9)
  }

  /// Interpolated as a matrix (BLK), the same keyframes miss the demo in between: the
  /// translation is linear in the progress there, not the product of scale and translation.
  @Test func aMatrixInterpolationMissesTheDemo() throws {
    let loaded = try Self.loaded()
    var spec = loaded.spec
    let avatar = try #require(spec.subviews.firstIndex { $0.id == "avatar" })
    spec.subviews[avatar].transformInterpolation = .matrix
    let header = ResolvedHeader(spec)
    let frame = header.layout(subview: avatar, at: 0.5).frame
    let demo = Self.demo(height: header.height(at: 0.5), width: 375).frame
    // Matrix: tx = lerp(0, 0.8 x 8, 0.5) = 3.2 where the demo has 0.9 x 4 = 3.6.
    #expect(Swift.abs((frame.x - demo.x) - (3.2 - 3.6)) <= 1e-9)
  }
}
