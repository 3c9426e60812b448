import HeaderGeometry

/// Follows one subview's keyframes in document order as `KeyframeResolver` merges their
/// anchors (Schemas/FORMAT.md#keyframes), per axis: which keyframe pinned each outer edge, the
/// length `size` or `frame` wrote, and the edge merge whose span is in effect. It reads the
/// keyframes as written and lays nothing out.
struct AnchorEdgeHistory {
  /// One axis: the start edge is leading or top, the end edge trailing or bottom.
  struct Axis {
    /// The keyframe that pinned the start edge; nil when it is not pinned.
    var start: Int?
    /// The keyframe that pinned the end edge; nil when it is not pinned.
    var end: Int?
    /// The length a `size` or `frame` wrote, in this keyframe or an earlier one.
    var length: Double?
    /// The merge that made the current span, while its inherited edge stays as it was.
    var merge: EdgeMerge?

    var isSpan: Bool { start != nil && end != nil }

    /// Merges the edges a keyframe's anchor writes on this axis, as the resolver does: a
    /// centre replaces both outer edges, an outer edge is pinned by its keyframe, `null`
    /// removes it.
    mutating func merge(
      _ start: HeaderSpec.Anchor.Value?, _ end: HeaderSpec.Anchor.Value?,
      _ center: HeaderSpec.Anchor.Value?, keyframe k: Int
    ) {
      if let center, center != .removed {
        self.start = nil
        self.end = nil
      }
      if let start { self.start = start == .removed ? nil : k }
      if let end { self.end = end == .removed ? nil : k }
    }
  }

  let subview: Int
  /// The content's size (`HeaderSpec.Subview.contentSize(width:)`): a length the view keeps
  /// on an axis without a written size.
  let contentSize: (width: Double?, height: Double?)
  private(set) var horizontal = Axis()
  private(set) var vertical = Axis()

  init(subview: Int, contentSize: (width: Double?, height: Double?)) {
    self.subview = subview
    self.contentSize = contentSize
  }

  /// Applies keyframe `k` (the next in document order) and returns the merges it makes, at
  /// most one per axis, horizontal first.
  mutating func apply(_ keyframe: Keyframe, index k: Int) -> [EdgeMerge] {
    if let frame = keyframe.frame {
      horizontal.length = frame.width
      vertical.length = frame.height
    }
    if keyframe.frame != nil || keyframe.center != nil {
      // A fixed centre replaces the anchor on both axes.
      horizontal.start = nil
      horizontal.end = nil
      vertical.start = nil
      vertical.end = nil
    }
    let before = (horizontal: horizontal, vertical: vertical)
    if let anchor = keyframe.anchor {
      horizontal.merge(anchor.leading, anchor.trailing, anchor.centerX, keyframe: k)
      vertical.merge(anchor.top, anchor.bottom, anchor.centerY, keyframe: k)
    }
    if let width = keyframe.width { horizontal.length = width }
    if let height = keyframe.height { vertical.length = height }
    var (newHorizontal, newVertical) = (horizontal, vertical)
    let horizontalMerge = follow(
      before.horizontal, &newHorizontal, other: vertical, keyframe: k, horizontal: true,
      writesLength: keyframe.width != nil)
    let verticalMerge = follow(
      before.vertical, &newVertical, other: horizontal, keyframe: k, horizontal: false,
      writesLength: keyframe.height != nil)
    (horizontal, vertical) = (newHorizontal, newVertical)
    return [horizontalMerge, verticalMerge].compactMap { $0 }
  }

  /// The merge keyframe `k` makes on one axis (`old` before it, `axis` after it), kept in
  /// `axis.merge`; or the earlier merge, kept while the span and its inherited edge last.
  private func follow(
    _ old: Axis, _ axis: inout Axis, other: Axis, keyframe k: Int, horizontal: Bool,
    writesLength: Bool
  ) -> EdgeMerge? {
    guard axis.isSpan else {
      axis.merge = nil
      return nil
    }
    let edges: (start: AnchorEdge, end: AnchorEdge) =
      horizontal ? (.leading, .trailing) : (.top, .bottom)
    var made: (inherited: AnchorEdge, added: AnchorEdge, from: Int)?
    if let start = old.start, old.end == nil, axis.start == start, axis.end == k {
      made = (edges.start, edges.end, start)
    } else if let end = old.end, old.start == nil, axis.end == end, axis.start == k {
      made = (edges.end, edges.start, end)
    }
    guard let made else {
      if let merge = old.merge, old.isSpan,
        (merge.inherited == edges.start ? axis.start : axis.end) == merge.inheritedFrom
      {
        axis.merge = merge
      } else {
        axis.merge = nil
      }
      return nil
    }
    let content = horizontal ? contentSize.width : contentSize.height
    let merge = EdgeMerge(
      subview: subview, keyframe: k, horizontal: horizontal, inherited: made.inherited,
      added: made.added, inheritedFrom: made.from,
      ignoredLength: writesLength ? nil : axis.length,
      canMove: axis.length != nil || content != nil,
      otherLength: other.isSpan ? nil : other.length)
    axis.merge = merge
    return merge
  }
}
