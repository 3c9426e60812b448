import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// Words and places the geometry core's problems: every `GeometryProblem` case becomes a
/// diagnostic with the narrowest useful range, the other party as related information, and
/// fix data. Cases that repeat a schema rule (a number out of range, no keyframes, no items)
/// get the schema's code and range, so the collector drops them when the schema check already
/// reported them. Nothing here recomputes geometry.
struct GeometryDiagnostics {
  let tree: SyntaxTree
  let map: SourceMap
  let resolved: ResolvedHeader
  var output: [Diagnostic] = []
  /// The string items of the last `titleMenu` with a long title (O(items) once per menu).
  var itemRanges: (subview: Int, ranges: [ByteRange])?
  /// Whether the environment lays the bar out right to left (set by `diagnostics(in:)`): the
  /// adapted anchors' leading and trailing edges then name the document's other one.
  var isRightToLeft = false

  init(tree: SyntaxTree, map: SourceMap, resolved: ResolvedHeader) {
    self.tree = tree
    self.map = map
    self.resolved = resolved
  }

  /// The diagnostics of `resolved.problems`, in their order, then those of
  /// `resolved.environmentProblems(in: environment)` when an environment is given, else of
  /// `resolved.textOverlapProblems`.
  mutating func diagnostics(in environment: HeaderEnvironment? = nil) -> [Diagnostic] {
    var frames: [TextFrame]? = nil
    return diagnostics(in: environment, textFrames: &frames)
  }

  /// The diagnostics `diagnostics(in:)` gives, but the text-fit ones when `textFrames` is not
  /// nil: it gets the labels' text frames instead
  /// (`ResolvedHeader.environmentProblems(in:textFrames:)`).
  mutating func diagnostics(in environment: HeaderEnvironment?, textFrames: inout [TextFrame]?)
    -> [Diagnostic]
  {
    isRightToLeft = environment?.layoutDirection == .rtl
    for problem in resolved.problems { add(problem) }
    if let environment {
      for problem in resolved.environmentProblems(in: environment, textFrames: &textFrames) {
        add(problem)
      }
    } else {
      // The reference environment's one problem of the laid-out texts.
      for problem in resolved.textOverlapProblems(rightToLeft: false) { add(problem) }
    }
    return output
  }

  /// The diagnostic of `problem` alone, worded as `diagnostics(in:)` words it.
  mutating func diagnostic(of problem: GeometryProblem) -> Diagnostic? {
    output = []
    add(problem)
    return output.first
  }

  /// The diagnostics of `problems` (of `resolved.problems` or of its
  /// `environmentProblems(in: environment)`; nil: the reference environment), worded as
  /// `diagnostics(in: environment)` words them, each with what the matrix merges it by.
  mutating func findings(of problems: [GeometryProblem], in environment: HeaderEnvironment?)
    -> [MatrixFinding]
  {
    isRightToLeft = environment?.layoutDirection == .rtl
    var findings: [MatrixFinding] = []
    for problem in problems {
      output = []
      add(problem)
      for (part, diagnostic) in output.enumerated() {
        findings.append(MatrixFinding(diagnostic, of: problem, part: part))
      }
    }
    output = []
    return findings
  }

  // MARK: - Dispatch

  private mutating func add(_ problem: GeometryProblem) {
    switch problem {
    case .nonFiniteNumber(let site, let value): nonFinite(site, value)
    case .minimumAboveMaximum(let minHeight, let maxHeight): minAboveMax(minHeight, maxHeight)
    case .compactMinimumAboveMaximum(let minHeight, let maxHeight):
      minAboveMax(minHeight, maxHeight, compact: true)
    case .equalHeightsWithMovingBehavior(let height): equalHeights(height)
    case .stretchLimitBelowMaximum(let limit, let maxHeight): stretchBelow(limit, maxHeight)
    case .stretchLimitWithoutElastic(let limit): stretchWithoutElastic(limit)
    case .geometryOverflow(let site): overflow(site)
    case .noKeyframes(let subview): noKeyframes(subview)
    case .keyframeProgressOutOfRange(let subview, let keyframe, let progress):
      progressAboveOne(.keyframe(subview: subview, keyframe: keyframe), progress)
    case .keyframeBelowReachableProgress(let subview, let keyframe, let progress, let lowest):
      belowReachable(subview, keyframe, progress, lowest)
    case .keyframesOutOfOrder(let subview, let keyframe, let progress, let previous):
      outOfOrder(subview, keyframe, progress, previous)
    case .duplicateKeyframeProgress(let subview, let keyframe, let progress, let first):
      duplicateProgress(subview, keyframe, progress, first)
    case .firstKeyframeAboveZero(let subview, let keyframe, let progress):
      firstAboveZero(subview, keyframe, progress)
    case .firstKeyframeWithoutGeometry(let subview, let missing):
      withoutGeometry(subview, missing)
    case .frameWithTransform(let subview, let keyframe): frameWithTransform(subview, keyframe)
    case .alphaOutOfRange(let subview, let keyframe, let alpha):
      outOfUnitRange(.keyframe(subview: subview, keyframe: keyframe), "alpha", alpha)
    case .negativeLength(let subview, let keyframe, let value):
      negativeLength(subview, keyframe, value)
    case .rotationInterpolation(let subview, let keyframe, let next, let from, let to, let scale):
      rotation(subview, keyframe, next, from, to, scale)
    case .outsideBar(let subview, let progress, let overflow, let edge, let clipped):
      outsideBar(subview, progress, overflow, edge, clipped)
    case .duplicateSubviewID(let subview, let first, let id): duplicateID(subview, first, id)
    case .unknownReference(let subview, let keyframe, let edge, let target):
      unknownReference(subview, keyframe, edge, target)
    case .selfReference(let subview, let keyframe, let edge): selfReference(subview, keyframe, edge)
    case .invalidReferenceEdge(let subview, let keyframe, let edge, let written):
      invalidEdge(subview, keyframe, edge, written)
    case .referenceCycle(let sites): cycle(sites)
    case .axisDefinedTwice(let subview, let keyframe, let horizontal):
      axisTwice(subview, keyframe, horizontal)
    case .negativeAnchoredLength(
      let subview, let keyframe, let horizontal, let progress, let length):
      negativeAnchored(subview, keyframe, horizontal, progress, length)
    case .edgeMergeStretches(let merge, let from, let to): edgeMergeStretches(merge, from, to)
    case .keyframeLosesGeometry(let subview, let keyframe, let horizontal, let position):
      losesGeometry(subview, keyframe, horizontal, position)
    case .outsideSafeArea(let subview, let progress, let overflow, let edge):
      outsideSafeArea(subview, progress, overflow, edge)
    case .textDoesNotFit(let subview, let progress, let textWidth, let frameWidth, let fontSize):
      textDoesNotFit(subview, progress, textWidth, frameWidth, fontSize)
    case .textOverlap(let subview, let other, let from, let to):
      textOverlap(subview, other, from, to)
    case .textOverlapNotChecked(let subviews): overlapNotChecked(subviews)
    case .partsInterpolationSuggested(let subview, let keyframe, let next, let distance):
      partsInterpolation(subview, keyframe, next, distance)
    case .textTallerThanFrame(
      let subview, let progress, let lineHeight, let frameHeight, let fontSize):
      textTallerThanFrame(subview, progress, lineHeight, frameHeight, fontSize)
    case .titleOverlapsButton(let subview, let button, let progress, let textWidth):
      titleOverlapsButton(subview, button, progress, textWidth)
    case .snappingValueOutOfRange(let range, let field, let value):
      outOfUnitRange(.snappingRange(range), field.rawValue, value)
    case .snappingRangeReversed(let range, let from, let to): reversed(range, from, to)
    case .overlappingSnappingRanges(let range, let other, let from, let to):
      overlap(range, other, from, to)
    case .snappingGap(let from, let to, let includesFrom, let includesTo):
      gap(from, to, includesFrom, includesTo)
    case .snappingWithoutRanges: withoutRanges()
    case .blkTruncation(let range, let from, let to, let blkFrom, let blkTo):
      truncation(range, from, to, blkFrom, blkTo)
    case .titleMenuWithKeyframes(let subview): menuWithKeyframes(subview)
    case .titleMenuWithoutItems(let subview): menuWithoutItems(subview)
    case .titleMenuSelectionOutOfRange(let subview, let selected, let count):
      selectionOutOfRange(subview, selected, count)
    case .titleMenuTitleTooLong(let subview, let item, let length):
      titleTooLong(subview, item, length)
    case .titleMenuMaxStretchWithoutEffect(let subview, let tallest):
      maxStretchWithoutEffect(subview, tallest)
    case .searchBarTallerThanCollapsedBar(let subview, let height, let minHeight):
      searchBarTooTall(subview, height, minHeight)
    case .searchFieldOutsideBar(let subview, let progress, let overflow, let edge):
      searchFieldOutside(subview, progress, overflow, edge)
    case .buttonOverSearchField(let subview, let button, let progress):
      buttonOverField(subview, button, progress)
    }
  }

  // MARK: - Helpers

  mutating func emit(
    _ code: DiagnosticCode, _ message: String, _ range: ByteRange?,
    severity: DiagnosticSeverity? = nil, related: [RelatedInformation] = [], fix: FixData? = nil
  ) {
    output.append(
      Diagnostic(
        code: code, severity: severity, message: message, range: range ?? fallbackRange,
        related: related, fix: fix))
  }

  /// The root's opening bracket, for problems without a better place.
  var fallbackRange: ByteRange {
    guard let root = tree.root else { return ByteRange(start: 0, end: 0) }
    let start = tree.range(root).start
    return ByteRange(start: start, end: start + 1)
  }

  /// A part's opening brace.
  func brace(_ location: SourceMap.Location) -> ByteRange? {
    map.ranges(location).map { ByteRange(start: $0.value.start, end: $0.value.start + 1) }
  }

  /// An array value's opening bracket; the whole value when it is no array (an invalid token
  /// may start with a multi-byte character, which one byte would split).
  func bracket(_ value: ByteRange) -> ByteRange {
    guard value.length > 0, tree.bytes[value.start] == UInt8(ascii: "[") else { return value }
    return ByteRange(start: value.start, end: value.start + 1)
  }

  /// A part's key when it has one, else its opening brace.
  func anchor(_ location: SourceMap.Location) -> ByteRange? {
    map.ranges(location)?.key ?? brace(location)
  }

  func key(_ name: String, _ location: SourceMap.Location) -> ByteRange? {
    map.member(name, of: location)?.key
  }

  func value(_ name: String, _ location: SourceMap.Location) -> ByteRange? {
    map.member(name, of: location)?.value
  }

  /// The source text of member `name`'s value (numbers as written).
  func text(_ name: String, _ location: SourceMap.Location) -> String? {
    value(name, location).map(tree.text)
  }

  /// The subview's id for messages (quoted), or its position when it has none.
  func subviewName(_ index: Int) -> String {
    let id = resolved.spec.subviews[index].id
    return id.hasPrefix("#") ? "subview \(index + 1)" : "\"\(id)\""
  }

  /// Where a subview is named: its `id` value, else its opening brace.
  func subviewRange(_ index: Int) -> ByteRange? {
    value("id", .subview(index)) ?? brace(.subview(index))
  }

  static func n(_ value: Double) -> String { NumberText.format(value) }
}
