import HeaderGeometry
import JSONSyntax

/// The bar and the schema-covered number problems.
extension GeometryDiagnostics {
  mutating func nonFinite(_ site: GeometryProblem.NumberSite, _ value: Double) {
    emit(.numberOutOfRange, "a number is \(Self.n(value)); write a finite number", nil)
  }

  mutating func minAboveMax(_ minHeight: Double, _ maxHeight: Double) {
    let minimum = map.member("minHeight", of: .bar)
    let maximum = map.member("maxHeight", of: .bar)
    var fix: FixData?
    if let low = minimum?.value, let high = maximum?.value { fix = .swapValues(low, high) }
    let related = maximum?.key.map {
      [RelatedInformation(range: $0, message: "maxHeight is \(Self.n(maxHeight)) here")]
    }
    emit(
      .minHeightAboveMaxHeight,
      "minHeight (\(Self.n(minHeight))) is greater than maxHeight (\(Self.n(maxHeight)))",
      minimum?.key ?? maximum?.key ?? anchor(.bar), related: related ?? [], fix: fix)
  }

  mutating func equalHeights(_ height: Double) {
    let kind = resolved.spec.behavior.kind.rawValue
    emit(
      .equalHeights,
      "minHeight equals maxHeight (\(Self.n(height))): the \(kind) behaviour has no distance to "
        + "collapse over; lower minHeight or use kind fixed",
      key("minHeight", .bar) ?? key("maxHeight", .bar) ?? anchor(.bar))
  }

  mutating func stretchBelow(_ limit: Double, _ maxHeight: Double) {
    let member = map.member("stretchLimit", of: .behavior)
    emit(
      .stretchLimitBelowMaxHeight,
      "stretchLimit (\(Self.n(limit))) is below maxHeight (\(Self.n(maxHeight))): the bar cannot "
        + "stretch at all; raise it to at least \(Self.n(maxHeight))",
      member?.key ?? anchor(.behavior),
      fix: member.map { .clampNumber(range: $0.value, value: maxHeight) })
  }

  mutating func stretchWithoutElastic(_ limit: Double) {
    let member = map.member("stretchLimit", of: .behavior)
    emit(
      .stretchLimitWithoutElastic,
      "stretchLimit (\(Self.n(limit))) is ignored: the behaviour is not elastic; set elastic to "
        + "true or remove stretchLimit",
      member?.key ?? anchor(.behavior),
      fix: elasticFix())
  }

  /// HS304's fix: `"elastic": true` (keeps the limit the author wrote), or remove the limit.
  func elasticFix() -> FixData? {
    guard let behavior = map.ranges(.behavior)?.value,
      let stretchLimit = memberRange("stretchLimit", .behavior)
    else { return nil }
    return .enableElastic(
      behavior: behavior, elastic: map.member("elastic", of: .behavior)?.value,
      stretchLimit: stretchLimit)
  }

  /// The whole member `name` of a part (key to value).
  func memberRange(_ name: String, _ location: SourceMap.Location) -> ByteRange? {
    map.memberNode(name, of: location).map(tree.range)
  }

  // MARK: - Schema-covered numbers

  /// A value outside [0, 1] (progress, alpha, a snapping field): the schema's code and range.
  mutating func outOfUnitRange(_ location: SourceMap.Location, _ name: String, _ value: Double) {
    let range = self.value(name, location)
    emit(
      .numberOutOfRange, "\(name) must be between 0 and 1, not \(Self.n(value))", range,
      fix: range.map { .clampNumber(range: $0, value: min(max(value, 0), 1)) })
  }

  /// A keyframe's progress above 1 (below 0 is the stretch, `belowReachable`).
  mutating func progressAboveOne(_ location: SourceMap.Location, _ value: Double) {
    let range = self.value("progress", location)
    emit(
      .numberOutOfRange, "progress must be at most 1, not \(Self.n(value))", range,
      fix: range.map { .clampNumber(range: $0, value: 1) })
  }

  mutating func negativeLength(_ subview: Int, _ keyframe: Int, _ value: Double) {
    let location = SourceMap.Location.keyframe(subview: subview, keyframe: keyframe)
    var range: ByteRange?
    for name in ["size", "frame", "cornerRadius"] {
      guard let node = map.node(location), let entry = tree.lastMember(named: name, in: node),
        let container = tree.value(of: entry)
      else { continue }
      let candidates =
        tree.kind(container) == .array ? Array(tree.children(container)) : [container]
      if let hit = candidates.first(where: { tree.numberValue($0) == value }) {
        range = tree.range(hit)
        break
      }
    }
    emit(
      .numberOutOfRange, "a length must be at least 0, not \(Self.n(value))",
      range ?? brace(location), fix: range.map { .clampNumber(range: $0, value: 0) })
  }

  mutating func noKeyframes(_ subview: Int) {
    if let keyframes = value("keyframes", .subview(subview)) {
      emit(
        .wrongArrayLength, "keyframes needs at least 1 element, found 0",
        bracket(keyframes))
    } else {
      emit(
        .missingRequiredKey, "missing required key \"keyframes\" in \(subviewName(subview))",
        brace(.subview(subview)))
    }
  }
}
