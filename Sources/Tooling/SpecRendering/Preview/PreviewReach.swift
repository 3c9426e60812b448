import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax
import SpecAnalysis

/// Preview samples that the spec's behaviour never reaches (`ReachableProgress`): `preview`
/// still draws the geometry there (Schemas/FORMAT.md#preview-output), and says why scrolling never gets there, in its
/// output (`note`) and as an information diagnostic, HS406, at the value responsible.
///
///     PreviewReach.note(spec, progress: 0)  // "displayMode never pins the bar at progress 1"
public enum PreviewReach {
  /// Why scrolling never gives `progress`, as the preview prints it; nil when it can.
  public static func note(_ spec: HeaderSpec, progress: Double) -> String? {
    ReachableProgress(spec: spec).limit(for: progress)?.reason
  }

  /// One HS406 per responsible value (`behavior.kind` for `fixed`, `displayMode` for `never`,
  /// `elastic`, or `kind` without it, for a stretch), naming the samples it keeps out of reach,
  /// after the settings' severities. Samples above 1 get none: no value of the spec is
  /// responsible, every behaviour stops there.
  public static func diagnostics(_ document: SpecDocument, progress: [Double]) -> [Diagnostic] {
    guard let spec = document.spec else { return [] }
    let reach = ReachableProgress(spec: spec)
    var samples: [ReachableProgress.Limit: [Double]] = [:]
    var order: [ReachableProgress.Limit] = []
    for p in progress {
      guard let limit = reach.limit(for: p), limit != .aboveOne else { continue }
      if samples[limit] == nil { order.append(limit) }
      if !samples[limit, default: []].contains(p) { samples[limit, default: []].append(p) }
    }
    let code = DiagnosticCode.sampleNeverReached
    guard let severity = document.settings.severity(of: code, natural: code.defaultSeverity)
    else { return [] }
    return order.compactMap { limit in
      guard let range = responsibleValue(limit, in: document.syntax) else { return nil }
      let values = samples[limit, default: []].map(NumberText.format)
      let subject =
        values.count == 1
        ? "preview sample \(values[0]) is"
        : "preview samples \(EnglishList.and(values, limit: 10)) are"
      return Diagnostic(
        code: code, severity: severity,
        message: "\(subject) never reached: \(limit.reason); the preview shows the geometry there",
        range: range)
    }
  }

  /// The range of the value that sets `limit`.
  static func responsibleValue(_ limit: ReachableProgress.Limit, in tree: SyntaxTree)
    -> ByteRange?
  {
    guard let root = tree.root,
      let behavior = tree.lastMember(named: "behavior", in: root).flatMap(tree.value(of:))
    else { return nil }
    let names: [String] =
      switch limit {
      case .fixed: ["kind"]
      case .displayModeNever: ["displayMode"]
      case .compactHeight, .equalHeights: []
      case .notElastic: ["elastic", "kind"]
      case .aboveOne: []
      }
    for name in names {
      if let value = tree.lastMember(named: name, in: behavior).flatMap(tree.value(of:)) {
        return tree.range(value)
      }
    }
    return nil
  }
}
