import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// The bar and the schema-covered number problems.
extension GeometryDiagnostics {
  mutating func nonFinite(_ site: GeometryProblem.NumberSite, _ value: Double) {
    emit(.numberOutOfRange, "a number is \(Self.n(value)); write a finite number", nil)
  }

  /// HS301: at `minHeight` (or `maxHeight`), or at the `compact` override that sets it when
  /// `compact` (Schemas/FORMAT.md#heights-per-size-class): a compact environment's adapted
  /// spec (`Bar.heightsAreCompact`) or the overrides checked as written.
  mutating func minAboveMax(_ minHeight: Double, _ maxHeight: Double, compact: Bool = false) {
    let compact = compact || resolved.spec.bar.heightsAreCompact
    let minimum = heightMember("minHeight", compact: compact)
    let maximum = heightMember("maxHeight", compact: compact)
    var fix: FixData?
    // Swapping a regular height with an override would change the regular bar: no fix then.
    let sameObject =
      !compact || (compactMember("minHeight") != nil && compactMember("maxHeight") != nil)
    if sameObject, let low = minimum?.value, let high = maximum?.value {
      fix = .swapValues(low, high)
    }
    // In a compact height, at the override: `compact.minHeight`, else `compact.maxHeight`.
    let maximumOverride = compact ? compactMember("maxHeight") : nil
    let place =
      (compact ? compactMember("minHeight")?.key ?? maximumOverride?.key : nil)
      ?? minimum?.key ?? maximum?.key ?? anchor(.bar)
    let related = maximum?.key.flatMap { range -> [RelatedInformation]? in
      range == place
        ? nil
        : [RelatedInformation(range: range, message: "maxHeight is \(Self.n(maxHeight)) here")]
    }
    emit(
      .minHeightAboveMaxHeight,
      (compact ? "in a compact height, " : "")
        + "minHeight (\(Self.n(minHeight))) is greater than maxHeight (\(Self.n(maxHeight)))",
      place, related: related ?? [], fix: fix)
  }

  mutating func equalHeights(_ height: Double) {
    let kind = resolved.spec.behavior.kind.rawValue
    let compact = resolved.spec.bar.heightsAreCompact
    emit(
      .equalHeights,
      (compact ? "in a compact height, " : "")
        + "minHeight equals maxHeight (\(Self.n(height))): the \(kind) behaviour has no "
        + "distance to collapse over; lower minHeight or use kind fixed",
      (heightMember("minHeight", compact: compact) ?? heightMember("maxHeight", compact: compact))?
        .key ?? anchor(.bar))
  }

  /// The ranges of the bar's `name` (`maxHeight` or `minHeight`); when `compact`, of
  /// `compact.name` if the spec gives it, else of the regular one it keeps.
  func heightMember(_ name: String, compact: Bool) -> SourceMap.Ranges? {
    (compact ? compactMember(name) : nil) ?? map.member(name, of: .bar)
  }

  /// The ranges of `bar.compact.name`, if the spec gives it.
  func compactMember(_ name: String) -> SourceMap.Ranges? {
    guard let node = map.memberNode("compact", of: .bar).flatMap({ tree.value(of: $0) }),
      tree.kind(node) == .object, let entry = tree.lastMember(named: name, in: node)
    else { return nil }
    let key = tree.range(tree.key(of: entry))
    return SourceMap.Ranges(key: key, value: tree.value(of: entry).map(tree.range) ?? key)
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
