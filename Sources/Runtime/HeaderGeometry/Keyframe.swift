/// A keyframe as written: a progress value and the attributes it names
/// (Schemas/FORMAT.md#keyframes).
///
/// Unnamed attributes (`nil`) are inherited from the previous keyframe in document order.
/// Geometry is one of `frame`, `center` + `size`, or `anchor` (+ `size` where the anchor or the
/// content does not give it).
public struct Keyframe: Hashable, Sendable {
  /// Meant to lie in [0, 1], ascending across a subview's keyframes.
  public var progress: Double
  /// The untransformed rectangle (sets centre and size).
  public var frame: Rect?
  public var center: Point?
  /// The width as `size` writes it (nil also for `[null, h]`: the anchors give it).
  public var width: Double?
  /// The height as `size` writes it (nil also for `[w, null]`).
  public var height: Double?
  /// Edges pinned to the bar or to other subviews, merged edge by edge with the inherited
  /// anchor.
  public var anchor: HeaderSpec.Anchor?
  public var alpha: Double?
  public var hidden: Bool?
  public var zIndex: Int?
  public var cornerRadius: Double?
  /// Replaces the whole inherited transform.
  public var transform: KeyframeTransform?

  /// Inlinable: the analysis makes one per keyframe of a document.
  @inlinable
  public init(
    progress: Double, frame: Rect? = nil, center: Point? = nil, size: Size? = nil,
    anchor: HeaderSpec.Anchor? = nil, alpha: Double? = nil, hidden: Bool? = nil, zIndex: Int? = nil,
    cornerRadius: Double? = nil, transform: KeyframeTransform? = nil
  ) {
    self.progress = progress
    self.frame = frame
    self.center = center
    self.width = size?.width
    self.height = size?.height
    self.anchor = anchor
    self.alpha = alpha
    self.hidden = hidden
    self.zIndex = zIndex
    self.cornerRadius = cornerRadius
    self.transform = transform
  }

  /// Every stored property, in declaration order: the form `headerspec generate swift` writes
  /// (a width or height alone is the `[w, null]` / `[null, h]` of `size`).
  public init(
    progress: Double, frame: Rect?, center: Point?, width: Double?, height: Double?,
    anchor: HeaderSpec.Anchor?, alpha: Double?, hidden: Bool?, zIndex: Int?, cornerRadius: Double?,
    transform: KeyframeTransform?
  ) {
    self.init(
      progress: progress, frame: frame, center: center, anchor: anchor, alpha: alpha,
      hidden: hidden, zIndex: zIndex, cornerRadius: cornerRadius, transform: transform)
    self.width = width
    self.height = height
  }

  /// Both sizes when the keyframe gives both; setting it sets both (nil clears both).
  public var size: Size? {
    get {
      guard let width, let height else { return nil }
      return Size(width: width, height: height)
    }
    set {
      width = newValue?.width
      height = newValue?.height
    }
  }
}

/// Reflection shows the attributes as the `init` takes them: what
/// `headerspec generate swift` reads to write `Keyframe(progress:frame:...)` (every attribute
/// in the order of the memberwise `init`; a new stored attribute must be added here too).
extension Keyframe: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        (label: "progress", value: progress as Any), ("frame", frame as Any),
        ("center", center as Any), ("width", width as Any), ("height", height as Any),
        ("anchor", anchor as Any), ("alpha", alpha as Any), ("hidden", hidden as Any),
        ("zIndex", zIndex as Any), ("cornerRadius", cornerRadius as Any),
        ("transform", transform as Any),
      ], displayStyle: .struct)
  }
}
