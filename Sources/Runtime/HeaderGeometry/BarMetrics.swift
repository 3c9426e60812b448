/// The bar's numbers with the kind-dependent defaults applied, and the height function.
public struct BarMetrics: Hashable, Sendable {
  /// Height at progress 0, in points.
  public var maxHeight: Double
  /// Height at progress 1, in points.
  public var minHeight: Double
  /// Cap on the stretched height, in points; `nil` means none.
  public var stretchLimit: Double?
  /// Whether progress may go below 0 (the bar stretches).
  public var isElastic: Bool
  /// The reference width, in points.
  public var width: Double
  /// The scroll view's top inset, in points.
  public var contentInsetTop: Double

  public init(
    maxHeight: Double, minHeight: Double, stretchLimit: Double? = nil, isElastic: Bool = false,
    width: Double = 375, contentInsetTop: Double? = nil
  ) {
    self.maxHeight = maxHeight
    self.minHeight = minHeight
    self.stretchLimit = stretchLimit
    self.isElastic = isElastic
    self.width = width
    self.contentInsetTop = contentInsetTop ?? maxHeight
  }

  public init(spec: HeaderSpec) {
    let largeTitle = spec.behavior.kind == .largeTitle
    let maxHeight = spec.bar.maxHeight ?? (largeTitle ? 96.5 : 44)
    self.init(
      maxHeight: maxHeight,
      minHeight: spec.bar.minHeight ?? (largeTitle ? Bar.referenceInlineHeight : 20),
      stretchLimit: spec.behavior.isElastic ? spec.behavior.stretchLimit : nil,
      isElastic: spec.behavior.isElastic,
      width: spec.width,
      contentInsetTop: spec.behavior.contentInsetTop)
  }

  /// `maxHeight - minHeight`: the scroll distance, in points, from progress 0 to 1.
  public var range: Double { maxHeight - minHeight }

  /// Progress clamped as BLK's setter does: at most 1, at least 0 unless elastic; NaN is 0.
  public func clampedProgress(_ progress: Double) -> Double {
    guard !progress.isNaN else { return 0 }
    let capped = Swift.min(progress, 1)
    return isElastic ? capped : Swift.max(capped, 0)
  }

  /// The bar height at `progress` (Schemas/FORMAT.md#height): `maxHeight - (maxHeight - minHeight)
  /// * p` in that order, after clamping; a stretched bar stops at `stretchLimit`. Never traps: NaN
  /// progress is 0, and an infinite stretch without a limit is `+infinity`.
  public func height(at progress: Double) -> Double {
    let p = clampedProgress(progress)
    var height = maxHeight - (maxHeight - minHeight) * p
    if height.isNaN { height = maxHeight }  // 0 * infinity when both heights are equal
    guard p < 0, let limit = stretchLimit, height > limit else { return height }
    return Swift.max(limit, maxHeight)
  }

  /// The progress at which subviews are laid out (Schemas/FORMAT.md#layout): the clamped
  /// progress, down to `lowestLayoutProgress`, where the height stops; so the layout follows the
  /// height, and a stretched bar lays its subviews out at negative progress.
  public func layoutProgress(_ progress: Double) -> Double {
    Swift.max(clampedProgress(progress), lowestLayoutProgress)
  }

  /// The lowest progress subviews are laid out at: 0 unless elastic; with a `stretchLimit`, the
  /// progress where the stretched height reaches it, `(maxHeight - limit) / (maxHeight -
  /// minHeight)` (0 for a limit below `maxHeight`, which counts as `maxHeight`); `-infinity`
  /// without one (a pull stretches without end). Never NaN.
  public var lowestLayoutProgress: Double {
    guard isElastic else { return 0 }
    guard let limit = stretchLimit else { return -.infinity }
    let lowest = (maxHeight - Swift.max(limit, maxHeight)) / (maxHeight - minHeight)
    return lowest.isNaN ? 0 : Swift.min(lowest, 0)
  }
}
