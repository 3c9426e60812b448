extension ResolvedHeader {
  /// Progress samples checked for a subview outside the bar: 0, 1, every keyframe, and 64
  /// even steps (the layout is piecewise linear between keyframes, apart from the bounding
  /// box of an interpolated rotation).
  func outsideBarSamples(_ index: Int) -> [Double] {
    var samples = (0...64).map { Double($0) / 64 }
    samples += timelines[index].keyframes.map(\.progress)
    return samples.sorted()
  }

  /// The worst overflow of a visible subview past the bar's edges over progress [0, 1]
  /// (the bar at its unstretched height), if any beyond 1e-9 pt.
  func outsideBarProblems(_ index: Int) -> [GeometryProblem] {
    guard !timelines[index].keyframes.isEmpty else { return [] }
    var worst: (progress: Double, overflow: Double, edge: GeometryProblem.Edge)? = nil
    for p in outsideBarSamples(index) {
      let layout = self.layout(subview: index, at: p)
      guard layout.isVisible else { continue }
      let frame = layout.frame
      let overflows: [(Double, GeometryProblem.Edge)] = [
        (-frame.minX, .left), (frame.maxX - metrics.width, .right),
        (-frame.minY, .top), (frame.maxY - height(at: p), .bottom),
      ]
      for (overflow, edge) in overflows where overflow > 1e-9 {
        if overflow > worst?.overflow ?? 0 { worst = (p, overflow, edge) }
      }
    }
    guard let worst else { return [] }
    return [
      .outsideBar(
        subview: index, progress: worst.progress, overflow: worst.overflow, edge: worst.edge,
        clipped: spec.bar.clipsToBounds)
    ]
  }
}
