import HeaderGeometry
import TestSupport
import Testing

/// `ResolvedHeader.visibleSpans(subview:)`: exact spans, checked against the layouts
/// themselves (`SubviewLayout.isVisible`) on a fine grid.
@Suite struct VisibilityTests {
  static func header(_ keyframes: [Keyframe]) -> ResolvedHeader {
    ResolvedHeader(
      HeaderSpec(
        bar: Bar(maxHeight: 100, minHeight: 50),
        subviews: [HeaderSpec.Subview(id: "v", keyframes: keyframes)]
      ))
  }

  static func frame(_ progress: Double, alpha: Double? = nil, hidden: Bool? = nil) -> Keyframe {
    Keyframe(
      progress: progress, center: Point(x: 10, y: 10), size: Size(width: 4, height: 4),
      alpha: alpha, hidden: hidden)
  }

  /// The first grid progress whose layout's visibility disagrees with the spans (ends,
  /// within rounding, may go either way), with the spans; nil when all agree.
  static func disagreement(_ header: ResolvedHeader) -> String? {
    let spans = header.visibleSpans(subview: 0)
    for step in 0...1000 {
      let p = Double(step) / 1000
      let visible = header.layout(subview: 0, at: p).isVisible
      let inside = spans.contains { $0.lowerBound < p && p < $0.upperBound }
      let atEnd = spans.contains {
        abs($0.lowerBound - p) < 1e-9 || abs($0.upperBound - p) < 1e-9
      }
      if !atEnd, visible != inside { return "at \(p) visible \(visible), spans \(spans)" }
    }
    return nil
  }

  @Test func fadingOutEndsWhereAlphaReachesZero() {
    let header = Self.header([Self.frame(0, alpha: 1), Self.frame(0.4, alpha: 0)])
    #expect(header.visibleSpans(subview: 0) == [0...0.4])
    #expect(Self.disagreement(header) == nil)
  }

  @Test func alphaCrossesZeroBetweenKeyframes() {
    // Alpha goes from -1 to 1 over [0.2, 0.6]: above 0 from 0.4.
    let header = Self.header([Self.frame(0.2, alpha: -1), Self.frame(0.6, alpha: 1)])
    #expect(header.visibleSpans(subview: 0) == [0.4...1])
    #expect(Self.disagreement(header) == nil)
  }

  @Test func hiddenStepsAndSpansMerge() {
    let header = Self.header([
      Self.frame(0, alpha: 1), Self.frame(0.2, hidden: true), Self.frame(0.5, hidden: false),
      Self.frame(0.7), Self.frame(0.9, alpha: 0),
    ])
    #expect(header.visibleSpans(subview: 0) == [0...0.2, 0.5...0.9])
    #expect(Self.disagreement(header) == nil)
  }

  @Test func vanishingForAnInstantSplitsTheSpan() {
    let header = Self.header([
      Self.frame(0, alpha: 1), Self.frame(0.5, alpha: 0), Self.frame(1, alpha: 1),
    ])
    #expect(header.visibleSpans(subview: 0) == [0...0.5, 0.5...1])
    #expect(Self.disagreement(header) == nil)
  }

  @Test func alwaysAndNever() {
    #expect(Self.header([Self.frame(0.3)]).visibleSpans(subview: 0) == [0...1])
    #expect(Self.header([Self.frame(0.3, alpha: 0)]).visibleSpans(subview: 0) == [])
    #expect(Self.header([Self.frame(0, hidden: true)]).visibleSpans(subview: 0) == [])
    #expect(Self.header([]).visibleSpans(subview: 0) == [])
    #expect(Self.header([Self.frame(0)]).visibleSpans(subview: 7) == [])
  }

  @Test func seededTimelinesAgreeWithTheirLayouts() {
    var generator = SeededGenerator(seed: 23)
    for _ in 0..<200 {
      var progress = 0.0
      var keyframes: [Keyframe] = []
      for _ in 0..<Int(generator.next() % 6 + 1) {
        progress += Double(generator.next() % 30) / 100
        let alpha = Double(Int(generator.next() % 5) - 1) / 3
        keyframes.append(Self.frame(progress, alpha: alpha, hidden: generator.next() % 4 == 0))
      }
      let written = keyframes.map { "\($0.progress) \($0.alpha ?? 1) \($0.hidden ?? false)" }
      #expect(Self.disagreement(Self.header(keyframes)) == nil, "\(written)")
    }
  }
}
