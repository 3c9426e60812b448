/// A subview's keyframes resolved once into a flat array sorted by progress, so that a layout
/// at any progress is a binary search and one interpolation, with no allocation.
public struct SubviewTimeline: Hashable, Sendable {
  /// Sorted by progress (stable: keyframes with equal progress keep document order).
  public let keyframes: [ResolvedKeyframe]
  /// `keyframes[i]` came from the subview's keyframe `reordering[i]` (document order); nil
  /// when the keyframes were written in order, as they almost always are (then no array per
  /// subview is kept: a 10 MB spec has tens of thousands of subviews).
  private var reordering: [Int]? { extras?.reordering }
  /// Whether some keyframe has an `AxisRule`, or the transforms are interpolated part by part
  /// (`transformParts`): then only `layout(at:barHeight:width:layout:)` gives the layout. (The
  /// parts take that path so that `layout(at:barHeight:)`, the hot path, stays as small as BLK's
  /// matrix interpolation needs: 26 ns against 42 per layout when it also handled them.)
  public let isDynamic: Bool
  /// What few timelines need, behind one reference that the common timeline leaves nil, so a
  /// timeline the hot path copies carries no more references than its keyframes and this.
  private let extras: Extras?

  /// `transformParts[i]` is the parts of `keyframes[i]`'s transform (nil for a matrix) when the
  /// subview interpolates transforms part by part (`TransformInterpolation.parts`); nil, and no
  /// array kept, when it interpolates matrices as BLK does.
  public var transformParts: [TransformParts?]? { extras?.transformParts }

  /// `sourceIndices[i]` is the document-order index of `keyframes[i]`.
  public init(
    keyframes: [ResolvedKeyframe], sourceIndices: [Int], transformParts: [TransformParts?]? = nil
  ) {
    self.keyframes = keyframes
    self.isDynamic = transformParts != nil || keyframes.contains { $0.isDynamic }
    self.extras = Extras(
      reordering: sourceIndices.elementsEqual(keyframes.indices) ? nil : sourceIndices,
      transformParts: transformParts)
  }

  /// Keyframes already sorted by progress, in document order.
  public init(
    keyframesInDocumentOrder keyframes: [ResolvedKeyframe],
    transformParts: [TransformParts?]? = nil
  ) {
    self.keyframes = keyframes
    self.isDynamic = transformParts != nil || keyframes.contains { $0.isDynamic }
    self.extras = Extras(reordering: nil, transformParts: transformParts)
  }

  /// For each of `keyframes`, the index of the keyframe it came from in document order.
  public var sourceIndices: [Int] { reordering ?? Array(keyframes.indices) }

  /// The document-order index of `keyframes[position]`.
  public func sourceIndex(_ position: Int) -> Int { reordering?[position] ?? position }

  /// The position in `keyframes` of the subview's keyframe `index` (document order).
  public func position(ofSource index: Int) -> Int? {
    if let reordering { return reordering.firstIndex(of: index) }
    return keyframes.indices.contains(index) ? index : nil
  }

  /// The layout at layout progress `q` (see `BarMetrics.layoutProgress`) in a
  /// bar `barHeight` points tall (Schemas/FORMAT.md#layout): hold below the first keyframe, the
  /// last one above the last, otherwise interpolate between the neighbours; `hidden` and `zIndex`
  /// step from the lower one. Without keyframes: a zero-sized view at the origin.
  public func layout(at q: Double, barHeight: Double) -> SubviewLayout {
    let count = keyframes.count
    guard count > 0 else { return SubviewLayout(center: .zero, size: .zero) }
    let lower = lowerIndex(for: q)
    let floor = keyframes[lower]
    guard lower + 1 < count, q > floor.progress else {
      return floor.layout(barHeight: barHeight)
    }
    let ceiling = keyframes[lower + 1]
    let t = (q - floor.progress) / (ceiling.progress - floor.progress)
    return Self.interpolate(floor, ceiling, t, barHeight: barHeight)
  }

  /// The layout at layout progress `q` in a bar `width` x `barHeight` when keyframes depend on
  /// other subviews: each neighbouring keyframe's own layout is evaluated against `layout(i)`
  /// (subview i's layout at the same progress, Schemas/FORMAT.md#references), then the two are
  /// interpolated as `layout(at:barHeight:)` does.
  public func layout(
    at q: Double, barHeight: Double, width: Double, layout: (Int) -> SubviewLayout
  ) -> SubviewLayout {
    let count = keyframes.count
    guard count > 0 else { return SubviewLayout(center: .zero, size: .zero) }
    let lower = lowerIndex(for: q)
    let floor = keyframes[lower].layout(barHeight: barHeight, width: width, layout: layout)
    guard lower + 1 < count, q > keyframes[lower].progress else { return floor }
    let upper = keyframes[lower + 1]
    let ceiling = upper.layout(barHeight: barHeight, width: width, layout: layout)
    let t = (q - keyframes[lower].progress) / (upper.progress - keyframes[lower].progress)
    return SubviewLayout(
      center: Point(
        x: Math.lerp(floor.center.x, ceiling.center.x, t),
        y: Math.lerp(floor.center.y, ceiling.center.y, t)),
      size: Size(
        width: Math.lerp(floor.size.width, ceiling.size.width, t),
        height: Math.lerp(floor.size.height, ceiling.size.height, t)),
      alpha: Math.lerp(floor.alpha, ceiling.alpha, t),
      hidden: floor.hidden, zIndex: floor.zIndex,
      cornerRadius: Math.lerp(floor.cornerRadius, ceiling.cornerRadius, t),
      transform: transform(between: lower, t))
  }

  /// The transform between keyframes `lower` and `lower + 1` at fraction `t`: part by part
  /// when both keep their parts (`TransformInterpolation.parts`), otherwise component by
  /// component on the matrix, as BLK.
  func transform(between lower: Int, _ t: Double) -> HeaderAffineTransform {
    if let transformParts, let from = transformParts[lower], let to = transformParts[lower + 1] {
      return from.interpolated(to: to, fraction: t).affineTransform
    }
    return keyframes[lower].transform.interpolated(to: keyframes[lower + 1].transform, fraction: t)
  }

  /// The index of the last keyframe with progress <= q, or 0 when q is below all of them
  /// (or NaN).
  package func lowerIndex(for q: Double) -> Int {
    var low = 0
    var high = keyframes.count  // invariant: keyframes[..<low] <= q, keyframes[high...] > q
    while low < high {
      let middle = low + (high - low) / 2
      if keyframes[middle].progress <= q {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return Swift.max(low - 1, 0)
  }
  static func interpolate(
    _ floor: ResolvedKeyframe, _ ceiling: ResolvedKeyframe, _ t: Double, barHeight: Double
  ) -> SubviewLayout {
    let center = Point(
      x: Math.lerp(floor.centerX, ceiling.centerX, t),
      y: Math.lerp(
        floor.centerY(barHeight: barHeight), ceiling.centerY(barHeight: barHeight), t))
    return SubviewLayout(
      center: center,
      size: Size(
        width: Math.lerp(floor.width, ceiling.width, t),
        height: Math.lerp(floor.height, ceiling.height, t)),
      alpha: Math.lerp(floor.alpha, ceiling.alpha, t),
      hidden: floor.hidden, zIndex: floor.zIndex,
      cornerRadius: Math.lerp(floor.cornerRadius, ceiling.cornerRadius, t),
      transform: floor.transform.interpolated(to: ceiling.transform, fraction: t))
  }

  /// A timeline's rare parts: the map back to document order and the transform parts.
  private final class Extras: Hashable, Sendable {
    let reordering: [Int]?
    let transformParts: [TransformParts?]?

    /// Nil when there is nothing to keep.
    init?(reordering: [Int]?, transformParts: [TransformParts?]?) {
      guard reordering != nil || transformParts != nil else { return nil }
      self.reordering = reordering
      self.transformParts = transformParts
    }

    static func == (lhs: Extras, rhs: Extras) -> Bool {
      lhs.reordering == rhs.reordering && lhs.transformParts == rhs.transformParts
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(reordering)
      hasher.combine(transformParts)
    }
  }
}
