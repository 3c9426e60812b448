import HeaderGeometry
import TestSupport
import Testing

/// Properties over randomized specs (seeded, so a failure replays).
@Suite struct PropertyTests {
  /// A spec whose keyframes each give every attribute (so the expected values at a keyframe
  /// are the generated ones, with no inheritance to recompute).
  static func randomSpec(_ g: inout SeededGenerator) -> HeaderSpec {
    let maxHeight = Double.random(in: 40...300, using: &g)
    let minHeight = Double.random(in: 0...maxHeight, using: &g)
    let subviews = (0..<4).map { index in
      HeaderSpec.Subview(id: "v\(index)", keyframes: randomKeyframes(&g))
    }
    return HeaderSpec(
      bar: Bar(maxHeight: maxHeight, minHeight: minHeight),
      behavior: Behavior(kind: .squareCash, elastic: Bool.random(using: &g)),
      subviews: subviews)
  }

  static func randomKeyframes(_ g: inout SeededGenerator) -> [Keyframe] {
    let count = Int.random(in: 1...6, using: &g)
    var progress = Set<Double>()
    while progress.count < count { progress.insert(Double.random(in: 0...1, using: &g)) }
    return progress.sorted().map { p in
      Keyframe(
        progress: p,
        center: Point(x: .random(in: -50...400, using: &g), y: .random(in: -50...300, using: &g)),
        size: Size(width: .random(in: 0...200, using: &g), height: .random(in: 0...200, using: &g)),
        alpha: .random(in: 0...1, using: &g), hidden: .random(using: &g),
        zIndex: .random(in: -5...5, using: &g), cornerRadius: .random(in: 0...30, using: &g),
        transform: .matrix(
          HeaderAffineTransform(
            a: .random(in: -2...2, using: &g), b: .random(in: -2...2, using: &g),
            c: .random(in: -2...2, using: &g), d: .random(in: -2...2, using: &g),
            tx: .random(in: -50...50, using: &g), ty: .random(in: -50...50, using: &g))))
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func heightIsMonotoneInProgress(seed: UInt64) {
    var g = SeededGenerator(seed: seed)
    for _ in 0..<20 {
      let metrics = Self.randomSpec(&g).metrics
      var previous = Double.infinity
      for step in -100...150 {
        let height = metrics.height(at: Double(step) / 100)
        #expect(height <= previous)
        previous = height
      }
    }
  }

  @Test(arguments: [11, 12, 13, 14, 15] as [UInt64])
  func layoutAtEachKeyframeIsThatKeyframe(seed: UInt64) {
    var g = SeededGenerator(seed: seed)
    for _ in 0..<20 {
      let spec = Self.randomSpec(&g)
      let header = ResolvedHeader(spec)
      for (index, subview) in spec.subviews.enumerated() {
        for keyframe in subview.keyframes {
          let layout = header.layout(subview: index, at: keyframe.progress)
          #expect(layout.center == keyframe.center)
          #expect(layout.size == keyframe.size)
          #expect(layout.alpha == keyframe.alpha)
          #expect(layout.hidden == keyframe.hidden)
          #expect(layout.zIndex == keyframe.zIndex)
          #expect(layout.cornerRadius == keyframe.cornerRadius)
          #expect(keyframe.transform == .matrix(layout.transform))
        }
      }
    }
  }

  @Test(arguments: [21, 22, 23, 24, 25] as [UInt64])
  func linearAttributesStayBetweenTheirNeighbours(seed: UInt64) {
    var g = SeededGenerator(seed: seed)
    for _ in 0..<20 {
      let spec = Self.randomSpec(&g)
      let header = ResolvedHeader(spec)
      for (index, subview) in spec.subviews.enumerated() {
        for (lower, upper) in zip(subview.keyframes, subview.keyframes.dropFirst()) {
          let p = Double.random(in: lower.progress..<upper.progress, using: &g)
          let layout = header.layout(subview: index, at: p)
          let pairs: [(Double, Double?, Double?)] = [
            (layout.center.x, lower.center?.x, upper.center?.x),
            (layout.center.y, lower.center?.y, upper.center?.y),
            (layout.size.width, lower.size?.width, upper.size?.width),
            (layout.size.height, lower.size?.height, upper.size?.height),
            (layout.alpha, lower.alpha, upper.alpha),
            (layout.cornerRadius, lower.cornerRadius, upper.cornerRadius),
          ]
          for case (let value, let a?, let b?) in pairs {
            #expect(value >= Swift.min(a, b) - 1e-9 && value <= Swift.max(a, b) + 1e-9)
          }
          #expect(layout.hidden == lower.hidden)
          #expect(layout.zIndex == lower.zIndex)
        }
      }
    }
  }
}
