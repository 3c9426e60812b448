/// A behaviour as a state machine over scroll events (Schemas/FORMAT.md#scrolling): feed it events,
/// read `progress`. One machine per simulated scroll session.
public struct BehaviorMachine: Sendable {
  public let behavior: Behavior
  public let metrics: BarMetrics
  public let scrollView: ScrollViewMetrics

  /// The bar's progress (clamped after every event; below 0 only when elastic).
  public private(set) var progress: Double
  /// Where a bar that scrolling never moves stays (`HeaderSpec.pinnedProgress`); nil when it
  /// moves.
  public let pinnedProgress: Double?
  /// `facebook`: the drag-start baseline (offset, progress), shifted by the thresholds.
  public private(set) var baselineOffset = 0.0
  public private(set) var baselineProgress = 0.0
  /// `safari`: the previous offset y' and whether a reveal may follow a scroll up.
  public private(set) var previousOffset: Double
  public private(set) var armed = false

  public init(spec: HeaderSpec, scrollView: ScrollViewMetrics) {
    self.behavior = spec.behavior
    self.metrics = spec.metrics
    self.scrollView = scrollView
    self.pinnedProgress = spec.pinnedProgress
    self.progress = pinnedProgress ?? 0
    self.previousOffset = -scrollView.contentInsetTop
  }

  /// R = maxHeight - minHeight, the scroll distance in points from progress 0 to 1.
  var range: Double { metrics.range }

  /// Applies one event and returns the record after it (and its snap) took effect. The offset
  /// is read as given, bounces included, as BLK reads UIKit's; `Simulation` limits it first.
  public mutating func handle(_ event: ScrollEvent) -> ScrollRecord {
    var offset = event.offset
    var snapped: Double? = nil
    if pinnedProgress == nil {
      switch event {
      case .beginDrag(let y): beginDrag(at: y)
      case .scroll(let y): scroll(to: y)
      case .endDrag(let y, let velocity, let decelerate):
        snapped = endDrag(at: y, velocity: velocity, decelerate: decelerate, offset: &offset)
      case .endDecelerate:
        snapped = snap(offset: &offset)
      }
    }
    return ScrollRecord(
      event: event, offset: offset, progress: progress, height: metrics.height(at: progress),
      snappedTo: snapped)
  }

  // MARK: - Events

  private mutating func beginDrag(at y: Double) {
    switch behavior.kind {
    case .facebook: takeFacebookBaseline(at: y)
    case .safari: previousOffset = y
    case .squareCash, .largeTitle, .fixed: break
    }
  }

  private mutating func scroll(to y: Double) {
    switch behavior.kind {
    case .squareCash, .largeTitle:
      setProgress(distance(y + scrollView.contentInsetTop))
    case .facebook:
      setProgress(baselineProgress + distance(y - baselineOffset))
    case .safari:
      scrollSafari(to: y)
    case .fixed:
      break
    }
  }

  private mutating func endDrag(
    at y: Double, velocity: Double, decelerate: Bool, offset: inout Double
  ) -> Double? {
    if behavior.kind == .safari {
      let threshold = behavior.velocityThreshold
      if velocity <= -threshold {
        armed = true
        return snap(to: 0, offset: &offset)
      }
      if velocity >= threshold {
        return snap(to: 1, offset: &offset)
      }
    }
    return decelerate ? nil : snap(offset: &offset)
  }

  // MARK: - Kinds

  private mutating func scrollSafari(to y: Double) {
    let delta = y - previousOffset
    previousOffset = y
    var p = progress
    if delta > 0 {
      p += distance(delta)
      armed = false
    } else if delta < 0, armed {
      p += distance(delta)
    }
    p = Swift.min(p, distance(y + scrollView.contentInsetTop))
    setProgress(p)
  }

  /// BLK 1.8 `scrollViewWillBeginDragging:`, branch for branch.
  private mutating func takeFacebookBaseline(at y: Double) {
    let top = y + scrollView.contentInsetTop
    let bottomLimit = scrollView.contentHeight - scrollView.viewportHeight
    let thresholds = behavior.thresholds
    if top >= 0 && y <= bottomLimit {
      baselineOffset = y
      baselineProgress = progress
      if top == 0 {
        baselineOffset += thresholds.fromTop
      } else {
        if top > thresholds.negativeDirection + range { applyNegativeThreshold() }
        if y < bottomLimit - thresholds.positiveDirection { applyPositiveThreshold() }
      }
    } else if top < 0 {
      baselineOffset = -scrollView.contentInsetTop
      baselineProgress = 0
      if thresholds.fromTop != 0 {
        baselineOffset += thresholds.fromTop
      } else {
        applyNegativeThreshold()
        applyPositiveThreshold()
      }
    } else if y > bottomLimit, scrollView.contentHeight > scrollView.viewportHeight {
      baselineOffset = bottomLimit
      baselineProgress = 1
      applyNegativeThreshold()
      applyPositiveThreshold()
    }
  }

  private mutating func applyNegativeThreshold() {
    if progress == 1 { baselineOffset -= behavior.thresholds.negativeDirection }
  }

  private mutating func applyPositiveThreshold() {
    if progress == 0 { baselineOffset += behavior.thresholds.positiveDirection }
  }

  // MARK: - Snapping

  /// Snaps by the ranges (Schemas/FORMAT.md#snapping) when enabled and not stretched.
  private mutating func snap(offset: inout Double) -> Double? {
    guard behavior.snappingEnabled,
      let match = Snapping.target(for: progress, in: behavior.snapping)
    else { return nil }
    return snap(to: match.target, offset: &offset)
  }

  /// Moves to `target`, shifting the offset; nil (no snap) when disabled or stretched.
  private mutating func snap(to target: Double, offset: inout Double) -> Double? {
    guard behavior.snappingEnabled, progress >= 0 else { return nil }
    offset += Snapping.offsetShift(from: progress, to: target, range: range)
    setProgress(target)
    if behavior.kind == .safari { previousOffset = offset }
    return target
  }

  // MARK: - Helpers

  /// A scroll distance in points as progress; 0 when the bar has no range to move through
  /// and the distance is 0 (0 / 0), otherwise +-infinity, clamped afterwards.
  private func distance(_ points: Double) -> Double {
    let value = points / range
    return value.isNaN ? 0 : value
  }

  private mutating func setProgress(_ value: Double) {
    progress = metrics.clampedProgress(value)
  }
}
