/// Resolves a subview's cumulative keyframes (Schemas/FORMAT.md#keyframes) into a
/// `SubviewTimeline`, once.
///
/// Each keyframe starts from the previous one's resolved attributes (document order) and
/// applies what it names in this order: `frame`, `center`, `anchor` (axis by axis), `size`.
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
  private var transform = AffineTransform.identity
  /// The transform's parts, nil after a matrix.
  private(set) var transformParts: TransformParts? = .identity
  /// Keyframes (document order) that give a size on an axis that both its edges define.
  private(set) var conflicts: [GeometryProblem] = []

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
    for subview: Subview, index: Int, width: Double,
    source: @escaping (AnchorReference, Bool) -> EdgeSource?
  ) -> (SubviewTimeline, GeometryProblem.MissingGeometry?, [GeometryProblem]) {
    var resolver = KeyframeResolver(
      width: width, intrinsicSize: subview.contentSize(width: width),
      initialCornerRadius: subview.initialCornerRadius, source: source)
    // The parts of each keyframe's transform, kept only for `TransformInterpolation.parts`.
    let keepsParts = subview.transformInterpolation == .parts
    var parts: [TransformParts?] = []
    var resolved: [ResolvedKeyframe] = []
    resolved.reserveCapacity(subview.keyframes.count)
    var missing: GeometryProblem.MissingGeometry? = nil
    // Through the buffer: an array's subscript and `enumerated()` copy each keyframe out.
    subview.keyframes.withUnsafeBufferPointer { keyframes in
      for k in keyframes.indices {
        resolver.apply(keyframes[k], subview: index, keyframe: k)
        if k == 0 {
          let gaps = resolver.missingGeometry
          missing = gaps.isEmpty ? nil : gaps
        }
        resolved.append(resolver.resolved(progress: keyframes[k].progress))
        if keepsParts { parts.append(resolver.transformParts) }
      }
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
        horizontal = placement(anchor.leading, anchor.trailing, anchor.centerX, horizontal: true)
      }
      if anchor.namesVertical {
        vertical = placement(anchor.top, anchor.bottom, anchor.centerY, horizontal: false)
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
  }

  /// The placement an anchor gives one axis from its start, end and centre edges (the centre
  /// only when neither outer edge is named; the schema forbids naming both).
  private func placement(
    _ start: Anchor.Value?, _ end: Anchor.Value?, _ center: Anchor.Value?, horizontal: Bool
  ) -> Placement? {
    switch (start, end) {
    case (let start?, let end?):
      return .span(
        edgeSource(start, factor: 0, horizontal: horizontal),
        edgeSource(end, factor: 1, horizontal: horizontal))
    case (let start?, nil):
      return .edge(.start, edgeSource(start, factor: 0, horizontal: horizontal))
    case (nil, let end?): return .edge(.end, edgeSource(end, factor: 1, horizontal: horizontal))
    case (nil, nil):
      guard let center else { return nil }
      return .edge(.center, edgeSource(center, factor: 0.5, horizontal: horizontal))
    }
  }

  /// A margin from the bar's start (`factor` 0), end (1) or middle (0.5); or a reference.
  private func edgeSource(_ value: Anchor.Value, factor: Double, horizontal: Bool) -> EdgeSource {
    switch value {
    case .margin(let n):
      return .bar(base: factor == 1 ? -n : n, factor: factor)
    case .reference(let reference):
      return source(reference, horizontal) ?? .bar(base: 0, factor: 0)
    }
  }

  var missingGeometry: GeometryProblem.MissingGeometry {
    let widthMissing = viewWidth == nil && horizontal?.isSpan != true
    let heightMissing = viewHeight == nil && vertical?.isSpan != true
    return GeometryProblem.MissingGeometry(
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
