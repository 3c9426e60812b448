import HeaderGeometry

extension ResolvedHeader {
  /// The keyframes that stretch a sized view by adding the opposite edge to the lone edge it
  /// inherits (`GeometryProblem.edgeMergeStretches`, Schemas/FORMAT.md#keyframes), subviews in
  /// document order. O(keyframes), plus one layout per problem.
  var edgeMergeProblems: [GeometryProblem] {
    var problems: [GeometryProblem] = []
    for index in spec.subviews.indices where !isTitleMenu[index] {
      let stretching = edgeMerges(of: index).filter { $0.ignoredLength != nil }
      for merge in stretching {
        let progress = spec.subviews[index].keyframes[merge.keyframe].progress
        let to = layout(subview: index, at: progress).size
        var from = to
        for other in stretching where other.keyframe == merge.keyframe {
          if other.horizontal {
            from.width = other.ignoredLength ?? to.width
          } else {
            from.height = other.ignoredLength ?? to.height
          }
        }
        problems.append(.edgeMergeStretches(merge, from: from, to: to))
      }
    }
    return problems
  }

  /// Every edge merge of subview `index`'s keyframes, in document order (horizontal first
  /// within a keyframe), sized or not.
  public func edgeMerges(of index: Int) -> [EdgeMerge] {
    var history = Self.history(of: spec.subviews[index], index: index, width: metrics.width)
    var merges: [EdgeMerge] = []
    for (k, keyframe) in spec.subviews[index].keyframes.enumerated() {
      merges += history.apply(keyframe, index: k)
    }
    return merges
  }

  /// The merge that made the span keyframe `keyframe` of subview `index` has on one axis,
  /// while the edge it inherited stays as it was: what a crossing there
  /// (`negativeAnchoredLength`) comes from. Nil when that span was written in one keyframe.
  public func edgeMerge(behind keyframe: Int, subview index: Int, horizontal: Bool)
    -> EdgeMerge?
  {
    let keyframes = spec.subviews[index].keyframes
    guard keyframes.indices.contains(keyframe) else { return nil }
    var history = Self.history(of: spec.subviews[index], index: index, width: metrics.width)
    for k in 0...keyframe { _ = history.apply(keyframes[k], index: k) }
    return horizontal ? history.horizontal.merge : history.vertical.merge
  }

  private static func history(of subview: HeaderSpec.Subview, index: Int, width: Double)
    -> AnchorEdgeHistory
  {
    AnchorEdgeHistory(subview: index, contentSize: subview.contentSize(width: width))
  }
}

extension ResolvedHeader {
  /// Whether a keyframe after `keyframe` of subview `index` (document order, the order the
  /// cumulative keyframes apply in, Schemas/FORMAT.md#keyframes) lays the view out with the
  /// width (`horizontal`) or height that `keyframe`'s `size` writes while both outer edges of
  /// that axis are anchored there (HS324). The edges give the length at `keyframe` itself, but
  /// the written size is inherited: a later keyframe that leaves the axis without both edges
  /// (`"trailing": null`, a centre, a `center`) takes that size, until a keyframe writes the
  /// axis's size again (`size` or `frame`).
  ///
  /// So HS324's fix (`null` for that size) keeps the layout exactly when this is false; when
  /// it is true the fix would give those keyframes another length (the content's, or 0 and a
  /// new HS326), and it is left for a person to choose. The edges are followed as
  /// `AnchorEdgeHistory` follows them for the edge merges. O(keyframes).
  public func laterKeyframeInheritsLength(
    after keyframe: Int, subview index: Int, horizontal: Bool
  ) -> Bool {
    let keyframes = spec.subviews[index].keyframes
    guard keyframes.indices.contains(keyframe) else { return false }
    var history = Self.history(of: spec.subviews[index], index: index, width: metrics.width)
    for (k, written) in keyframes.enumerated() {
      _ = history.apply(written, index: k)
      guard k > keyframe else { continue }
      // The size a keyframe writes replaces the inherited one, after its position applies.
      if written.frame != nil || (horizontal ? written.width : written.height) != nil {
        return false
      }
      if !(horizontal ? history.horizontal : history.vertical).isSpan { return true }
    }
    return false
  }
}
