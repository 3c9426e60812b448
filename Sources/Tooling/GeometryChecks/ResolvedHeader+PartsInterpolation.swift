import HeaderGeometry

extension ResolvedHeader {
  /// Half a point: how far apart the two interpolations may put a view unreported (a pixel at
  /// @2x; below it nobody sees a difference).
  static let partsDistanceReported = 0.5

  /// Neighbouring keyframes (in progress order) of a subview that interpolates transforms as
  /// matrices (the words leave out a subview that writes `transformInterpolation`: its author
  /// chose) whose parts change a scale and a
  /// `scaledTranslate` together: the matrices move the view linearly, the parts by the product
  /// of the two (Schemas/FORMAT.md#keyframes), so halfway the view sits `distance` points from
  /// where `.scaledBy(...).translatedBy(...)` puts it. Halfway is where they are the furthest
  /// apart: the difference is a quadratic in the progress that is 0 at both keyframes.
  func partsInterpolationProblems(_ index: Int) -> [GeometryProblem] {
    let subview = spec.subviews[index]
    let timeline = timelines[index]
    guard timeline.transformParts == nil, timeline.keyframes.count > 1
    else { return [] }
    // The transform each keyframe has, in document order: the last one written up to it.
    var current = KeyframeTransform.parts()
    let transforms = subview.keyframes.map { keyframe in
      if let transform = keyframe.transform { current = transform }
      return current.parts
    }
    var problems: [GeometryProblem] = []
    for position in timeline.keyframes.indices.dropLast() {
      let (first, next) = (timeline.sourceIndex(position), timeline.sourceIndex(position + 1))
      guard let from = transforms[first], let to = transforms[next],
        from.scaleX != to.scaleX || from.scaleY != to.scaleY
      else { continue }
      let matrices = from.affineTransform.interpolated(to: to.affineTransform, fraction: 0.5)
      let parts = from.interpolated(to: to, fraction: 0.5).affineTransform
      let distance =
        ((matrices.tx - parts.tx) * (matrices.tx - parts.tx)
        + (matrices.ty - parts.ty) * (matrices.ty - parts.ty)).squareRoot()
      guard distance >= Self.partsDistanceReported else { continue }
      problems.append(
        .partsInterpolationSuggested(
          subview: index, keyframe: first, nextKeyframe: next, distance: distance))
    }
    return problems
  }
}
