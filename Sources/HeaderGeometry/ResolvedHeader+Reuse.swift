extension ResolvedHeader {
  /// `init(spec)` for a spec that differs from `previous.spec` in subview `changed` at most
  /// (nil: in no subview): the other subviews' timelines are taken from `previous` instead of
  /// being resolved again (an editor's spec after a keystroke inside one subview, or outside
  /// the subviews). The result is the same as `init(spec)`'s. When the subview count or the
  /// width differ, everything is resolved.
  ///
  /// Cost: O(subviews) copies, plus resolving one subview.
  public init(_ spec: HeaderSpec, reusing previous: ResolvedHeader, changedSubview changed: Int?) {
    guard spec.subviews.count == previous.spec.subviews.count,
      changed.map(spec.subviews.indices.contains) ?? true, spec.width == previous.spec.width
    else {
      self.init(spec)
      return
    }
    let metrics = spec.metrics
    var timelines = previous.timelines
    var isTitleMenu = previous.isTitleMenu
    var missing = previous.missingGeometry
    if let changed {
      let subview = spec.subviews[changed]
      let (timeline, gaps) = Self.resolve(subview, width: metrics.width)
      timelines[changed] = timeline
      isTitleMenu[changed] = if case .titleMenu = subview.kind { true } else { false }
      // In subview order, as `init(spec)` makes it.
      missing.removeAll { $0.subview == changed }
      if let gaps {
        let position = missing.firstIndex { $0.subview > changed } ?? missing.count
        missing.insert(MissingGeometryEntry(subview: changed, missing: gaps), at: position)
      }
    }
    self.init(
      spec: spec, metrics: metrics, timelines: timelines, isTitleMenu: isTitleMenu,
      missingGeometry: missing)
  }
}
