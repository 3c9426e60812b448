import HeaderGeometry

/// A keyframe that adds the opposite outer edge to the lone outer edge an axis inherits
/// (`trailing` after a `leading`, `bottom` after a `top`; Schemas/FORMAT.md#keyframes): anchors
/// merge edge by edge, so the view now spans between the two edges, and a size on that axis no
/// longer counts. Indices are 0-based, in document order; edges are the model's (in a
/// right-to-left environment, the adapted anchor's).
public struct EdgeMerge: Hashable, Sendable {
  public var subview: Int
  /// The keyframe that writes `added`.
  public var keyframe: Int
  public var horizontal: Bool
  /// The edge the axis had alone before `keyframe`, still pinned after it.
  public var inherited: AnchorEdge
  /// The opposite edge `keyframe` writes.
  public var added: AnchorEdge
  /// The keyframe that last wrote `inherited`.
  public var inheritedFrom: Int
  /// The length on the axis that `size` or `frame` wrote in an earlier keyframe and that the
  /// span now ignores; nil when none was written, or when `keyframe` writes one itself (a size
  /// with both edges in one keyframe is `axisDefinedTwice`).
  public var ignoredLength: Double?
  /// Whether the view keeps a length on the axis once `inherited` is removed: a size written
  /// in `keyframe` or earlier, or its content's (a label's text, an image's `intrinsicSize`).
  public var canMove: Bool
  /// The length the other axis has from a `size` or `frame` when that axis is placed by one
  /// edge or a centre after `keyframe`; nil when it spans between two edges or has none.
  public var otherLength: Double?

  public init(
    subview: Int, keyframe: Int, horizontal: Bool, inherited: AnchorEdge, added: AnchorEdge,
    inheritedFrom: Int, ignoredLength: Double?, canMove: Bool, otherLength: Double?
  ) {
    self.subview = subview
    self.keyframe = keyframe
    self.horizontal = horizontal
    self.inherited = inherited
    self.added = added
    self.inheritedFrom = inheritedFrom
    self.ignoredLength = ignoredLength
    self.canMove = canMove
    self.otherLength = otherLength
  }
}
