import HeaderGeometry

extension ResolvedHeader {
  /// The most progress values `dynamicLayoutProblems` samples beyond the even steps.
  static let dynamicKeyframeSamples = 64

  /// The outside-bar and negative-length problems of subviews whose layout depends on other
  /// subviews or on both bar edges (Schemas/FORMAT.md#references). Their layouts are not
  /// piecewise linear, so they are sampled: the `outsideBarSteps + 1` even steps of [0, 1]
  /// and the keyframes' progress values while there are at most `dynamicKeyframeSamples`
  /// distinct ones, in ascending order (1 alone for the inline bar of a compact height,
  /// `Bar.isInline`); the dynamic subviews and those they reference are laid out once per
  /// sample (`dependencyClosure(of:)`), so the cost is O(samples x (subviews + references)). Each subview reports its first worst
  /// overflow (as `outsideBarProblems`) and its first negative length.
  var dynamicLayoutProblems: [GeometryProblem] {
    guard hasDynamicLayouts else { return [] }
    let dynamic = timelines.indices.filter { timelines[$0].isDynamic }
    var samples = (0...Self.outsideBarSteps).map { Double($0) / Double(Self.outsideBarSteps) }
    var keyframeProgress = Set<Double>()
    for index in dynamic {
      for keyframe in timelines[index].keyframes where keyframe.progress.isFinite {
        keyframeProgress.insert(keyframe.progress)
      }
      if keyframeProgress.count > Self.dynamicKeyframeSamples { break }
    }
    if keyframeProgress.count <= Self.dynamicKeyframeSamples {
      samples = Array(Set(samples).union(keyframeProgress)).sorted()
    }
    if spec.bar.isInline { samples = [1] }  // the inline bar shows its state at 1 alone
    var worst = [(progress: Double, overflow: Double, edge: GeometryProblem.Edge)?](
      repeating: nil, count: dynamic.count)
    var negative = [GeometryProblem?](repeating: nil, count: dynamic.count)
    // Only a span can have a negative length: the others are not looked at again.
    var spans = dynamic.map { index in
      timelines[index].keyframes.contains {
        Self.isSpan($0.horizontalRule) || Self.isSpan($0.verticalRule)
      }
    }
    let width = metrics.width
    // Only the dynamic subviews and what they reference are laid out at each sample.
    let needed = dependencyClosure(of: dynamic)
    for p in samples {
      let bottom = metrics.height(at: p)
      let q = metrics.layoutProgress(p)
      let layouts = self.layouts(layoutProgress: q, height: bottom, only: needed)
      for (slot, index) in dynamic.enumerated() {
        let layout = layouts[index]
        if spans[slot] {
          negative[slot] = negativeLength(index, q: q, height: bottom, progress: p, layouts)
          if negative[slot] != nil { spans[slot] = false }
        }
        guard layout.isVisible else { continue }
        let frame = layout.frame
        let overflows: [(Double, GeometryProblem.Edge)] = [
          (-frame.minX, .left), (frame.maxX - width, .right), (-frame.minY, .top),
          (frame.maxY - bottom, .bottom),
        ]
        for (overflow, edge) in overflows where overflow > 1e-9 {
          if overflow > (worst[slot]?.overflow ?? 0) { worst[slot] = (p, overflow, edge) }
        }
      }
    }
    var problems: [GeometryProblem] = []
    for (slot, index) in dynamic.enumerated() {
      if let problem = negative[slot] { problems.append(problem) }
      if let (progress, overflow, edge) = worst[slot] {
        problems.append(
          .outsideBar(
            subview: index, progress: progress, overflow: overflow, edge: edge,
            clipped: spec.bar.clipsToBounds))
      }
    }
    return problems
  }

  private static func isSpan(_ rule: AxisRule?) -> Bool {
    if case .span = rule { true } else { false }
  }

  /// A negative length of subview `index`'s layout at layout progress `q` on an axis that a
  /// keyframe around `q` spans between two anchored edges, beyond 1e-9 pt: the layout the
  /// preview shows, interpolated between the two keyframes (Schemas/FORMAT.md#references), not
  /// one keyframe's own. The keyframe responsible is the one of the two whose own length on
  /// that axis is the smaller there (the lower one when they tie).
  private func negativeLength(
    _ index: Int, q: Double, height: Double, progress p: Double, _ layouts: [SubviewLayout]
  ) -> GeometryProblem? {
    let timeline = timelines[index]
    guard !timeline.keyframes.isEmpty else { return nil }
    let shown = layouts[index].size
    let lower = timeline.lowerIndex(for: q)
    for horizontal in [true, false] {
      let length = horizontal ? shown.width : shown.height
      guard length < -1e-9 else { continue }
      var responsible: (position: Int, length: Double)?
      for position in [lower, lower + 1] where position < timeline.keyframes.count {
        guard position == lower || q > timeline.keyframes[lower].progress else { continue }
        let keyframe = timeline.keyframes[position]
        guard Self.isSpan(horizontal ? keyframe.horizontalRule : keyframe.verticalRule)
        else { continue }
        let own = keyframe.layout(barHeight: height, width: metrics.width) { layouts[$0] }
        let ownLength = horizontal ? own.size.width : own.size.height
        if let current = responsible, current.length <= ownLength { continue }
        responsible = (position, ownLength)
      }
      guard let responsible else { continue }
      return .negativeAnchoredLength(
        subview: index, keyframe: timeline.sourceIndex(responsible.position),
        horizontal: horizontal, progress: p, length: length)
    }
    return nil
  }
}
