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
    if provablyInsideBar(keyframes) { return [] }
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

  /// Whether no layout of these keyframes (sorted by progress) over progress [0, 1] can reach
  /// more than 1e-9 pt past the bar, proven without sampling; false when unsure, and then
  /// the samples decide. Exact shortcut: when it says true the samples find nothing either.
  ///
  /// Progress [0, 1] splits at the keyframes into segments (holding the first keyframe before
  /// it and the last after it). On a segment with parameter t in [0, 1], every quantity of the
  /// layout and the bar height are linear in t, so each overflow (for example
  /// `cy + ty + |b| w / 2 + |d| h / 2 - H` at the bottom, with `|b| w` bounded by the product
  /// of the two linear interpolations of `|b|` and `|w|`, and an anchored `cy` a product of
  /// t and a linear height) is at most a quadratic in t, which is at most the largest of its
  /// three Bernstein coefficients. Each must stay below a margin far wider than rounding.
  ///
  /// It stays for what it measures (Tests/Performance/README.md#what-stays-for-a-measured-reason): the bundled
  /// large-title-avatar example (2 KB, 96 environments) analyses in 3.5 ms with it and 6.0 ms
  /// without (`Benchmarks analysis --file Schemas/examples/large-title-avatar.header.json`).
  func provablyInsideBar(_ keyframes: [ResolvedKeyframe]) -> Bool {
    let width = metrics.width
    let maxHeight = metrics.maxHeight
    let minHeight = metrics.minHeight
    guard width.isFinite, maxHeight.isFinite, minHeight.isFinite,
      let first = keyframes.first, let last = keyframes.last, first.progress >= 0,
      last.progress <= 1
    else { return false }
    // On [0, 1] the height is `maxHeight - (maxHeight - minHeight) * p`: linear, no clamping.
    var worst = -Double.infinity
    var scale = 1.0
    func segment(_ from: ResolvedKeyframe, _ to: ResolvedKeyframe, _ p0: Double, _ p1: Double) {
      let h0 = maxHeight - (maxHeight - minHeight) * p0
      let h1 = maxHeight - (maxHeight - minHeight) * p1
      // Bernstein coefficients (degree 2) of x + tx and y + ty, y possibly anchored.
      let x = bernstein(from.centerX + from.transform.tx, to.centerX + to.transform.tx)
      let fromY0 = from.centerYBase + from.centerYPerHeight * h0 + from.transform.ty
      let fromY1 = from.centerYBase + from.centerYPerHeight * h1 + from.transform.ty
      let toY0 = to.centerYBase + to.centerYPerHeight * h0 + to.transform.ty
      let toY1 = to.centerYBase + to.centerYPerHeight * h1 + to.transform.ty
      let y = (fromY0, (fromY1 + toY0) / 2, toY1)
      let h = bernstein(h0, h1)
      let w0 = abs(from.width) / 2
      let w1 = abs(to.width) / 2
      let v0 = abs(from.height) / 2
      let v1 = abs(to.height) / 2
      let m0 = from.transform
      let m1 = to.transform
      let extentX = sum(
        product(abs(m0.a), abs(m1.a), w0, w1), product(abs(m0.c), abs(m1.c), v0, v1))
      let extentY = sum(
        product(abs(m0.b), abs(m1.b), w0, w1), product(abs(m0.d), abs(m1.d), v0, v1))
      for k in 0..<3 {
        let (x, y, h, extentX, extentY) = (
          coefficient(x, k), coefficient(y, k), coefficient(h, k), coefficient(extentX, k),
          coefficient(extentY, k)
        )
        let left = extentX - x
        let right = x + extentX - width
        let top = extentY - y
        let bottom = y + extentY - h
        // NaN never compares greater: `max` would hide it, so check it explicitly.
        guard !left.isNaN, !right.isNaN, !top.isNaN, !bottom.isNaN else {
          worst = .infinity
          return
        }
        worst = Swift.max(worst, left, right, top, bottom)
        scale = Swift.max(scale, abs(x), abs(y), abs(h), extentX, extentY, abs(width))
      }
    }
    if first.progress > 0 { segment(first, first, 0, first.progress) }
    for i in keyframes.indices.dropLast() {
      segment(keyframes[i], keyframes[i + 1], keyframes[i].progress, keyframes[i + 1].progress)
    }
    if last.progress < 1 { segment(last, last, last.progress, 1) }
    return worst < -(1e-6 + 1e-9 * scale)
  }
}

/// The degree-2 Bernstein coefficients of the linear function from `a` (t = 0) to `b` (t = 1).
private func bernstein(_ a: Double, _ b: Double) -> (Double, Double, Double) {
  (a, (a + b) / 2, b)
}

/// The Bernstein coefficients of the product of two nonnegative linear functions (`p0` to
/// `p1` and `q0` to `q1`), an upper bound of `|p(t)| |q(t)|` for any linear p, q with those
/// absolute values at the ends (|p(t)| is convex).
private func product(_ p0: Double, _ p1: Double, _ q0: Double, _ q1: Double)
  -> (Double, Double, Double)
{
  (p0 * q0, (p0 * q1 + p1 * q0) / 2, p1 * q1)
}

private func sum(_ a: (Double, Double, Double), _ b: (Double, Double, Double))
  -> (Double, Double, Double)
{
  (a.0 + b.0, a.1 + b.1, a.2 + b.2)
}

/// Coefficient `k` (0, 1 or 2) of a triple.
private func coefficient(_ triple: (Double, Double, Double), _ k: Int) -> Double {
  k == 0 ? triple.0 : k == 1 ? triple.1 : triple.2
}
