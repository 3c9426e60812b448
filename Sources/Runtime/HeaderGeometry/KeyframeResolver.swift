/// Resolves a subview's cumulative keyframes (Schemas/FORMAT.md#keyframes) into a
/// `SubviewTimeline`, once.
///
/// Each keyframe starts from the previous one's resolved attributes (document order) and
/// applies what it names in this order: `frame`, `center`, `anchor` (edge by edge), `size`.
/// Positions are kept per axis (an edge and where it is, or both outer edges) until the size
/// is known. A position that depends on another subview or on both bar edges becomes an
/// `AxisRule`, evaluated at each progress.
struct KeyframeResolver {
  /// A position on one axis as last written.
  enum Placement {
    /// One edge of the view at a source.
    case edge(AxisSide, EdgeSource)
    /// Both outer edges: they give the length too.
    case span(EdgeSource, EdgeSource)

    var isSpan: Bool {
      if case .span = self { true } else { false }
    }
  }

  /// The reference width W, in points.
  let width: Double
  let initialCornerRadius: Double
  /// Where a reference written in the subview points, or nil when it cannot be followed (an
  /// unknown id, the subview itself, an edge of the other axis, a cycle): such an edge sits
  /// at 0, like missing geometry.
  let source: (AnchorReference, _ horizontal: Bool) -> EdgeSource?

  private var horizontal: Placement?
  private var vertical: Placement?
  private var viewWidth: Double?
  private var viewHeight: Double?
  private var alpha = 1.0
  private var hidden = false
  private var zIndex = 0
  private var cornerRadius: Double
  private var transform = HeaderAffineTransform.identity
  /// The transform's parts, nil after a matrix.
  private(set) var transformParts: TransformParts? = .identity
  /// Keyframes (document order) that give a size on an axis that both its edges define, and
  /// those that leave an axis without a position or a length it had.
  private(set) var conflicts: [ResolutionIssue] = []

  init(
    width: Double, intrinsicSize: (width: Double?, height: Double?), initialCornerRadius: Double,
    source: @escaping (AnchorReference, Bool) -> EdgeSource?
  ) {
    self.width = width
    self.initialCornerRadius = initialCornerRadius
    self.cornerRadius = initialCornerRadius
    self.viewWidth = intrinsicSize.width
    self.viewHeight = intrinsicSize.height
    self.source = source
  }

  /// The subview's timeline, what the first keyframe lacks, and the keyframes that define an
  /// axis twice.
  static func timeline(
    for subview: HeaderSpec.Subview, index: Int, width: Double,
    source: @escaping (AnchorReference, Bool) -> EdgeSource?
  ) -> (SubviewTimeline, MissingGeometry?, [ResolutionIssue]) {
    var resolver = KeyframeResolver(
      width: width, intrinsicSize: subview.contentSize(width: width),
      initialCornerRadius: subview.initialCornerRadius, source: source)
    // The parts of each keyframe's transform, kept only for `TransformInterpolation.parts`.
    let keepsParts = subview.transformInterpolation == .parts
    var parts: [TransformParts?] = []
    var resolved: [ResolvedKeyframe] = []
    resolved.reserveCapacity(subview.keyframes.count)
    var missing: MissingGeometry? = nil
    for (k, keyframe) in subview.keyframes.enumerated() {
      resolver.apply(keyframe, subview: index, keyframe: k)
      if k == 0 {
        let gaps = resolver.missingGeometry
        missing = gaps.isEmpty ? nil : gaps
      }
      resolved.append(resolver.resolved(progress: keyframe.progress))
      if keepsParts { parts.append(resolver.transformParts) }
    }
    let transformParts = keepsParts ? parts : nil
    // Keyframes are almost always written in order: then no sort and no reordered copy.
    if zip(resolved, resolved.dropFirst()).allSatisfy({ $0.progress <= $1.progress }) {
      let timeline = SubviewTimeline(
        keyframesInDocumentOrder: resolved, transformParts: transformParts)
      return (timeline, missing, resolver.conflicts)
    }
    let order = resolved.indices.sorted {
      (resolved[$0].progress, $0) < (resolved[$1].progress, $1)
    }
    let timeline = SubviewTimeline(
      keyframes: order.map { resolved[$0] }, sourceIndices: order,
      transformParts: transformParts.map { parts in order.map { parts[$0] } })
    return (timeline, missing, resolver.conflicts)
  }

  // MARK: - Applying one keyframe

  mutating func apply(_ keyframe: Keyframe, subview: Int, keyframe k: Int) {
    // Only a `center` or an anchor (a `null`, a centre after a span) can leave a gap.
    let before = k > 0 && (keyframe.center != nil || keyframe.anchor != nil) ? gaps : nil
    if let frame = keyframe.frame {
      horizontal = .edge(.center, .bar(base: frame.midX, factor: 0))
      vertical = .edge(.center, .bar(base: frame.midY, factor: 0))
      viewWidth = frame.width
      viewHeight = frame.height
    }
    if let center = keyframe.center {
      horizontal = .edge(.center, .bar(base: center.x, factor: 0))
      vertical = .edge(.center, .bar(base: center.y, factor: 0))
    }
    if let anchor = keyframe.anchor {
      if anchor.namesHorizontal {
        merge(anchor.leading, anchor.trailing, anchor.centerX, horizontal: true)
      }
      if anchor.namesVertical {
        merge(anchor.top, anchor.bottom, anchor.centerY, horizontal: false)
      }
    }
    if let value = keyframe.width {
      viewWidth = value
      if horizontal?.isSpan == true {
        conflicts.append(.axisDefinedTwice(subview: subview, keyframe: k, horizontal: true))
      }
    }
    if let value = keyframe.height {
      viewHeight = value
      if vertical?.isSpan == true {
        conflicts.append(.axisDefinedTwice(subview: subview, keyframe: k, horizontal: false))
      }
    }
    if let value = keyframe.alpha { alpha = value }
    if let value = keyframe.hidden { hidden = value }
    if let value = keyframe.zIndex { zIndex = value }
    if let value = keyframe.cornerRadius { cornerRadius = value }
    if let value = keyframe.transform {
      transform = value.affineTransform
      transformParts = value.parts
    }
    if let before { reportLoss(since: before, subview: subview, keyframe: k) }
  }

  /// The edges one axis is pinned by, as merged so far (Schemas/FORMAT.md#keyframes): where
  /// the start (leading or top), the end (trailing or bottom) and the centre are, resolved
  /// once when written (plain values: carrying them forward copies no reference's id).
  struct AnchorEdges {
    var start: EdgeSource? = nil
    var end: EdgeSource? = nil
    var center: EdgeSource? = nil
  }

  /// Merges the edges a keyframe's anchor writes on one axis into the edges it inherits, edge
  /// by edge: a value replaces the inherited edge, `null` (`removed`) removes it, a centre
  /// replaces both outer edges and an outer edge the centre (the schema forbids a centre with
  /// an outer edge in one anchor; the outer edges win then). A position from `frame` or
  /// `center` (no edges) is replaced by the first edge that is not `null`. The inherited
  /// edges are read back from the axis's placement, which holds them.
  private mutating func merge(
    _ start: HeaderSpec.Anchor.Value?, _ end: HeaderSpec.Anchor.Value?,
    _ center: HeaderSpec.Anchor.Value?, horizontal: Bool
  ) {
    // Per edge: nil when not written, .some(nil) for `null`, else where it is.
    let start = written(start, factor: 0, horizontal: horizontal)
    let end = written(end, factor: 1, horizontal: horizontal)
    let center = written(center, factor: 0.5, horizontal: horizontal)
    let inherited = Self.edges(of: horizontal ? self.horizontal : vertical)
    let setsAnEdge = (start ?? nil) != nil || (end ?? nil) != nil || (center ?? nil) != nil
    guard inherited != nil || setsAnEdge else { return }
    var merged = inherited ?? AnchorEdges()
    if let center {
      merged.center = center
      if center != nil {
        merged.start = nil
        merged.end = nil
      }
    }
    if let start {
      merged.start = start
      if start != nil { merged.center = nil }
    }
    if let end {
      merged.end = end
      if end != nil { merged.center = nil }
    }
    let placement = Self.placement(merged)
    if horizontal { self.horizontal = placement } else { vertical = placement }
  }

  /// The anchored edges a placement holds (a placement is the merged edges, resolved); nil
  /// for a position from `frame` or `center` (a centre at a fixed coordinate, which no anchor
  /// gives: an anchored centre is half the bar's length or another subview's edge) or none.
  private static func edges(of placement: Placement?) -> AnchorEdges? {
    switch placement {
    case nil, .edge(.center, .bar(_, factor: 0)): return nil
    case .edge(.start, let source): return AnchorEdges(start: source)
    case .edge(.end, let source): return AnchorEdges(end: source)
    case .edge(.center, let source): return AnchorEdges(center: source)
    case .span(let start, let end): return AnchorEdges(start: start, end: end)
    }
  }

  /// A written edge: nil when the anchor does not name it, `.some(nil)` for `null`, else
  /// where it is (`edgeSource`).
  private func written(_ value: HeaderSpec.Anchor.Value?, factor: Double, horizontal: Bool)
    -> EdgeSource??
  {
    switch value {
    case nil: return .none
    case .removed?: return .some(nil)
    case let value?: return .some(edgeSource(value, factor: factor, horizontal: horizontal))
    }
  }

  /// The placement merged edges give one axis: both outer edges a span, one of them that
  /// edge, else the centre; nil when no edge is left.
  private static func placement(_ edges: AnchorEdges) -> Placement? {
    switch (edges.start, edges.end) {
    case (let start?, let end?): return .span(start, end)
    case (let start?, nil): return .edge(.start, start)
    case (nil, let end?): return .edge(.end, end)
    case (nil, nil): return edges.center.map { .edge(.center, $0) }
    }
  }

  /// Adds a problem for each axis that keyframe `k` leaves without the position or the
  /// length it had before (`before`, what was missing after the previous keyframe): an edge
  /// removed with `null`, or a `center` after both edges of an axis, with no size written.
  private mutating func reportLoss(since before: Gaps, subview: Int, keyframe k: Int) {
    let lost = gaps.subtracting(before)
    guard !lost.isEmpty else { return }  // the common case: nothing lost, nothing allocated
    let current = gaps
    for (gap, isHorizontal, isPosition) in [
      (Gaps.horizontalPosition, true, true), (.verticalPosition, false, true),
      (.width, true, false), (.height, false, false),
    ] where lost.contains(gap) {
      // An axis without a position is reported once, not for its length as well.
      if !isPosition && current.contains(isHorizontal ? .horizontalPosition : .verticalPosition) {
        continue
      }
      conflicts.append(
        .keyframeLosesGeometry(
          subview: subview, keyframe: k, horizontal: isHorizontal, position: isPosition))
    }
  }

  /// What a subview's resolved state lacks, as bits (no allocation per keyframe).
  struct Gaps: OptionSet {
    let rawValue: UInt8
    static let horizontalPosition = Gaps(rawValue: 1)
    static let verticalPosition = Gaps(rawValue: 2)
    static let width = Gaps(rawValue: 4)
    static let height = Gaps(rawValue: 8)
  }

  /// What is missing now: the horizontal and vertical positions, the width and the height.
  private var gaps: Gaps {
    var gaps: Gaps = []
    if horizontal == nil { gaps.insert(.horizontalPosition) }
    if vertical == nil { gaps.insert(.verticalPosition) }
    if widthMissing { gaps.insert(.width) }
    if heightMissing { gaps.insert(.height) }
    return gaps
  }

  private var widthMissing: Bool { viewWidth == nil && horizontal?.isSpan != true }
  private var heightMissing: Bool { viewHeight == nil && vertical?.isSpan != true }

  /// A margin from the bar's start (`factor` 0), end (1) or middle (0.5); or a reference.
  private func edgeSource(_ value: HeaderSpec.Anchor.Value, factor: Double, horizontal: Bool)
    -> EdgeSource
  {
    switch value {
    case .margin(let n):
      return .bar(base: factor == 1 ? -n : n, factor: factor)
    case .reference(let reference):
      return source(reference, horizontal) ?? .bar(base: 0, factor: 0)
    case .removed:  // never asked for: `written` turns a removed edge into nil
      return .bar(base: 0, factor: 0)
    }
  }

  var missingGeometry: MissingGeometry {
    return MissingGeometry(
      horizontalPosition: horizontal == nil, verticalPosition: vertical == nil,
      size: widthMissing || heightMissing)
  }

  // MARK: - Resolving the current state

  /// The current state as a resolved keyframe; missing geometry counts as 0.
  func resolved(progress: Double) -> ResolvedKeyframe {
    let w = viewWidth ?? 0
    let h = viewHeight ?? 0
    var keyframe = ResolvedKeyframe(
      progress: Self.timelineProgress(progress), centerX: 0, centerYBase: 0, centerYPerHeight: 0,
      width: w, height: h, alpha: alpha, cornerRadius: cornerRadius, transform: transform,
      hidden: hidden, zIndex: zIndex)
    switch Self.resolve(horizontal, extent: w) {
    case .linear(let base, let factor):
      keyframe.centerX = factor == 0 ? base : base + factor * width
    case .rule(let rule):
      keyframe.horizontalRule = rule
    }
    switch Self.resolve(vertical, extent: h) {
    case .linear(let base, let factor):
      keyframe.centerYBase = base
      keyframe.centerYPerHeight = factor
    case .rule(let rule):
      keyframe.verticalRule = rule
    }
    return keyframe
  }

  /// A keyframe's progress on the timeline: at most 1 (BLK clamps its keys), negative for the
  /// stretch (Schemas/FORMAT.md#layout), finite (NaN is 0, `-infinity` the lowest finite
  /// number), so that every interpolation between two keyframes stays finite.
  static func timelineProgress(_ progress: Double) -> Double {
    progress.isNaN ? 0 : Math.clamp(progress, -.greatestFiniteMagnitude, 1)
  }

  enum AxisResolution {
    /// The centre is `base + factor * length` of the bar on the axis.
    case linear(base: Double, factor: Double)
    case rule(AxisRule)
  }

  /// A placement of a view `extent` points long, as a linear centre when it is a single bar
  /// edge (Schemas/FORMAT.md#anchors), otherwise as a rule.
  static func resolve(_ placement: Placement?, extent: Double) -> AxisResolution {
    switch placement {
    case nil: return .linear(base: 0, factor: 0)
    case .edge(let side, .bar(let base, let factor)):
      switch side {
      case .start: return .linear(base: base + extent / 2, factor: factor)
      case .end: return .linear(base: base - extent / 2, factor: factor)
      case .center: return .linear(base: base, factor: factor)
      }
    case .edge(let side, let source): return .rule(.edge(side, source, extent: extent))
    case .span(let start, let end): return .rule(.span(start: start, end: end))
    }
  }
}
