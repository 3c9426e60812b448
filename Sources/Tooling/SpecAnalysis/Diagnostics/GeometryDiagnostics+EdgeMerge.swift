import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// Edge merges (Schemas/FORMAT.md#keyframes): a keyframe that adds the opposite edge to the
/// lone edge a view inherits makes it span between the two. Placed at the added edge's key;
/// the fixes move the view (`null` for the inherited edge) or make the stretch explicit.
extension GeometryDiagnostics {
  mutating func edgeMergeStretches(_ merge: EdgeMerge, _ from: Size, _ to: Size) {
    let location = SourceMap.Location.keyframe(subview: merge.subview, keyframe: merge.keyframe)
    // `[null, h]` says the edges give the width: the stretch is meant.
    guard !writesNullSize(location, horizontal: merge.horizontal) else { return }
    let inherited = writtenEdge(merge.subview, merge.inherited).rawValue
    let added = writtenEdge(merge.subview, merge.added).rawValue
    let keyframes = resolved.spec.subviews[merge.subview].keyframes
    let axis = merge.horizontal ? "width" : "height"
    let ignored = merge.ignoredLength.map { " \(Self.n($0))" } ?? ""
    let key = map.reference(
      subview: merge.subview, keyframe: merge.keyframe,
      writtenEdge: writtenEdge(merge.subview, merge.added)
    ).key
    emit(
      .edgeMergeStretches,
      "\(subviewName(merge.subview)) keeps the \(inherited) inherited from progress "
        + "\(Self.n(keyframes[merge.inheritedFrom].progress)), so adding \(added) makes it span "
        + "between the two and ignore its \(axis)\(ignored): it stretches from "
        + "\(Self.n(from.width)) x \(Self.n(from.height)) to \(Self.n(to.width)) x "
        + "\(Self.n(to.height)) at progress \(Self.n(keyframes[merge.keyframe].progress)); "
        + "write \"\(inherited)\": null to move it",
      key ?? self.key("anchor", location) ?? brace(location),
      fix: moveFix(merge, stretch: stretchSize(merge, location)))
  }

  /// What HS325 adds when the crossing edges come from a merge: which keyframe added the
  /// opposite edge, and how to move the view instead; and the "Move" fix.
  func mergeHint(_ subview: Int, _ keyframe: Int, _ horizontal: Bool) -> (String, FixData?) {
    guard
      let merge = resolved.edgeMerge(behind: keyframe, subview: subview, horizontal: horizontal)
    else { return ("", nil) }
    let keyframes = resolved.spec.subviews[subview].keyframes
    let inherited = writtenEdge(subview, merge.inherited).rawValue
    var hint =
      "; the keyframe at progress \(Self.n(keyframes[merge.keyframe].progress)) adds "
      + "\(writtenEdge(subview, merge.added).rawValue) to the \(inherited) inherited from "
      + "progress \(Self.n(keyframes[merge.inheritedFrom].progress))"
    guard merge.canMove else { return (hint, nil) }
    hint += "; write \"\(inherited)\": null to move it"
    return (hint, moveFix(merge, stretch: nil))
  }

  /// The merge's fixes: "Move" into its keyframe's anchor, and "Stretch" when given.
  private func moveFix(_ merge: EdgeMerge, stretch: FixData.Stretch?) -> FixData? {
    let location = SourceMap.Location.keyframe(subview: merge.subview, keyframe: merge.keyframe)
    guard let anchor = value("anchor", location) else { return nil }
    return .edgeMerge(
      anchor: anchor, inheritedEdge: writtenEdge(merge.subview, merge.inherited).rawValue,
      stretch: stretch)
  }

  /// The size "Stretch" gives the keyframe: `null` on the merged axis, and on the other the
  /// length written there when one edge or a centre places it (else `null`); nil when the
  /// keyframe already has a `size`.
  private func stretchSize(_ merge: EdgeMerge, _ location: SourceMap.Location)
    -> FixData.Stretch?
  {
    guard map.member("size", of: location) == nil, let keyframe = map.ranges(location)?.value
    else { return nil }
    let other = merge.otherLength.map(JSONText.number) ?? "null"
    return FixData.Stretch(
      keyframe: keyframe, size: merge.horizontal ? "[null, \(other)]" : "[\(other), null]")
  }

  /// Whether the keyframe's `size` writes `null` for the axis.
  private func writesNullSize(_ location: SourceMap.Location, horizontal: Bool) -> Bool {
    guard
      let size = map.node(location).flatMap({ tree.lastMember(named: "size", in: $0) })
        .flatMap({ tree.value(of: $0) }), tree.kind(size) == .array
    else { return false }
    var children = ChildCursor(size, in: tree)
    var position = 0
    while let child = children.next(in: tree) {
      if position == (horizontal ? 0 : 1) { return tree.kind(child) == .null }
      position += 1
    }
    return false
  }
}
