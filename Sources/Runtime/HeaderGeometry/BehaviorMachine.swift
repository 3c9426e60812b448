/// A behaviour as a state machine over scroll events (Schemas/FORMAT.md#scrolling): feed it events,
/// read `progress`. One machine per simulated scroll session.
public struct BehaviorMachine: Sendable {
  /// The behaviour, the bar and the scroll view; an environment or content change replaces
  /// them (`BehaviorMachine+Changes.swift`).
  public internal(set) var behavior: Behavior
  public internal(set) var metrics: BarMetrics
  public internal(set) var scrollView: ScrollViewMetrics

  /// The bar's progress (clamped after every event; below 0 only when elastic).
  public internal(set) var progress: Double
  /// Where a bar that scrolling never moves stays (`HeaderSpec.pinnedProgress`); nil when it
  /// moves. An environment change may pin or free it (`adapt(to:scrollView:event:)`).
  public internal(set) var pinnedProgress: Double?
  /// The progress a bar had when an environment pinned it: where it goes when freed, unless
  /// the content is at the top then (expanded).
  public internal(set) var progressBeforePinning: Double?
  /// The content offset after the last event (and its snap); `-contentInsetTop` at first.
  public internal(set) var offset: Double
  /// `facebook`: the drag-start baseline (offset, progress), shifted by the thresholds.
  public internal(set) var baselineOffset = 0.0
  public internal(set) var baselineProgress = 0.0
  /// `safari`: the previous offset y' and whether a reveal may follow a scroll up.
  public internal(set) var previousOffset: Double
  public internal(set) var armed = false
  /// The app's switches (`ScrollOptions`), which limit the progress after every event.
  public internal(set) var options = ScrollOptions()

  public init(spec: HeaderSpec, scrollView: ScrollViewMetrics) {
    self.behavior = spec.behavior
    self.metrics = spec.metrics
    self.scrollView = scrollView
    self.pinnedProgress = spec.pinnedProgress
    self.progress = pinnedProgress ?? 0
    self.previousOffset = -scrollView.contentInsetTop
    self.offset = -scrollView.contentInsetTop
  }

  /// Whether events move the bar: a behaviour that moves, on a bar that is not pinned.
  var isMoving: Bool { behavior.moves && pinnedProgress == nil }

  /// R = maxHeight - minHeight, the scroll distance in points from progress 0 to 1.
  var range: Double { metrics.range }

  /// Applies one event and returns the record after it (and its snap) took effect. The offset
  /// is read as given, bounces included, as BLK reads UIKit's; `Simulation` limits it first.
  /// An `environment` event changes nothing here: `Simulation` adapts the spec and calls
  /// `adapt(to:scrollView:event:)`.
  public mutating func handle(_ event: ScrollEvent) -> ScrollRecord {
    var snapped: Double? = nil
    switch event {
    case .beginDrag(let y), .scroll(let y), .endDecelerate(let y), .endDrag(let y, _, _):
      var offset = y
      if isMoving {
        switch event {
        case .beginDrag: beginDrag(at: y)
        case .scroll: scroll(to: y)
        case .endDrag(_, let velocity, let decelerate):
          snapped = endDrag(at: y, velocity: velocity, decelerate: decelerate, offset: &offset)
        default:
          snapped = snap(offset: &offset)
        }
      }
      self.offset = offset
    case .environment:
      break
    case .contentHeight(let contentHeight, let viewportHeight):
      var scrollView = scrollView
      if let contentHeight { scrollView.contentHeight = contentHeight }
      if let viewportHeight { scrollView.viewportHeight = viewportHeight }
      change(scrollView: scrollView)
    case .setProgress(let target, _):
      move(to: target)
    case .scrollToTop:
      scrollToTop()
    }
    return record(of: event, snappedTo: snapped)
  }

  /// The record of `event` in the current state.
  func record(of event: ScrollEvent, snappedTo snapped: Double?) -> ScrollRecord {
    ScrollRecord(
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

  mutating func scroll(to y: Double) {
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
    guard behavior.snappingEnabled, options.snaps,
      let match = Snapping.target(for: progress, in: behavior.snapping)
    else { return nil }
    return snap(to: match.target, offset: &offset)
  }

  /// Moves to `target`, shifting the offset; nil (no snap) when disabled or stretched.
  private mutating func snap(to wanted: Double, offset: inout Double) -> Double? {
    guard behavior.snappingEnabled, options.snaps, progress >= 0 else { return nil }
    let target = options.limited(wanted)
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

  mutating func setProgress(_ value: Double) {
    progress = options.limited(metrics.clampedProgress(value))
  }
}
