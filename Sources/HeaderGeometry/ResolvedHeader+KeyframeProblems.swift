extension ResolvedHeader {
  /// Problems of one subview's keyframes (SPEC 2.4, 3.2).
  func keyframeProblems(_ index: Int) -> [GeometryProblem] {
    let keyframes = spec.subviews[index].keyframes
    guard !keyframes.isEmpty else { return [.noKeyframes(subview: index)] }
    var problems: [GeometryProblem] = []
    if let entry = missingGeometry.first(where: { $0.subview == index }) {
      problems.append(.firstKeyframeWithoutGeometry(subview: index, missing: entry.missing))
    }
    problems += progressProblems(index, keyframes)
    for (k, keyframe) in keyframes.enumerated() {
      problems += attributeProblems(index, k, keyframe)
    }
    problems += rotationProblems(index)
    return problems
  }

  private func progressProblems(_ index: Int, _ keyframes: [Keyframe]) -> [GeometryProblem] {
    var problems: [GeometryProblem] = []
    var seen: [Double: Int] = [:]
    for (k, keyframe) in keyframes.enumerated() {
      let p = keyframe.progress
      if !p.isFinite {
        problems.append(.nonFiniteNumber(.keyframe(subview: index, keyframe: k), value: p))
        continue
      }
      if p < 0 || p > 1 {
        problems.append(.keyframeProgressOutOfRange(subview: index, keyframe: k, progress: p))
      }
      if k > 0, p < keyframes[k - 1].progress {
        problems.append(
          .keyframesOutOfOrder(subview: index, keyframe: k, progress: p, previous: k - 1))
      }
      if let first = seen[p] {
        problems.append(
          .duplicateKeyframeProgress(subview: index, keyframe: k, progress: p, first: first))
      } else {
        seen[p] = k
      }
    }
    let timeline = timelines[index]
    if let lowest = timeline.keyframes.first, lowest.progress > 0,
      let source = timeline.sourceIndices.first
    {
      problems.append(
        .firstKeyframeAboveZero(subview: index, keyframe: source, progress: lowest.progress))
    }
    return problems
  }

  private func attributeProblems(_ index: Int, _ k: Int, _ keyframe: Keyframe)
    -> [GeometryProblem]
  {
    var problems: [GeometryProblem] = []
    if keyframe.frame != nil, keyframe.transform != nil {
      problems.append(.frameWithTransform(subview: index, keyframe: k))
    }
    if let alpha = keyframe.alpha, !(0...1).contains(alpha) {
      problems.append(.alphaOutOfRange(subview: index, keyframe: k, alpha: alpha))
    }
    let site = GeometryProblem.NumberSite.keyframe(subview: index, keyframe: k)
    let lengths = Self.lengths(of: keyframe)
    for value in lengths + Self.positions(of: keyframe) where !value.isFinite {
      problems.append(.nonFiniteNumber(site, value: value))
    }
    for value in lengths where value < 0 {
      problems.append(.negativeLength(subview: index, keyframe: k, value: value))
    }
    return problems
  }

  private static func lengths(of keyframe: Keyframe) -> [Double] {
    var values: [Double] = []
    if let frame = keyframe.frame { values += [frame.width, frame.height] }
    if let size = keyframe.size { values += [size.width, size.height] }
    if let radius = keyframe.cornerRadius { values.append(radius) }
    return values
  }

  private static func positions(of keyframe: Keyframe) -> [Double] {
    var values: [Double] = []
    if let frame = keyframe.frame { values += [frame.x, frame.y] }
    if let center = keyframe.center { values += [center.x, center.y] }
    if let alpha = keyframe.alpha { values.append(alpha) }
    if let transform = keyframe.transform { values += transform.affineTransform.components }
    switch keyframe.anchor?.horizontal {
    case .leading(let n), .trailing(let n), .centerX(let n): values.append(n)
    case nil: break
    }
    switch keyframe.anchor?.vertical {
    case .top(let n), .bottom(let n), .centerY(let n): values.append(n)
    case nil: break
    }
    return values
  }

  /// Neighbouring keyframes (in progress order) whose rotations differ, with how much the
  /// component-wise interpolation shrinks the view halfway.
  private func rotationProblems(_ index: Int) -> [GeometryProblem] {
    let timeline = timelines[index]
    var problems: [GeometryProblem] = []
    for i in timeline.keyframes.indices.dropLast() {
      let from = timeline.keyframes[i].transform
      let to = timeline.keyframes[i + 1].transform
      guard from != to else { continue }
      let fromDegrees = from.rotationDegrees
      let toDegrees = to.rotationDegrees
      guard abs(fromDegrees - toDegrees) > 1e-9 else { continue }
      problems.append(
        .rotationInterpolation(
          subview: index, keyframe: timeline.sourceIndices[i],
          nextKeyframe: timeline.sourceIndices[i + 1], fromDegrees: fromDegrees,
          toDegrees: toDegrees, halfwayScale: Self.halfwayScale(from, to)))
    }
    return problems
  }

  /// The linear scale of the halfway matrix relative to the average of the two ends'
  /// (square roots of the absolute determinants): 1 when nothing shrinks.
  static func halfwayScale(_ from: AffineTransform, _ to: AffineTransform) -> Double {
    let halfway = from.interpolated(to: to, fraction: 0.5)
    let ends = (abs(from.determinant).squareRoot() + abs(to.determinant).squareRoot()) / 2
    guard ends > 0 else { return 1 }
    return abs(halfway.determinant).squareRoot() / ends
  }
}
