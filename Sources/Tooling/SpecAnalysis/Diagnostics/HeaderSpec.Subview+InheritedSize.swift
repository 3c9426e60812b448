import HeaderGeometry

extension HeaderSpec.Subview {
  /// Whether a keyframe after `keyframe` (document order, the order the cumulative keyframes
  /// apply in, Schemas/FORMAT.md#keyframes) lays the view out with the width (`horizontal`) or
  /// height that `keyframe`'s `size` writes while both outer edges of that axis are anchored
  /// there (HS324). The edges give the length at `keyframe` itself, but the written size is
  /// inherited: a later keyframe that removes one edge of the pair (`"trailing": null`), names
  /// the centre instead, places the view by `center`, or removes every edge, takes that size,
  /// until a keyframe writes the axis's size again (`size` or `frame`).
  ///
  /// So HS324's fix (`null` for that size) keeps the layout exactly when this is false; when
  /// it is true the fix would give those keyframes another length (the content's, or 0 and a
  /// new HS326), and it is left for a person to choose. Cost: O(keyframes after `keyframe`).
  func inheritsSize(from keyframe: Int, horizontal: Bool) -> Bool {
    // Which edges of the axis are anchored: both outer ones at `keyframe` (it is HS324's).
    var start = true
    var end = true
    var center = false
    for later in keyframes.dropFirst(keyframe + 1) {
      // The size a keyframe writes replaces the inherited one, after its position applies.
      if later.frame != nil || (horizontal ? later.width : later.height) != nil { return false }
      if later.center != nil { return true }
      guard let anchor = later.anchor else { continue }
      // Merged edge by edge as `KeyframeResolver` does: the centre first, then the outer edges.
      let edges =
        horizontal
        ? (anchor.leading, anchor.trailing, anchor.centerX)
        : (anchor.top, anchor.bottom, anchor.centerY)
      if let written = edges.2 {
        center = written != .removed
        if center { (start, end) = (false, false) }
      }
      if let written = edges.0 {
        start = written != .removed
        if start { center = false }
      }
      if let written = edges.1 {
        end = written != .removed
        if end { center = false }
      }
      if !(start && end) { return true }
    }
    return false
  }
}
