extension ResolvedHeader {
  /// Magnitudes at or above this count as overflowing: an eighth of the largest finite
  /// `Double` (about 2.2e307), so that the few additions and products between a bound and a
  /// printed number (a centre plus half a size plus a translation) cannot reach infinity
  /// through rounding either.
  static let overflowLimit = Double.greatestFiniteMagnitude / 8

  /// The bar's numbers when one of them, or the distance between the heights, is too large
  /// to compute with: the site of the largest (all of them finite; non-finite numbers are
  /// `nonFiniteNumber` problems).
  public var barOverflowProblems: [GeometryProblem] {
    guard !barIsComputable else { return [] }
    let behavior = spec.behavior
    let numbers: [(GeometryProblem.NumberSite, Double?)] = [
      (.width, spec.width), (.maxHeight, spec.bar.maxHeight), (.minHeight, spec.bar.minHeight),
      (.stretchLimit, behavior.stretchLimit), (.contentInsetTop, behavior.contentInsetTop),
    ]
    let written = numbers.compactMap { site, value in value.map { (site, Swift.abs($0)) } }
    guard written.allSatisfy({ $0.1.isFinite }),
      let largest = written.max(by: { $0.1 < $1.1 })
    else { return [] }
    return [.geometryOverflow(.bar(largest.0))]
  }

  /// Whether the bar's numbers are far enough below `overflowLimit` (or not finite, which
  /// `nonFiniteNumber` reports). O(1), no allocation.
  var barIsComputable: Bool {
    let numbers = (
      Swift.abs(metrics.width), Swift.abs(metrics.maxHeight), Swift.abs(metrics.minHeight),
      Swift.abs(metrics.contentInsetTop), Swift.abs(metrics.stretchLimit ?? 0)
    )
    guard numbers.0.isFinite, numbers.1.isFinite, numbers.2.isFinite, numbers.3.isFinite,
      numbers.4.isFinite
    else { return true }
    return numbers.0 + numbers.1 + numbers.2 + numbers.3 + numbers.4 < Self.overflowLimit
  }

  /// Subview `index`'s overflow, if its layout at some progress in [0, 1] (the bar between
  /// its heights and, when elastic, up to its stretch limit) would reach beyond
  /// `overflowLimit`: at the keyframe (document order) whose numbers are the largest, or at
  /// the subview for a built-in layout (title menu, search field).
  ///
  /// Keyframes are bounded without sampling: between two keyframes each interpolated number
  /// lies between its values at the two (linear interpolation), so a sum of the largest
  /// magnitudes of the two bounds every centre, edge, size and product of the layout. Built-in
  /// layouts, which are piecewise in the bar height, are checked at the outside-bar samples.
  /// O(keyframes), plus O(samples x items) for a built-in layout.
  public func overflowProblems(_ index: Int) -> [GeometryProblem] {
    guard barIsComputable, metrics.width.isFinite, metrics.maxHeight.isFinite,
      metrics.minHeight.isFinite
    else { return [] }
    let timeline = timelines[index]
    let heightBound = Swift.max(
      Swift.abs(metrics.maxHeight), Swift.abs(metrics.minHeight),
      metrics.isElastic ? Swift.abs(metrics.stretchLimit ?? 0) : 0)
    let keyframes = timeline.keyframes
    var worst: (position: Int, bound: Double)?
    for position in keyframes.indices {
      let alone = Self.bound(keyframes[position], keyframes[position], heightBound)
      if !(alone < Self.overflowLimit) { return [overflow(index, timeline, position)] }
      if worst == nil || alone > worst!.bound { worst = (position, alone) }
      if position > 0,
        !(Self.bound(keyframes[position - 1], keyframes[position], heightBound)
          < Self.overflowLimit)
      {
        return [overflow(index, timeline, worst!.position)]
      }
    }
    switch spec.subviews[index].kind {
    case .titleMenu, .searchBar:
      return builtInLayoutIsFinite(index) ? [] : [.geometryOverflow(.subview(index))]
    case .view, .label, .image, .button:
      return []
    }
  }

  private func overflow(_ index: Int, _ timeline: SubviewTimeline, _ position: Int)
    -> GeometryProblem
  {
    .geometryOverflow(.keyframe(subview: index, keyframe: timeline.sourceIndex(position)))
  }

  /// A bound of every number of the layouts between keyframes `from` and `to` (the same
  /// keyframe for its own layout) in bars up to `heightBound` tall: twice the sum of the
  /// largest magnitudes of their numbers (and of the transform's extents). NaN or infinite
  /// when one is.
  static func bound(_ from: ResolvedKeyframe, _ to: ResolvedKeyframe, _ heightBound: Double)
    -> Double
  {
    func most(_ a: Double, _ b: Double) -> Double {
      let (a, b) = (Swift.abs(a), Swift.abs(b))
      return a.isNaN || b.isNaN ? .nan : Swift.max(a, b)
    }
    let width = most(from.width, to.width)
    let height = most(from.height, to.height)
    let (m0, m1) = (from.transform, to.transform)
    let (a, b, c, d) = (most(m0.a, m1.a), most(m0.b, m1.b), most(m0.c, m1.c), most(m0.d, m1.d))
    let centerY =
      most(from.centerYBase, to.centerYBase)
      + most(from.centerYPerHeight, to.centerYPerHeight) * heightBound
    let extents = (a + b) * width + (c + d) * height
    let sum =
      most(from.centerX, to.centerX) + centerY + width + height + most(m0.tx, m1.tx)
      + most(m0.ty, m1.ty) + a + b + c + d + extents + most(from.alpha, to.alpha)
      + most(from.cornerRadius, to.cornerRadius)
    return 2 * sum
  }

  /// Whether subview `index`'s layout and built-in contents are finite at every outside-bar
  /// sample of progress [0, 1].
  func builtInLayoutIsFinite(_ index: Int) -> Bool {
    let steps = Self.outsideBarSteps
    for step in 0...steps {
      let p = Double(step) / Double(steps)
      let height = metrics.height(at: p)
      let layout = self.layout(subview: index, layoutProgress: p, height: height)
      let entry = HeaderLayout.Entry(
        id: "", layout: layout,
        contents: contents(of: spec.subviews[index], layout: layout, height: height))
      guard entry.isFinite else { return false }
    }
    return true
  }
}
