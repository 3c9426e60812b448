import HeaderGeometry

extension ResolvedHeader {
  /// The progress spans in [0, 1] where subview `index` can be seen (alpha above 0, not
  /// hidden: `SubviewLayout.isVisible`), ascending, empty ones dropped; two spans touch only
  /// where the subview vanishes for an instant (alpha reaches 0 at a keyframe).
  /// A `titleMenu` lays itself out fully opaque: visible throughout. Without keyframes: none.
  ///
  /// Exact, not sampled: between two neighbouring keyframes alpha is linear in progress and
  /// `hidden` is the lower keyframe's (`SubviewTimeline.layout(at:barHeight:)`), before the
  /// first and after the last keyframe the layout holds, so every end is a keyframe's progress
  /// or the progress where alpha crosses 0 between two. Whether a span's ends belong to it is
  /// not told (a reader's span). Cost: O(keyframes).
  public func visibleSpans(subview index: Int) -> [ClosedRange<Double>] {
    guard timelines.indices.contains(index) else { return [] }
    if isTitleMenu[index] { return [0...1] }
    let keyframes = timelines[index].keyframes
    guard let first = keyframes.first, let last = keyframes.last else { return [] }
    var spans: [ClosedRange<Double>] = []
    // A span that starts where the previous one ends joins it when that point is visible too.
    func add(_ from: Double, _ to: Double, startVisible: Bool) {
      let start = Swift.max(from, 0)
      let end = Swift.min(to, 1)
      guard start < end else { return }
      if let previous = spans.last,
        previous.upperBound > start || (previous.upperBound == start && startVisible)
      {
        spans[spans.count - 1] = previous.lowerBound...Swift.max(previous.upperBound, end)
      } else {
        spans.append(start...end)
      }
    }
    func isVisible(_ keyframe: ResolvedKeyframe) -> Bool { keyframe.alpha > 0 && !keyframe.hidden }
    if isVisible(first) { add(0, first.progress, startVisible: true) }
    for (lower, upper) in zip(keyframes, keyframes.dropFirst()) where !lower.hidden {
      let (p0, p1, a0, a1) = (lower.progress, upper.progress, lower.alpha, upper.alpha)
      // Where alpha = lerp(a0, a1, t) is 0, at the ends exactly when a0 or a1 is 0.
      func crossing() -> Double {
        let t = a0 / (a0 - a1)
        return t <= 0 ? p0 : t >= 1 ? p1 : p0 + (p1 - p0) * t
      }
      switch (a0 > 0, a1 > 0) {
      case (true, true): add(p0, p1, startVisible: true)
      case (true, false): add(p0, crossing(), startVisible: true)
      case (false, true): add(crossing(), p1, startVisible: false)
      case (false, false): break
      }
    }
    if isVisible(last) { add(last.progress, 1, startVisible: true) }
    return spans
  }
}
