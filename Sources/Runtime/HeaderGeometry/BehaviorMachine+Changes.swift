/// What an app changes under a running behaviour (Schemas/EVENTS.md): the scroll view, the
/// spec's environment, the progress, and a scroll to the top. The progress and the
/// behaviour's state (`facebook`'s baseline, `safari`'s previous offset) are kept, shifted
/// with the content.
extension BehaviorMachine {
  /// Takes new scroll-view metrics. An offset past the new end moves back to it, and the
  /// behaviour reads that as a scroll (content that became too short expands the bar).
  mutating func change(scrollView: ScrollViewMetrics) {
    self.scrollView = scrollView
    let reachable = scrollView.reachableOffset(offset)
    guard reachable != offset else { return }
    offset = reachable
    if isMoving { scroll(to: reachable) }
  }

  /// Takes new options; a progress they no longer allow moves to the nearest one they do, the
  /// offset with it as `move(to:)` moves it. Returns the record, as of a `setProgress` to
  /// where the bar is.
  mutating func change(options: ScrollOptions) -> ScrollRecord {
    self.options = options
    let allowed = options.limited(progress)
    if isMoving, allowed != progress { move(to: allowed) }
    return record(of: .setProgress(progress, animated: false), snappedTo: nil)
  }

  /// Takes `spec` (the same spec in another environment) and `scrollView`, keeping the
  /// progress; the content moves with the bar so that the progress reads the same from the new
  /// offset: `y' = y + (inset - inset') + p' * range' - p * range` (for `squareCash` exactly
  /// `p * range' - inset'`), then limited to the new end. A large-title bar pinned by a compact
  /// height goes to 1 (`p'`), its content right under the inline bar at the top; freed, it goes
  /// back to the progress it had (0 when the content is at the top). Returns `event`'s record.
  mutating func adapt(to spec: HeaderSpec, scrollView: ScrollViewMetrics, event: ScrollEvent)
    -> ScrollRecord
  {
    let oldRange = range
    let oldInset = self.scrollView.contentInsetTop
    let oldOffset = offset
    let oldProgress = progress
    let wasPinned = pinnedProgress != nil
    behavior = spec.behavior
    metrics = spec.metrics
    self.scrollView = scrollView
    // A large-title bar turned to landscape is pinned at its inline state (1), and one turned
    // back is free again at the progress it had, expanded when the content is at the top.
    pinnedProgress = spec.pinnedProgress
    if let pinned = pinnedProgress {
      if !wasPinned { progressBeforePinning = oldProgress }
      progress = pinned
    } else if wasPinned {
      let atTop = oldOffset <= -oldInset + 1e-9
      setProgress(atTop ? 0 : progressBeforePinning ?? progress)
      progressBeforePinning = nil
    } else {
      setProgress(progress)
    }
    // A kept progress stays where it was in the range; a pin or a release moves the bar.
    let placed = wasPinned == (pinnedProgress != nil) ? progress : oldProgress
    var moved =
      oldOffset + (oldInset - scrollView.contentInsetTop) + progress * range - placed * oldRange
    if !moved.isFinite { moved = oldOffset }
    offset = scrollView.reachableOffset(moved)
    shiftState(from: oldOffset, oldRange: oldRange)
    return record(of: event, snappedTo: nil)
  }

  /// Moves the progress to `target` (limited to 0...1; NaN is 0) and the offset with it as a
  /// snap moves it, by `(maxHeight - minHeight) * (target - p)`: scrolling afterwards goes on
  /// from where the bar is. A bar that ignores events keeps its progress.
  mutating func move(to target: Double) {
    guard isMoving else { return }
    let from = progress
    setProgress(target.isNaN ? 0 : Swift.min(Swift.max(target, 0), 1))
    offset += Snapping.offsetShift(from: from, to: progress, range: range)
    previousOffset = offset
    baselineOffset = offset
    baselineProgress = progress
  }

  /// The content at the top (`-contentInsetTop`) and the bar expanded (progress 0), as after a
  /// tap on the status bar. A bar that ignores events keeps its progress.
  mutating func scrollToTop() {
    offset = -scrollView.contentInsetTop
    guard isMoving else { return }
    setProgress(0)
    previousOffset = offset
    armed = false
    baselineOffset = offset
    baselineProgress = 0
  }

  /// After the offset moved from `oldOffset` with the range at `oldRange`: `safari`'s previous
  /// offset moves with it, and `facebook`'s baseline is set so that the drag's progress so far
  /// (before clamping, thresholds included) reads the same in the new range.
  private mutating func shiftState(from oldOffset: Double, oldRange: Double) {
    let shift = offset - oldOffset
    previousOffset += shift
    let unclamped = baselineProgress + (oldOffset - baselineOffset) / oldRange
    if oldRange > 0, unclamped.isFinite, range.isFinite {
      baselineOffset = offset - (unclamped - baselineProgress) * range
    } else {
      baselineOffset += shift
    }
  }
}
