import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// Keyframes, rotations, subviews outside the bar and duplicate ids.
extension GeometryDiagnostics {
  private func progressRange(_ subview: Int, _ keyframe: Int) -> ByteRange? {
    value("progress", .keyframe(subview: subview, keyframe: keyframe))
  }

  mutating func outOfOrder(_ subview: Int, _ keyframe: Int, _ progress: Double, _ previous: Int) {
    let previousProgress = resolved.spec.subviews[subview].keyframes[previous].progress
    let array = value("keyframes", .subview(subview))
    emit(
      .keyframesOutOfOrder,
      "keyframe at progress \(Self.n(progress)) comes after one at \(Self.n(previousProgress)); "
        + "list keyframes in ascending progress",
      progressRange(subview, keyframe),
      related: progressRange(subview, previous).map {
        [
          RelatedInformation(
            range: $0, message: "the earlier keyframe, at \(Self.n(previousProgress))")
        ]
      } ?? [],
      fix: array.map { .sortKeyframes(array: $0) })
  }

  mutating func duplicateProgress(_ subview: Int, _ keyframe: Int, _ progress: Double, _ first: Int)
  {
    emit(
      .duplicateKeyframeProgress,
      "two keyframes at progress \(Self.n(progress)) in \(subviewName(subview)): the later one "
        + "wins; merge them or move one",
      progressRange(subview, keyframe),
      related: progressRange(subview, first).map {
        [RelatedInformation(range: $0, message: "the first keyframe at \(Self.n(progress))")]
      } ?? [])
  }

  mutating func firstAboveZero(_ subview: Int, _ keyframe: Int, _ progress: Double) {
    let range = progressRange(subview, keyframe)
    emit(
      .firstKeyframeAboveZero,
      "the first keyframe of \(subviewName(subview)) is at progress \(Self.n(progress)): below it "
        + "BLKFlexibleHeightBar leaves the view in whatever state it had last; start at 0",
      range, fix: range.map { .clampNumber(range: $0, value: 0) })
  }

  mutating func belowReachable(
    _ subview: Int, _ keyframe: Int, _ progress: Double, _ lowest: Double
  ) {
    let metrics = resolved.metrics
    let reason =
      switch ReachableProgress(spec: resolved.spec).limit(for: progress) {
      case .fixed?: "a fixed bar stays at progress 0; remove the keyframe"
      case .displayModeNever?: "displayMode never pins the bar at progress 1; remove the keyframe"
      case .compactHeight?:
        "a compact height shows no large title: the bar is the inline bar, at progress 1"
      case .equalHeights?: "maxHeight equals minHeight here, so the bar never moves"
      case .notElastic?:
        "the behaviour is not elastic, so progress stops at 0 and the bar never stretches; "
          + "set \"elastic\": true or remove the keyframe"
      case .aboveOne?, nil:
        "stretchLimit \(Self.n(metrics.stretchLimit ?? metrics.maxHeight)) stops the stretch at "
          + "progress \(Self.n(lowest)), where the layout holds; raise stretchLimit or move the "
          + "keyframe up to \(Self.n(lowest))"
      }
    emit(
      .keyframeBelowReachableProgress,
      "the keyframe of \(subviewName(subview)) at progress \(Self.n(progress)) is never reached: "
        + reason,
      progressRange(subview, keyframe))
  }

  mutating func withoutGeometry(_ subview: Int, _ missing: GeometryProblem.MissingGeometry) {
    var parts: [String] = []
    if missing.horizontalPosition && missing.verticalPosition {
      parts.append("position")
    } else if missing.horizontalPosition {
      parts.append("horizontal position")
    } else if missing.verticalPosition {
      parts.append("vertical position")
    }
    if missing.size { parts.append("size") }
    emit(
      .firstKeyframeWithoutGeometry,
      "the first keyframe of \(subviewName(subview)) gives no \(parts.joined(separator: " and no ")) "
        + "(0 is assumed); add frame, or center or anchor with size",
      brace(.keyframe(subview: subview, keyframe: 0)) ?? subviewRange(subview))
  }

  mutating func frameWithTransform(_ subview: Int, _ keyframe: Int) {
    let location = SourceMap.Location.keyframe(subview: subview, keyframe: keyframe)
    emit(
      .frameWithTransform,
      "frame and transform in one keyframe: BLKFlexibleHeightBar drops the frame when a "
        + "transform is set; here frame is the untransformed rectangle; prefer center and size",
      key("transform", location),
      related: key("frame", location).map {
        [RelatedInformation(range: $0, message: "frame is here")]
      }
        ?? [])
  }

  mutating func rotation(
    _ subview: Int, _ keyframe: Int, _ next: Int, _ from: Double, _ to: Double, _ scale: Double
  ) {
    let first = SourceMap.Location.keyframe(subview: subview, keyframe: keyframe)
    let second = SourceMap.Location.keyframe(subview: subview, keyframe: next)
    let p0 = resolved.spec.subviews[subview].keyframes[keyframe].progress
    let p1 = resolved.spec.subviews[subview].keyframes[next].progress
    emit(
      .rotationInterpolation,
      "rotation changes from \(Self.n(from))° to \(Self.n(to))° between progress \(Self.n(p0)) "
        + "and \(Self.n(p1)): the matrix interpolation shrinks the view to "
        + "\(Self.n(scale)) of its size halfway",
      key("transform", second) ?? progressRange(subview, next),
      related: (key("transform", first) ?? progressRange(subview, keyframe)).map {
        [RelatedInformation(range: $0, message: "rotation \(Self.n(from))° here")]
      } ?? [])
  }

  mutating func outsideBar(
    _ subview: Int, _ progress: Double, _ overflow: Double, _ edge: GeometryProblem.Edge,
    _ clipped: Bool
  ) {
    let effect = clipped ? "the bar clips it (clipsToBounds)" : "it overflows the bar (not clipped)"
    emit(
      .outsideBar,
      "\(subviewName(subview)) reaches \(Self.n(overflow)) pt past the bar's \(edge.rawValue) "
        + "edge at progress \(Self.n(progress)): \(effect)",
      subviewRange(subview), severity: clipped ? .warning : .information)
  }

  mutating func duplicateID(_ subview: Int, _ first: Int, _ id: String) {
    emit(
      .duplicateSubviewID, "subview id \"\(id)\" is used twice; ids must be unique",
      subviewRange(subview),
      related: subviewRange(first).map {
        [RelatedInformation(range: $0, message: "first used here")]
      }
        ?? [])
  }
}

extension GeometryDiagnostics {
  /// HS319 at the second keyframe's `transform`, with a fix that writes
  /// `"transformInterpolation": "parts"`; nothing when the subview writes
  /// `transformInterpolation` (`matrix` by choice).
  mutating func partsInterpolation(_ subview: Int, _ keyframe: Int, _ next: Int, _ distance: Double)
  {
    let location = SourceMap.Location.subview(subview)
    guard map.member("transformInterpolation", of: location) == nil else { return }
    let keyframes = resolved.spec.subviews[subview].keyframes
    let second = SourceMap.Location.keyframe(subview: subview, keyframe: next)
    emit(
      .partsInterpolationSuggested,
      "\(subviewName(subview)) changes its scale and its scaledTranslate together between "
        + "progress \(Self.n(keyframes[keyframe].progress)) and "
        + "\(Self.n(keyframes[next].progress)): interpolated as matrices, halfway it sits "
        + "\(Self.n((distance * 10).rounded() / 10)) pt from where .scaledBy().translatedBy() "
        + "puts it; write \"transformInterpolation\": \"parts\" to follow the parts",
      key("transform", second) ?? progressRange(subview, next),
      fix: map.node(location).map {
        .insertMembers(
          object: tree.range($0),
          members: [.init(key: "transformInterpolation", valueJSON: #""parts""#)])
      })
  }
}
