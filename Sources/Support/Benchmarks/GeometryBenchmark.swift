import HeaderGeometry

/// Lays out 1,000 subviews x 10 keyframes at 1,000 progress values and prints the time per
/// subview per sample (best of five runs). Goal: at most 200 ns on the 2-core build machine.
func runGeometryBenchmark(arguments: [String]) {
  let subviewCount = 1_000
  let sampleCount = 1_000
  let header = ResolvedHeader(benchmarkSpec(subviews: subviewCount, keyframes: 10))
  let samples = (0..<sampleCount).map { Double($0) / Double(sampleCount - 1) * 1.2 - 0.1 }
  var best = Duration.seconds(1_000)
  var checksum = 0.0
  let clock = ContinuousClock()
  for _ in 0..<5 {
    let elapsed = clock.measure {
      checksum += layOut(header, samples: samples, subviews: subviewCount)
    }
    best = min(best, elapsed)
  }
  let nanoseconds =
    Double(best.components.seconds) * 1e9 + Double(best.components.attoseconds) / 1e9
  let perLayout = (nanoseconds / Double(subviewCount * sampleCount) * 10).rounded() / 10
  print(
    "geometry: \(subviewCount) subviews x 10 keyframes x \(sampleCount) samples, best of 5: "
      + "\((nanoseconds / 1e5).rounded() / 10) ms, \(perLayout) ns per subview per sample"
      + " (checksum \(checksum.isFinite ? "ok" : "not finite"))")
}

/// The hot loop: one height per sample, one layout and frame per subview.
private func layOut(_ header: ResolvedHeader, samples: [Double], subviews: Int) -> Double {
  var sum = 0.0
  for p in samples {
    let height = header.height(at: p)
    let q = header.metrics.layoutProgress(p)
    for index in 0..<subviews {
      let layout = header.layout(subview: index, layoutProgress: q, height: height)
      let frame = layout.frame
      sum += frame.x + frame.y + frame.width + layout.alpha
    }
  }
  return sum
}

/// A spec whose subviews mix centres, anchors and transforms, with keyframes spread over
/// [0, 1]; deterministic.
func benchmarkSpec(subviews: Int, keyframes: Int) -> HeaderSpec {
  let views = (0..<subviews).map { index in
    HeaderSpec.Subview(
      id: "v\(index)",
      keyframes: (0..<keyframes).map { k in
        let p = Double(k) / Double(keyframes - 1)
        let offset = Double((index * 7 + k * 3) % 50)
        var keyframe = Keyframe(progress: p, size: Size(width: 20 + offset, height: 10 + offset))
        if index % 2 == 0 {
          keyframe.center = Point(x: 10 + offset * 5, y: 20 + offset)
        } else {
          keyframe.anchor = HeaderSpec.Anchor(
            horizontal: .trailing(offset), vertical: .bottom(offset / 4))
        }
        keyframe.alpha = 1 - p
        keyframe.transform = .parts(
          translateY: -offset, scaleX: 1 - p / 2, scaleY: 1 - p / 2,
          rotationDegrees: index % 3 == 0 ? p * 30 : 0)
        return keyframe
      })
  }
  return HeaderSpec(
    bar: Bar(maxHeight: 200, minHeight: 64),
    behavior: Behavior(kind: .squareCash, elastic: true), subviews: views)
}
