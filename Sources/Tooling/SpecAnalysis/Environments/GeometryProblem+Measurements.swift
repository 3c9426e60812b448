import GeometryChecks
import HeaderGeometry

/// What the matrix merges a problem by (`MatrixAnalysis`): the same problem found with other
/// numbers in another environment is one problem, reported once.
extension GeometryProblem {
  /// The problem with its measurements (every `Double`: heights, progress values, overflows,
  /// widths) set to 0, and what it is about (subviews, keyframes, edges, fields) kept. A
  /// non-finite number keeps its value but NaN, which would never equal itself. A reference's
  /// edges are kept up to mirroring: a right-to-left layout swaps the adapted anchors' leading
  /// and trailing, the document and the diagnostic's range do not.
  var withoutMeasurements: GeometryProblem {
    let unmirrored = { (edge: AnchorEdge) in edge == .trailing ? AnchorEdge.leading : edge }
    switch self {
    case .unknownReference(let subview, let keyframe, let edge, let target):
      return .unknownReference(
        subview: subview, keyframe: keyframe, edge: unmirrored(edge), target: target)
    case .selfReference(let subview, let keyframe, let edge):
      return .selfReference(subview: subview, keyframe: keyframe, edge: unmirrored(edge))
    case .invalidReferenceEdge(let subview, let keyframe, let edge, let written):
      return .invalidReferenceEdge(
        subview: subview, keyframe: keyframe, edge: unmirrored(edge),
        written: written.map(unmirrored))
    case .referenceCycle(let sites):
      return .referenceCycle(
        sites.map {
          ReferenceSite(
            subview: $0.subview, keyframe: $0.keyframe, edge: unmirrored($0.edge),
            target: $0.target)
        })
    case .nonFiniteNumber(let site, let value):
      return .nonFiniteNumber(site, value: value.isNaN ? 0 : value)
    case .minimumAboveMaximum: return .minimumAboveMaximum(minHeight: 0, maxHeight: 0)
    case .compactMinimumAboveMaximum:
      return .compactMinimumAboveMaximum(minHeight: 0, maxHeight: 0)
    case .equalHeightsWithMovingBehavior: return .equalHeightsWithMovingBehavior(height: 0)
    case .stretchLimitBelowMaximum: return .stretchLimitBelowMaximum(stretchLimit: 0, maxHeight: 0)
    case .stretchLimitWithoutElastic: return .stretchLimitWithoutElastic(stretchLimit: 0)
    case .keyframeProgressOutOfRange(let subview, let keyframe, _):
      return .keyframeProgressOutOfRange(subview: subview, keyframe: keyframe, progress: 0)
    case .keyframeBelowReachableProgress(let subview, let keyframe, _, _):
      return .keyframeBelowReachableProgress(
        subview: subview, keyframe: keyframe, progress: 0, lowest: 0)
    case .keyframesOutOfOrder(let subview, let keyframe, _, let previous):
      return .keyframesOutOfOrder(
        subview: subview, keyframe: keyframe, progress: 0, previous: previous)
    case .duplicateKeyframeProgress(let subview, let keyframe, _, let first):
      return .duplicateKeyframeProgress(
        subview: subview, keyframe: keyframe, progress: 0, first: first)
    case .firstKeyframeAboveZero(let subview, let keyframe, _):
      return .firstKeyframeAboveZero(subview: subview, keyframe: keyframe, progress: 0)
    case .alphaOutOfRange(let subview, let keyframe, _):
      return .alphaOutOfRange(subview: subview, keyframe: keyframe, alpha: 0)
    case .negativeLength(let subview, let keyframe, _):
      return .negativeLength(subview: subview, keyframe: keyframe, value: 0)
    case .partsInterpolationSuggested(let subview, let keyframe, let next, _):
      return .partsInterpolationSuggested(
        subview: subview, keyframe: keyframe, nextKeyframe: next, distance: 0)
    case .textOverlap(let subview, let other, _, _):
      return .textOverlap(subview: subview, other: other, from: 0, to: 0)
    case .rotationInterpolation(let subview, let keyframe, let next, _, _, _):
      return .rotationInterpolation(
        subview: subview, keyframe: keyframe, nextKeyframe: next, fromDegrees: 0, toDegrees: 0,
        halfwayScale: 0)
    case .outsideBar(let subview, _, _, let edge, let clipped):
      return .outsideBar(subview: subview, progress: 0, overflow: 0, edge: edge, clipped: clipped)
    case .outsideSafeArea(let subview, _, _, let edge):
      return .outsideSafeArea(subview: subview, progress: 0, overflow: 0, edge: edge)
    case .textDoesNotFit(let subview, _, _, _, _):
      return .textDoesNotFit(
        subview: subview, progress: 0, textWidth: 0, frameWidth: 0, fontSize: 0)
    case .textTallerThanFrame(let subview, _, _, _, _):
      return .textTallerThanFrame(
        subview: subview, progress: 0, lineHeight: 0, frameHeight: 0, fontSize: 0)
    case .titleOverlapsButton(let subview, let button, _, _):
      return .titleOverlapsButton(subview: subview, button: button, progress: 0, textWidth: 0)
    case .negativeAnchoredLength(let subview, let keyframe, let horizontal, _, _):
      return .negativeAnchoredLength(
        subview: subview, keyframe: keyframe, horizontal: horizontal, progress: 0, length: 0)
    case .edgeMergeStretches(var merge, _, _):
      merge.inherited = unmirrored(merge.inherited)
      merge.added = unmirrored(merge.added)
      merge.ignoredLength = merge.ignoredLength.map { _ in 0 }
      merge.otherLength = merge.otherLength.map { _ in 0 }
      return .edgeMergeStretches(
        merge, from: Size(width: 0, height: 0), to: Size(width: 0, height: 0))
    case .snappingValueOutOfRange(let range, let field, _):
      return .snappingValueOutOfRange(range: range, field: field, value: 0)
    case .snappingRangeReversed(let range, _, _):
      return .snappingRangeReversed(range: range, from: 0, to: 0)
    case .overlappingSnappingRanges(let range, let other, _, _):
      return .overlappingSnappingRanges(range: range, other: other, from: 0, to: 0)
    case .snappingGap(_, _, let includesFrom, let includesTo):
      return .snappingGap(from: 0, to: 0, includesFrom: includesFrom, includesTo: includesTo)
    case .blkTruncation(let range, _, _, let blkFrom, let blkTo):
      return .blkTruncation(
        range: range, from: 0, to: 0, blkFrom: blkFrom.map { _ in 0 }, blkTo: blkTo.map { _ in 0 })
    case .titleMenuMaxStretchWithoutEffect(let subview, _):
      return .titleMenuMaxStretchWithoutEffect(subview: subview, tallest: 0)
    case .searchBarTallerThanCollapsedBar(let subview, _, _):
      return .searchBarTallerThanCollapsedBar(subview: subview, height: 0, minHeight: 0)
    case .searchFieldOutsideBar(let subview, _, _, let edge):
      return .searchFieldOutsideBar(subview: subview, progress: 0, overflow: 0, edge: edge)
    case .buttonOverSearchField(let subview, let button, _):
      return .buttonOverSearchField(subview: subview, button: button, progress: 0)
    default:
      return self
    }
  }

  /// How bad a problem is, for those whose message the matrix takes from the worst
  /// environment (`MatrixAnalysis`): the points past the bar or into the safe area, a text's
  /// width, and the other numbers its message quotes, in their order, as it shows them (three
  /// decimals). Empty for the others, whose message is the first environment's.
  var amounts: [Double] {
    let shown = { (value: Double) in (value * 1000).rounded() / 1000 }
    switch self {
    case .outsideBar(_, let progress, let overflow, _, _),
      .outsideSafeArea(_, let progress, let overflow, _):
      return [shown(overflow), shown(progress)]
    case .textDoesNotFit(_, let progress, let textWidth, let frameWidth, let fontSize):
      return [textWidth.rounded(), shown(fontSize), shown(frameWidth), shown(progress)]
    case .textTallerThanFrame(_, let progress, let lineHeight, let frameHeight, let fontSize):
      return [(lineHeight * 10).rounded(), shown(fontSize), shown(frameHeight), shown(progress)]
    case .titleOverlapsButton(_, _, let progress, let textWidth):
      return [textWidth.rounded(), shown(progress)]
    case .textOverlap(_, _, let from, let to):
      return [shown(to - from), shown(from)]
    default:
      return []
    }
  }
}
