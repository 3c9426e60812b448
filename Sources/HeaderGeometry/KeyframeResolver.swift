/// Resolves a subview's cumulative keyframes (Schemas/FORMAT.md#keyframes) into a
/// `SubviewTimeline`, once.
///
/// Each keyframe starts from the previous one's resolved attributes (document order) and
/// applies what it names in this order: `frame`, `center`, `anchor` (axis by axis), `size`.
/// Positions are kept per axis (an absolute centre or an edge margin) until the size is known.
struct KeyframeResolver {
  /// A position on one axis as last written.
  enum Placement {
    case absolute(Double)
    case fromStart(Double)
    case fromEnd(Double)
    case fromMiddle(Double)
  }

  /// The reference width W, in points.
  let width: Double
  /// The size a keyframe without any size gets (a search bar's `[width, height]`), if any.
  let defaultSize: Size?
  let initialCornerRadius: Double

  private var horizontal: Placement?
  private var vertical: Placement?
  private var size: Size?
  private var alpha = 1.0
  private var hidden = false
  private var zIndex = 0
  private var cornerRadius: Double
  private var transform = AffineTransform.identity

  init(width: Double, defaultSize: Size?, initialCornerRadius: Double) {
    self.width = width
    self.defaultSize = defaultSize
    self.initialCornerRadius = initialCornerRadius
    self.cornerRadius = initialCornerRadius
    self.size = defaultSize
  }

  /// The subview's timeline and, when the first keyframe lacks geometry, what it lacks.
  static func timeline(
    for subview: Subview, width: Double
  ) -> (SubviewTimeline, GeometryProblem.MissingGeometry?) {
    var defaultSize: Size? = nil
    if case .searchBar(let searchBar) = subview.kind {
      defaultSize = Size(width: width, height: searchBar.height)
    }
    var resolver = KeyframeResolver(
      width: width, defaultSize: defaultSize, initialCornerRadius: subview.initialCornerRadius)
    var resolved: [ResolvedKeyframe] = []
    resolved.reserveCapacity(subview.keyframes.count)
    var missing: GeometryProblem.MissingGeometry? = nil
    for (index, keyframe) in subview.keyframes.enumerated() {
      resolver.apply(keyframe)
      if index == 0 {
        let gaps = resolver.missingGeometry
        missing = gaps.isEmpty ? nil : gaps
      }
      resolved.append(resolver.resolved(progress: keyframe.progress))
    }
    // Keyframes are almost always written in order: then no sort and no reordered copy.
    if zip(resolved, resolved.dropFirst()).allSatisfy({ $0.progress <= $1.progress }) {
      return (SubviewTimeline(keyframesInDocumentOrder: resolved), missing)
    }
    let order = resolved.indices.sorted {
      (resolved[$0].progress, $0) < (resolved[$1].progress, $1)
    }
    let timeline = SubviewTimeline(
      keyframes: order.map { resolved[$0] }, sourceIndices: order)
    return (timeline, missing)
  }

  // MARK: - Applying one keyframe

  mutating func apply(_ keyframe: Keyframe) {
    if let frame = keyframe.frame {
      horizontal = .absolute(frame.midX)
      vertical = .absolute(frame.midY)
      size = frame.size
    }
    if let center = keyframe.center {
      horizontal = .absolute(center.x)
      vertical = .absolute(center.y)
    }
    if let anchor = keyframe.anchor {
      apply(anchor)
    }
    if let newSize = keyframe.size { size = newSize }
    if let value = keyframe.alpha { alpha = value }
    if let value = keyframe.hidden { hidden = value }
    if let value = keyframe.zIndex { zIndex = value }
    if let value = keyframe.cornerRadius { cornerRadius = value }
    if let value = keyframe.transform { transform = value.affineTransform }
  }

  private mutating func apply(_ anchor: Anchor) {
    switch anchor.horizontal {
    case .leading(let margin): horizontal = .fromStart(margin)
    case .trailing(let margin): horizontal = .fromEnd(margin)
    case .centerX(let offset): horizontal = .fromMiddle(offset)
    case nil: break
    }
    switch anchor.vertical {
    case .top(let margin): vertical = .fromStart(margin)
    case .bottom(let margin): vertical = .fromEnd(margin)
    case .centerY(let offset): vertical = .fromMiddle(offset)
    case nil: break
    }
  }

  var missingGeometry: GeometryProblem.MissingGeometry {
    GeometryProblem.MissingGeometry(
      horizontalPosition: horizontal == nil, verticalPosition: vertical == nil,
      size: size == nil)
  }

  // MARK: - Resolving the current state

  /// The current state as a resolved keyframe; missing geometry counts as 0.
  func resolved(progress: Double) -> ResolvedKeyframe {
    let size = size ?? .zero
    let (centerYBase, perHeight) = Self.linear(vertical, extent: size.height)
    let (centerXBase, perWidth) = Self.linear(horizontal, extent: size.width)
    return ResolvedKeyframe(
      progress: Math.clamp(progress, 0, 1),
      centerX: perWidth == 0 ? centerXBase : centerXBase + perWidth * width,
      centerYBase: centerYBase, centerYPerHeight: perHeight,
      width: size.width, height: size.height, alpha: alpha, cornerRadius: cornerRadius,
      transform: transform, hidden: hidden, zIndex: zIndex)
  }

  /// The centre coordinate on one axis as `base + factor * length` of the bar on that axis,
  /// for a view `extent` points long on it (Schemas/FORMAT.md#anchors).
  static func linear(_ placement: Placement?, extent: Double) -> (base: Double, factor: Double) {
    switch placement {
    case .absolute(let center): (center, 0)
    case .fromStart(let margin): (margin + extent / 2, 0)
    case .fromEnd(let margin): (-margin - extent / 2, 1)
    case .fromMiddle(let offset): (offset, 0.5)
    case nil: (0, 0)
    }
  }
}
