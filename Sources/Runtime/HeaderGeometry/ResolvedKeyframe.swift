/// A keyframe with every attribute resolved (inheritance and anchors applied), ready to be
/// interpolated. Positions are linear in the bar height: `centerY(barHeight:)`.
public struct ResolvedKeyframe: Hashable, Sendable {
  /// At most 1 (a keyframe's progress clamped as BLK clamps keys; below 0 for the stretch;
  /// finite: NaN becomes 0).
  public var progress: Double
  /// The centre's x, in points (anchors resolved against the reference width).
  public var centerX: Double
  /// The centre's y is `centerYBase + centerYPerHeight * barHeight`: factor 0 for `center`
  /// and `top`, 0.5 for `centerY`, 1 for `bottom`.
  public var centerYBase: Double
  public var centerYPerHeight: Double
  public var width: Double
  public var height: Double
  public var alpha: Double
  public var cornerRadius: Double
  public var transform: HeaderAffineTransform
  public var hidden: Bool
  public var zIndex: Int
  /// Set when the horizontal place depends on other subviews or on both edges
  /// (Schemas/FORMAT.md#references); `centerX` and `width` are then unused.
  public var horizontalRule: AxisRule?
  /// The same for the vertical axis (`centerY...` and `height` unused).
  public var verticalRule: AxisRule?

  public init(
    progress: Double, centerX: Double, centerYBase: Double, centerYPerHeight: Double = 0,
    width: Double, height: Double, alpha: Double = 1, cornerRadius: Double = 0,
    transform: HeaderAffineTransform = .identity, hidden: Bool = false, zIndex: Int = 0,
    horizontalRule: AxisRule? = nil, verticalRule: AxisRule? = nil
  ) {
    self.progress = progress
    self.centerX = centerX
    self.centerYBase = centerYBase
    self.centerYPerHeight = centerYPerHeight
    self.width = width
    self.height = height
    self.alpha = alpha
    self.cornerRadius = cornerRadius
    self.transform = transform
    self.hidden = hidden
    self.zIndex = zIndex
    self.horizontalRule = horizontalRule
    self.verticalRule = verticalRule
  }

  /// Whether the layout needs other subviews or both bar edges (an `AxisRule`).
  public var isDynamic: Bool { horizontalRule != nil || verticalRule != nil }

  /// The centre's y for a bar `barHeight` points tall.
  public func centerY(barHeight: Double) -> Double {
    centerYPerHeight == 0 ? centerYBase : centerYBase + centerYPerHeight * barHeight
  }

  /// The keyframe's own layout in a bar `barHeight` points tall.
  public func layout(barHeight: Double) -> SubviewLayout {
    SubviewLayout(
      center: Point(x: centerX, y: centerY(barHeight: barHeight)),
      size: Size(width: width, height: height), alpha: alpha, hidden: hidden, zIndex: zIndex,
      cornerRadius: cornerRadius, transform: transform)
  }

  /// The keyframe's own layout in a bar `width` x `barHeight`, with its rules evaluated
  /// against `layout(i)`, subview i's layout at the same progress.
  public func layout(barHeight: Double, width: Double, layout: (Int) -> SubviewLayout)
    -> SubviewLayout
  {
    var own = self.layout(barHeight: barHeight)
    if let horizontalRule {
      let (center, extent) = horizontalRule.evaluate(length: width, layout: layout)
      own.center.x = center
      own.size.width = extent
    }
    if let verticalRule {
      let (center, extent) = verticalRule.evaluate(length: barHeight, layout: layout)
      own.center.y = center
      own.size.height = extent
    }
    return own
  }
}
