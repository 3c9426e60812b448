import HeaderGeometry
import HeaderSpecLoading
import SpecAnalysis

/// What changes on screen between two specs (`headerspec diff`, Schemas/FORMAT.md#diff): per
/// subview (matched by id) and for the bar, the progress spans where the layout differs by
/// more than `DifferenceSpans.tolerance`, with how much; subviews that appeared or were
/// removed; changed behaviour and snapping. Text, key order and formatting do not matter:
/// only the lowered models are compared. A change in an environment of `supports` is listed
/// only when it differs from the change as written, once for every environment where it is the
/// same. Every environment of the new spec's `supports` is compared, unless the budget cannot
/// lay them all out: those past it are named in `environmentsNotCompared`, with the reason.
/// Cost: O(environments x subviews x pieces) layouts.
public struct SpecDiff: Sendable {
  /// One subview's (or the bar's) difference in one environment.
  public struct Change: Hashable, Sendable {
    /// The subview's id, or nil for the bar.
    public var id: String?
    /// The environment's label (`PreviewHTML.label`), or nil for the spec as written.
    public var environment: String?
    public var spans: [Span]
  }

  /// A span with the largest difference of each kind on it.
  public struct Span: Hashable, Sendable {
    public var start: Double
    public var end: Double
    public var includesStart: Bool
    public var includesEnd: Bool
    /// Points the frame's origin moves by at most (x or y).
    public var moves: Double
    /// Points the frame's width or height changes by at most.
    public var resizes: Double
    /// How much alpha changes at most.
    public var alpha: Double
    /// Whether `hidden` differs somewhere on the span; the bar's height difference in points.
    public var hidden: Bool
    public var height: Double
  }

  public var appeared: [String]
  public var removed: [String]
  public var changes: [Change]
  /// How many environments the new spec's `supports` lists, and the labels of those that were
  /// not compared (the last ones, past the budget), with why (`notComparedBecause`: the
  /// budget's bound and the layouts one environment takes); said under the changes, so a
  /// reader knows. Empty and nil when every environment was compared.
  public var environmentsSupported: Int = 0
  public var environmentsNotCompared: [String] = []
  public var notComparedBecause: String?
  /// One line per changed behaviour value (`kind was squareCash, now facebook`), then
  /// snapping.
  public var behavior: [String]

  /// Whether nothing on screen changes.
  public var isEmpty: Bool {
    appeared.isEmpty && removed.isEmpty && changes.isEmpty && behavior.isEmpty
  }

  /// What comparing `old` with `new` as written will do, the least a diff does (each
  /// environment of `supports` compared does as much again), counted from the specs alone:
  /// each subview of `new` that `old` has (by id), laid out in both specs at five
  /// points of each piece between the two subviews' keyframes for each of the six numbers
  /// compared (`samples`: 60 per piece, averaged over the subviews and rounded up; the halving
  /// of a piece that is not polynomial is not counted). Its output, a few lines per change, is
  /// not counted.
  public static func work(old: HeaderSpec, new: HeaderSpec) -> RenderWork {
    var oldKeyframes: [String: Int] = [:]
    for subview in old.subviews { oldKeyframes[subview.id] = subview.keyframes.count }
    var matched = 0
    var pieces = 0
    for subview in new.subviews {
      guard let count = oldKeyframes[subview.id] else { continue }
      matched += 1
      pieces = RenderWork.sum(pieces, RenderWork.sum(count, subview.keyframes.count + 1))
    }
    let samples = matched == 0 ? 0 : (RenderWork.product([pieces, 60]) + matched - 1) / matched
    return RenderWork(
      what: "the diff", subviews: matched, environments: 1, samples: samples, bytesPerLayout: 0)
  }

  /// The differences between `old` and `new`, as written and in every environment of `new`'s
  /// `supports` that `budget` can lay out besides (`work` each, counted before any layout;
  /// the rest are named in `environmentsNotCompared`); refused when even the comparison as
  /// written is past it.
  public init(old: HeaderSpec, new: HeaderSpec, budget: RenderBudget = .commandLine)
    throws(RenderBudget.Exceeded)
  {
    let each = Self.work(old: old, new: new)
    try budget.check(each)
    let oldIDs = old.subviews.map(\.id)
    let newIDs = new.subviews.map(\.id)
    appeared = newIDs.filter { !oldIDs.contains($0) }
    removed = oldIDs.filter { !newIDs.contains($0) }
    behavior = Self.behaviorChanges(old.behavior, new.behavior)
    var environments: [(String?, HeaderEnvironment?)] = [(nil, nil)]
    let supported = new.supports.isEmpty ? [] : new.supports.environments
    // The environments that fit in the budget besides the spec as written.
    let affordable = budget.layouts / max(each.layouts, 1) - 1
    for (index, (device, environment)) in supported.enumerated() {
      let label = PreviewHTML.label(environment, device: device.name)
      if index < affordable {
        environments.append((label, environment))
      } else {
        environmentsNotCompared.append(label)
      }
    }
    environmentsSupported = supported.count
    if !environmentsNotCompared.isEmpty {
      notComparedBecause =
        "\(budget.spender) lays out at most \(RenderWork.grouped(budget.layouts)) layouts, "
        + "and each environment takes \(RenderWork.grouped(each.layouts))"
    }
    changes = []
    var asWritten: [String?: [Span]] = [:]
    // A change that several environments share (and the spec as written does not) is one
    // change, its environments named together: "(in iPhone SE, portrait; iPhone 15, portrait)".
    var shared: [Change: Int] = [:]
    for (label, environment) in environments {
      let a = ResolvedHeader(environment.map { old.adapted(to: $0) } ?? old)
      let b = ResolvedHeader(environment.map { new.adapted(to: $0) } ?? new)
      for change in Self.compare(a, b, environment: label) {
        // An environment's change that is the same as written is said once.
        if label == nil {
          asWritten[change.id] = change.spans
        } else if asWritten[change.id] == change.spans {
          continue
        }
        var key = change
        key.environment = nil
        if let label, let index = shared[key] {
          changes[index].environment = (changes[index].environment ?? "") + "; " + label
          continue
        }
        if label != nil { shared[key] = changes.count }
        changes.append(change)
      }
    }
  }

  // MARK: - Geometry

  static func compare(_ old: ResolvedHeader, _ new: ResolvedHeader, environment: String?)
    -> [Change]
  {
    var changes: [Change] = []
    let height = DifferenceSpans.spans(breakpoints: []) {
      new.height(at: $0) - old.height(at: $0)
    }
    if !height.isEmpty {
      changes.append(
        Change(
          id: nil, environment: environment,
          spans: height.map { Span($0, moves: 0, resizes: 0, alpha: 0, height: $0.largest) }))
    }
    for (newIndex, subview) in new.spec.subviews.enumerated() {
      guard let oldIndex = old.spec.subviews.firstIndex(where: { $0.id == subview.id }) else {
        continue
      }
      // Both specs' keyframes, and where either bar's height gives a title menu a new mode.
      let breakpoints =
        old.spec.subviews[oldIndex].keyframes.map(\.progress) + subview.keyframes.map(\.progress)
      let components: [(SubviewLayout) -> Double] = [
        { $0.frame.x }, { $0.frame.y }, { $0.frame.width }, { $0.frame.height }, { $0.alpha },
        { $0.hidden ? 1 : 0 },
      ]
      // The stretch too, down to the lowest reachable keyframe below 0 of either spec.
      let from = Swift.min(
        Self.stretchStart(old, subview: oldIndex), Self.stretchStart(new, subview: newIndex))
      var spans: [Span] = []
      for (kind, component) in components.enumerated() {
        let found = DifferenceSpans.spans(from: from, breakpoints: breakpoints) { p in
          component(new.layout(subview: newIndex, at: p))
            - component(old.layout(subview: oldIndex, at: p))
        }
        spans += found.map { span in
          Span(
            span, moves: kind < 2 ? span.largest : 0,
            resizes: (2..<4).contains(kind) ? span.largest : 0,
            alpha: kind == 4 ? span.largest : 0, hidden: kind == 5, height: 0)
        }
      }
      if !spans.isEmpty {
        changes.append(Change(id: subview.id, environment: environment, spans: union(spans)))
      }
    }
    return changes
  }

  /// Where a subview's comparison starts: its lowest keyframe when that is below 0, raised to
  /// the lowest progress the bar lays subviews out at (Schemas/FORMAT.md#layout); otherwise 0.
  static func stretchStart(_ header: ResolvedHeader, subview index: Int) -> Double {
    guard header.timelines.indices.contains(index),
      let lowest = header.timelines[index].keyframes.first?.progress, lowest < 0
    else {
      return 0
    }
    return Swift.min(Swift.max(lowest, header.metrics.lowestLayoutProgress), 0)
  }

  /// The union of `spans`, each merged span with the largest differences of the ones in it.
  static func union(_ spans: [Span]) -> [Span] {
    var result: [Span] = []
    for span in spans.sorted(by: { $0.start < $1.start }) {
      guard var last = result.last,
        span.start < last.end
          || (span.start == last.end && (last.includesEnd || span.includesStart))
      else {
        result.append(span)
        continue
      }
      if span.end > last.end {
        last.end = span.end
        last.includesEnd = span.includesEnd
      } else if span.end == last.end {
        last.includesEnd = last.includesEnd || span.includesEnd
      }
      last.moves = max(last.moves, span.moves)
      last.resizes = max(last.resizes, span.resizes)
      last.alpha = max(last.alpha, span.alpha)
      last.hidden = last.hidden || span.hidden
      last.height = max(last.height, span.height)
      result[result.count - 1] = last
    }
    return result
  }

  // MARK: - Behaviour

  static func behaviorChanges(_ old: Behavior, _ new: Behavior) -> [String] {
    var lines: [String] = []
    func compare(_ name: String, _ a: String, _ b: String) {
      if a != b { lines.append("\(name) was \(a), now \(b)") }
    }
    func text(_ value: Double?) -> String { value.map(NumberText.format) ?? "default" }
    compare("kind", old.kind.rawValue, new.kind.rawValue)
    compare("elastic", "\(old.isElastic)", "\(new.isElastic)")
    compare("stretchLimit", text(old.stretchLimit), text(new.stretchLimit))
    compare("contentInsetTop", text(old.contentInsetTop), text(new.contentInsetTop))
    compare("displayMode", old.displayMode.rawValue, new.displayMode.rawValue)
    compare("velocityThreshold", text(old.velocityThreshold), text(new.velocityThreshold))
    if old.thresholds != new.thresholds { lines.append("facebook thresholds changed") }
    compare("snappingEnabled", "\(old.snappingEnabled)", "\(new.snappingEnabled)")
    compare("snapping", snapping(old.snapping), snapping(new.snapping))
    return lines
  }

  /// `[0, 0.5] to 0, [0.5, 1] to 1`, or `none`.
  static func snapping(_ ranges: [SnappingRange]) -> String {
    guard !ranges.isEmpty else { return "none" }
    return ranges.map {
      "[\(NumberText.format($0.from)), \(NumberText.format($0.to))] to \(NumberText.format($0.target))"
    }.joined(separator: ", ")
  }
}

extension SpecDiff.Span {
  init(
    _ span: DifferenceSpans.Span, moves: Double, resizes: Double, alpha: Double,
    hidden: Bool = false, height: Double
  ) {
    self.init(
      start: span.start, end: span.end, includesStart: span.includesStart,
      includesEnd: span.includesEnd, moves: moves, resizes: resizes, alpha: alpha, hidden: hidden,
      height: height)
  }
}
