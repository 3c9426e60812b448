import HeaderGeometry

extension ResolvedHeader {
  /// Problems of one subview's keyframes (Schemas/FORMAT.md#keyframes, Schemas/FORMAT.md#layout).
  func keyframeProblems(_ index: Int) -> [GeometryProblem] {
    let keyframes = spec.subviews[index].keyframes
    guard !keyframes.isEmpty else { return [.noKeyframes(subview: index)] }
    var problems: [GeometryProblem] = []
    if let missing = missingGeometry(of: index) {
      problems.append(.firstKeyframeWithoutGeometry(subview: index, missing: missing))
    }
    progressProblems(index, keyframes, into: &problems)
    for (k, keyframe) in keyframes.enumerated() {
      attributeProblems(index, k, keyframe, into: &problems)
    }
    problems += rotationProblems(index)
    problems += partsInterpolationProblems(index)
    return problems
  }

  /// What subview `index`'s first keyframe lacks, if anything (`missingGeometry` is in
  /// subview order, so a binary search).
  private func missingGeometry(of index: Int) -> GeometryProblem.MissingGeometry? {
    var low = 0
    var high = missingGeometry.count
    while low < high {
      let middle = low + (high - low) / 2
      if missingGeometry[middle].subview < index { low = middle + 1 } else { high = middle }
    }
    guard low < missingGeometry.count, missingGeometry[low].subview == index else { return nil }
    return missingGeometry[low].missing
  }

  private func progressProblems(
    _ index: Int, _ keyframes: [Keyframe], into problems: inout [GeometryProblem]
  ) {
    // The first keyframe with each progress: a linear scan for the usual few keyframes, a
    // dictionary beyond (same answer: the first earlier finite keyframe with an equal value).
    let usesDictionary = keyframes.count > 16
    var seen: [Double: Int] = [:]
    // Below it a keyframe is never laid out: where the stretch stops, or where the bar stays.
    let lowest = Swift.max(
      ReachableProgress(spec: spec).lowest, metrics.lowestLayoutProgress)
    for k in keyframes.indices {
      let p = keyframes[k].progress
      if !p.isFinite {
        problems.append(.nonFiniteNumber(.keyframe(subview: index, keyframe: k), value: p))
        continue
      }
      if p > 1 {
        problems.append(.keyframeProgressOutOfRange(subview: index, keyframe: k, progress: p))
      }
      if p < 0, p < lowest {
        problems.append(
          .keyframeBelowReachableProgress(subview: index, keyframe: k, progress: p, lowest: lowest))
      }
      if k > 0, p < keyframes[k - 1].progress {
        problems.append(
          .keyframesOutOfOrder(subview: index, keyframe: k, progress: p, previous: k - 1))
      }
      let first: Int?
      if usesDictionary {
        first = seen[p]
        if first == nil { seen[p] = k }
      } else {
        first = keyframes[..<k].firstIndex { $0.progress == p }
      }
      if let first {
        problems.append(
          .duplicateKeyframeProgress(subview: index, keyframe: k, progress: p, first: first))
      }
    }
    let timeline = timelines[index]
    if let lowest = timeline.keyframes.first, lowest.progress > 0 {
      problems.append(
        .firstKeyframeAboveZero(
          subview: index, keyframe: timeline.sourceIndex(0), progress: lowest.progress))
    }
  }

  private func attributeProblems(
    _ index: Int, _ k: Int, _ keyframe: Keyframe, into problems: inout [GeometryProblem]
  ) {
    if keyframe.frame != nil, keyframe.transform != nil {
      problems.append(.frameWithTransform(subview: index, keyframe: k))
    }
    if let alpha = keyframe.alpha, !(0...1).contains(alpha) {
      problems.append(.alphaOutOfRange(subview: index, keyframe: k, alpha: alpha))
    }
    let site = GeometryProblem.NumberSite.keyframe(subview: index, keyframe: k)
    Self.forEachLength(of: keyframe) { value in
      if !value.isFinite { problems.append(.nonFiniteNumber(site, value: value)) }
    }
    Self.forEachPosition(of: keyframe) { value in
      if !value.isFinite { problems.append(.nonFiniteNumber(site, value: value)) }
    }
    Self.forEachLength(of: keyframe) { value in
      if value < 0 { problems.append(.negativeLength(subview: index, keyframe: k, value: value)) }
    }
  }

  /// Calls `body` with each length a keyframe gives, in a fixed order (no allocation).
  private static func forEachLength(of keyframe: Keyframe, _ body: (Double) -> Void) {
    if let frame = keyframe.frame {
      body(frame.width)
      body(frame.height)
    }
    if let width = keyframe.width { body(width) }
    if let height = keyframe.height { body(height) }
    if let radius = keyframe.cornerRadius { body(radius) }
  }

  /// Calls `body` with each position, alpha, matrix component and anchor distance a keyframe
  /// gives, in a fixed order (no allocation).
  private static func forEachPosition(of keyframe: Keyframe, _ body: (Double) -> Void) {
    if let frame = keyframe.frame {
      body(frame.x)
      body(frame.y)
    }
    if let center = keyframe.center {
      body(center.x)
      body(center.y)
    }
    if let alpha = keyframe.alpha { body(alpha) }
    if let transform = keyframe.transform {
      let matrix = transform.affineTransform
      body(matrix.a)
      body(matrix.b)
      body(matrix.c)
      body(matrix.d)
      body(matrix.tx)
      body(matrix.ty)
    }
    guard let anchor = keyframe.anchor else { return }
    for edge in AnchorEdge.allCases {
      switch anchor[edge] {
      case .margin(let n): body(n)
      case .reference(let reference): body(reference.offset)
      case .removed, nil: break
      }
    }
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
      // Parts interpolate the angle itself: nothing shrinks.
      if let parts = timeline.transformParts, parts[i] != nil, parts[i + 1] != nil { continue }
      let fromDegrees = from.rotationDegrees
      let toDegrees = to.rotationDegrees
      guard abs(fromDegrees - toDegrees) > 1e-9 else { continue }
      problems.append(
        .rotationInterpolation(
          subview: index, keyframe: timeline.sourceIndex(i),
          nextKeyframe: timeline.sourceIndex(i + 1), fromDegrees: fromDegrees,
          toDegrees: toDegrees, halfwayScale: Self.halfwayScale(from, to)))
    }
    return problems
  }

  /// The linear scale of the halfway matrix relative to the average of the two ends'
  /// (square roots of the absolute determinants): 1 when nothing shrinks.
  static func halfwayScale(_ from: HeaderAffineTransform, _ to: HeaderAffineTransform) -> Double {
    let halfway = from.interpolated(to: to, fraction: 0.5)
    let ends = (abs(from.determinant).squareRoot() + abs(to.determinant).squareRoot()) / 2
    guard ends > 0 else { return 1 }
    return abs(halfway.determinant).squareRoot() / ends
  }
}
