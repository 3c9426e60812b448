/// A spec resolved once for layout: its metrics and one timeline per subview. Every number
/// the tools show comes from here (Schemas/FORMAT.md#geometry, Schemas/FORMAT.md#built-in-layouts).
public struct ResolvedHeader: Sendable {
  public let spec: HeaderSpec
  public let metrics: BarMetrics
  /// One per subview, in document order (empty for a `titleMenu`).
  public let timelines: [SubviewTimeline]
  /// Per subview: whether it is a `titleMenu` (which lays itself out).
  package let isTitleMenu: [Bool]
  /// Per subview: what its first keyframe lacks, if anything.
  package let missingGeometry: [MissingGeometryEntry]
  /// The references between subviews, resolved once (Schemas/FORMAT.md#references).
  package let references: ReferenceGraph
  /// Keyframes that give a size on an axis both of whose edges are anchored.
  package let axisConflicts: [ResolutionIssue]
  /// Whether some timeline is dynamic (depends on other subviews or both bar edges).
  public let hasDynamicLayouts: Bool

  package struct MissingGeometryEntry: Sendable {
    package let subview: Int
    package let missing: MissingGeometry
  }

  public init(_ spec: HeaderSpec) {
    self.spec = spec
    let metrics = spec.metrics
    self.metrics = metrics
    var timelines: [SubviewTimeline] = []
    timelines.reserveCapacity(spec.subviews.count)
    var missing: [MissingGeometryEntry] = []
    var conflicts: [ResolutionIssue] = []
    let references = ReferenceGraph(spec.subviews)
    for (index, subview) in spec.subviews.enumerated() {
      let id = subview.id
      let (timeline, gaps, axisConflicts) = Self.resolve(
        subview, index: index, width: metrics.width
      ) {
        references.source($0, subview: index, id: id, horizontal: $1)
      }
      timelines.append(timeline)
      if let gaps { missing.append(MissingGeometryEntry(subview: index, missing: gaps)) }
      conflicts += axisConflicts
    }
    self.references = references
    self.axisConflicts = conflicts
    self.hasDynamicLayouts = timelines.contains { $0.isDynamic }
    self.timelines = timelines
    self.isTitleMenu = spec.subviews.map {
      if case .titleMenu = $0.kind { true } else { false }
    }
    self.missingGeometry = missing
  }

  /// One subview's timeline and what its first keyframe lacks; a `titleMenu` lays itself out
  /// and has an empty timeline.
  static func resolve(
    _ subview: HeaderSpec.Subview, index: Int, width: Double,
    source: @escaping (AnchorReference, Bool) -> EdgeSource?
  ) -> (SubviewTimeline, MissingGeometry?, [ResolutionIssue]) {
    if case .titleMenu = subview.kind {
      return (SubviewTimeline(keyframesInDocumentOrder: []), nil, [])
    }
    return KeyframeResolver.timeline(for: subview, index: index, width: width, source: source)
  }

  /// The bar height at `progress` (Schemas/FORMAT.md#height).
  public func height(at progress: Double) -> Double { metrics.height(at: progress) }

  /// One subview's layout at `progress` (clamped as Schemas/FORMAT.md#preview-output says; subviews
  /// at max(p, 0)), without built-in contents. No allocation: this is the hot path.
  public func layout(subview index: Int, at progress: Double) -> SubviewLayout {
    let height = metrics.height(at: progress)
    return layout(subview: index, layoutProgress: metrics.layoutProgress(progress), height: height)
  }

  /// One subview's layout at layout progress `q` in a bar `height` points tall.
  public func layout(subview index: Int, layoutProgress q: Double, height: Double)
    -> SubviewLayout
  {
    if isTitleMenu[index], case .titleMenu(let menu) = spec.subviews[index].kind {
      let frame = TitleMenuLayout(menu: menu, barHeight: height, width: metrics.width).frame
      return SubviewLayout(center: frame.center, size: frame.size)
    }
    let timeline = timelines[index]
    guard timeline.isDynamic else { return timeline.layout(at: q, barHeight: height) }
    return dynamicLayout(subview: index, layoutProgress: q, height: height)
  }

  /// The whole header at `progress`: height and every subview with its built-in contents.
  public func layout(at progress: Double) -> HeaderLayout {
    let height = metrics.height(at: progress)
    let q = metrics.layoutProgress(progress)
    var entries: [HeaderLayout.Entry] = []
    entries.reserveCapacity(spec.subviews.count)
    let layouts = hasDynamicLayouts ? self.layouts(layoutProgress: q, height: height) : []
    for (index, subview) in spec.subviews.enumerated() {
      let layout =
        hasDynamicLayouts
        ? layouts[index] : self.layout(subview: index, layoutProgress: q, height: height)
      entries.append(
        HeaderLayout.Entry(
          id: subview.id, layout: layout,
          contents: contents(of: subview, layout: layout, height: height)))
    }
    return HeaderLayout(progress: progress, height: height, subviews: entries)
  }

  private func contents(of subview: HeaderSpec.Subview, layout: SubviewLayout, height: Double)
    -> HeaderLayout.Contents
  {
    switch subview.kind {
    case .titleMenu(let menu):
      .titleMenu(TitleMenuLayout(menu: menu, barHeight: height, width: metrics.width))
    case .searchBar(let searchBar):
      .searchBar(field: searchBar.fieldFrame(in: layout))
    case .label(let label):
      .label(fontSize: label.fontSize)
    case .view, .image, .button:
      .plain
    }
  }
}
