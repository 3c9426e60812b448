import GeometryChecks
import HeaderGeometry
import Testing

/// Where the environment checks sample a subview (`environmentProblems(in:textFrames:)`): the
/// even steps `k / 64` and its keyframes within [0, 1], ascending; a label's narrowest frame
/// is the first of those samples where its width is the least.
@Suite struct SampledFramesTests {
  /// A label "title" with a text style and `keyframes`, in a bar 100 to 50 pt tall.
  static func narrowest(_ keyframes: [Keyframe], inline: Bool = false) -> TextFrame? {
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 100, minHeight: 50, isInline: inline),
      behavior: Behavior(kind: .squareCash, snappingEnabled: false),
      subviews: [
        HeaderSpec.Subview(
          id: "title", kind: .label(HeaderSpec.Label(text: "Title", textStyle: .body)),
          keyframes: keyframes)
      ])
    let environment = HeaderEnvironment(width: 375)
    var frames: [TextFrame]? = []
    _ = ResolvedHeader(spec.adapted(to: environment))
      .environmentProblems(in: environment, textFrames: &frames)
    return frames?.first
  }

  static func frame(_ progress: Double, width: Double) -> Keyframe {
    Keyframe(progress: progress, frame: Rect(x: 10, y: 10, width: width, height: 20))
  }

  @Test func aKeyframeBetweenTwoStepsIsSampled() {
    // 0.3 lies between 19/64 and 20/64: the steps alone would miss the narrowest width.
    let found = Self.narrowest([
      Self.frame(0, width: 100), Self.frame(0.3, width: 10), Self.frame(1, width: 100),
    ])
    #expect(found?.progress == 0.3)
    #expect(found?.width == 10)
  }

  @Test func keyframesBelowZeroAreNotSampled() {
    // The keyframe at -0.5 (the stretched bar) is narrower still, but the samples start at 0.
    let found = Self.narrowest([Self.frame(-0.5, width: 1), Self.frame(1, width: 100)])
    #expect(found?.progress == 0)
    #expect(abs((found?.width ?? 0) - (1 + 99 * (0.5 / 1.5))) < 1e-9)
  }

  @Test func keyframesWrittenOutOfOrderAreSampledInOrder() {
    let found = Self.narrowest([
      Self.frame(1, width: 100), Self.frame(0.7, width: 30), Self.frame(0, width: 100),
      Self.frame(0.35, width: 30),
    ])
    // Two keyframes equally narrow: the first in progress order wins.
    #expect(found?.progress == 0.35)
    #expect(found?.width == 30)
  }

  @Test func aKeyframeOnAStepIsOneSample() {
    // 0.5 is the step 32/64: the narrowest is there, once.
    let found = Self.narrowest([
      Self.frame(0, width: 100), Self.frame(0.5, width: 20), Self.frame(1, width: 100),
    ])
    #expect(found?.progress == 0.5)
  }

  @Test func anInlineBarIsSampledAtOneAlone() {
    let found = Self.narrowest([Self.frame(0, width: 10), Self.frame(1, width: 80)], inline: true)
    #expect(found?.progress == 1)
    #expect(found?.width == 80)
  }
}
