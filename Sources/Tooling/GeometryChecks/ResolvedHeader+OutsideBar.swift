import HeaderGeometry

extension ResolvedHeader {
  /// The number of even steps of progress the outside-bar check samples (plus 0, 1 and every
  /// keyframe); the layout is piecewise linear between keyframes, apart from the bounding box
  /// of an interpolated rotation.
  static let outsideBarSteps = 64

  /// The worst overflow of a visible subview past the bar's edges over progress [0, 1]
  /// (the bar at its unstretched height) and at its keyframes below 0 (the stretched bar), if
  /// any beyond 1e-9 pt; at progress 1 alone for the
  /// inline bar of a compact height (`Bar.isInline`), which shows no other state.
  ///
  /// Samples `k / 64` for k in 0...64 and every keyframe's progress, in ascending order (an even
  /// step before a keyframe at the same progress), merged without allocating; the first sample
  /// with the largest overflow wins.
  func outsideBarProblems(_ index: Int) -> [GeometryProblem] {
    // A title menu has no keyframes here, so `timeline.layout` is `layout(subview:at:)`.
    let timeline = timelines[index]
    let keyframes = timeline.keyframes
    guard !keyframes.isEmpty else { return [] }
    let steps = Self.outsideBarSteps
    let width = metrics.width
    var worstProgress = 0.0
    var worstOverflow = 0.0
    var worstEdge = GeometryProblem.Edge.left
    var step = 0
    var k = 0
    while step <= steps || k < keyframes.count {
      let p: Double
      let even = Double(step) / Double(steps)
      if k < keyframes.count, step > steps || keyframes[k].progress < even {
        p = keyframes[k].progress
        k += 1
      } else {
        p = even
        step += 1
      }
      // The inline bar of a compact height shows only its state at 1.
      if spec.bar.isInline, p != 1 { continue }
      let bottom = metrics.height(at: p)
      let layout = timeline.layout(at: metrics.layoutProgress(p), barHeight: bottom)
      guard layout.isVisible else { continue }
      let frame = layout.frame
      // The edges in the order left, right, top, bottom: on a tie the first one wins.
      let overflows = (-frame.minX, frame.maxX - width, -frame.minY, frame.maxY - bottom)
      if overflows.0 > 1e-9, overflows.0 > worstOverflow {
        (worstProgress, worstOverflow, worstEdge) = (p, overflows.0, .left)
      }
      if overflows.1 > 1e-9, overflows.1 > worstOverflow {
        (worstProgress, worstOverflow, worstEdge) = (p, overflows.1, .right)
      }
      if overflows.2 > 1e-9, overflows.2 > worstOverflow {
        (worstProgress, worstOverflow, worstEdge) = (p, overflows.2, .top)
      }
      if overflows.3 > 1e-9, overflows.3 > worstOverflow {
        (worstProgress, worstOverflow, worstEdge) = (p, overflows.3, .bottom)
      }
    }
    guard worstOverflow > 0 else { return [] }
    return [
      .outsideBar(
        subview: index, progress: worstProgress, overflow: worstOverflow, edge: worstEdge,
        clipped: spec.bar.clipsToBounds)
    ]
  }
}
