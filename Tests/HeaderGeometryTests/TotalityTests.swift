import HeaderGeometry
import HeaderSpecLoading
import Testing

/// Bad numbers and empty input give defined results (and problems), never a trap.
@Suite struct TotalityTests {
  static let strange: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1e308, -1e308]

  static func hostileSpec(_ a: Double, _ b: Double) -> HeaderSpec {
    HeaderSpec(
      width: a,
      bar: Bar(maxHeight: a, minHeight: b),
      behavior: Behavior(
        kind: .squareCash, elastic: true, stretchLimit: b, contentInsetTop: a,
        snapping: [SnappingRange(target: a, from: b, to: a)]),
      subviews: [
        HeaderSpec.Subview(id: "empty"),
        HeaderSpec.Subview(id: "noGeometry", keyframes: [Keyframe(progress: a, alpha: b)]),
        HeaderSpec.Subview(
          id: "anchored",
          keyframes: [
            Keyframe(
              progress: b, size: Size(width: a, height: b),
              anchor: HeaderSpec.Anchor(horizontal: .trailing(a), vertical: .bottom(b)),
              transform: .parts(scaleX: a, rotationDegrees: b))
          ]),
        HeaderSpec.Subview(id: "menu", kind: .titleMenu(TitleMenu(items: [], selected: Int.max))),
        HeaderSpec.Subview(
          id: "search", kind: .searchBar(SearchBar(height: a, fieldWidthFraction: b)),
          keyframes: [Keyframe(progress: 0, center: Point(x: a, y: b))]),
      ])
  }

  @Test func strangeNumbersNeverTrap() {
    for a in Self.strange {
      for b in Self.strange {
        let spec = Self.hostileSpec(a, b)
        let header = ResolvedHeader(spec)
        for p in Self.strange + [0.5, 1, -0.5] {
          _ = header.layout(at: p)
          _ = header.height(at: p)
        }
        _ = spec.geometryProblems
        let events: [ScrollEvent] = Self.strange.flatMap {
          [
            .beginDrag(offset: $0), .scroll(offset: $0),
            .endDrag(offset: $0, velocity: $0, decelerate: false), .endDecelerate(offset: $0),
          ]
        }
        for kind in Behavior.Kind.allCases {
          var s = spec
          s.behavior.kind = kind
          _ = Simulation.run(spec: s, events: events)
        }
      }
    }
  }

  @Test func nanProgressIsZero() {
    let header = ResolvedHeader(DemoSpecs.squareCash)
    #expect(header.height(at: .nan) == 200)
    #expect(header.layout(subview: 0, at: .nan) == header.layout(subview: 0, at: 0))
  }

  @Test func equalHeightsGiveAConstantBar() {
    let spec = HeaderSpec(
      bar: Bar(maxHeight: 60, minHeight: 60), behavior: Behavior(kind: .squareCash, elastic: true))
    #expect(spec.metrics.height(at: -.infinity) == 60)
    let records = Simulation.run(spec: spec, events: [.scroll(offset: -60), .scroll(offset: 10)])
    // No range to collapse over: pinned at 0 (Schemas/FORMAT.md#scrolling), nothing divided.
    #expect(records[0].progress == 0)
    #expect(records[1].progress == 0)
    #expect(records.allSatisfy { $0.height == 60 })
  }

  @Test func emptyKeyframesGiveAZeroViewAtTheOrigin() {
    let header = ResolvedHeader(
      HeaderSpec(bar: Bar(maxHeight: 100), subviews: [HeaderSpec.Subview(id: "v")]))
    #expect(header.layout(subview: 0, at: 0.5).frame == .zero)
  }

  @Test func aFirstKeyframeWithoutGeometryIsAZeroViewAtTheOrigin() {
    let header = ResolvedHeader(
      HeaderSpec(
        bar: Bar(maxHeight: 100),
        subviews: [HeaderSpec.Subview(id: "v", keyframes: [Keyframe(progress: 0, alpha: 0.5)])]))
    let layout = header.layout(subview: 0, at: 0)
    #expect(layout.frame == .zero)
    #expect(layout.alpha == 0.5)
  }
}
