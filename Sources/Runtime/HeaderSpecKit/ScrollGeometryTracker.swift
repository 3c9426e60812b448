/// Turns what SwiftUI reports about a scroll view (its offset as it changes, its scroll phase,
/// the end of a drag) into the events UIKit's scroll-view delegate gives, so a header in SwiftUI
/// runs through the same `ScrollDriver` records as one in UIKit and as `simulate`. Portable and
/// tested on Linux; the SwiftUI glue only forwards readings to it.
///
///     var tracker = ScrollGeometryTracker(readsPhases: true)      // iOS 18
///     tracker.phaseChanged(to: .interacting) { driver.handle($0) } // beginDrag
///     tracker.offsetChanged(to: -40) { driver.handle($0) }         // scroll
///     let snap = tracker.dragEnds(velocity: 0, proposedOffset: -40) { driver.handle($0) }
///
/// How a drag is seen:
/// * **iOS 18** (`readsPhases`): `onScrollPhaseChange` reports `interacting` when the finger
///   starts to move the content: that begins a drag (UIKit's `scrollViewWillBeginDragging`).
///   `tracking` (a touch that has not moved yet) is not a drag.
/// * **iOS 17** (no scroll phases): a move while nothing scrolls begins a drag, at the offset
///   before it; after the drag ends, offsets are the content settling (no new drag) until it
///   reaches where it was going.
/// * **Both**: the drag ends when SwiftUI asks the scroll view's `ScrollTargetBehavior` where
///   to stop (`updateTarget(_:context:)`, iOS 17), which is UIKit's
///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: `dragEnds` sends
///   `endDrag` there, without deceleration, and returns the snap offset for the target, as the
///   UIKit recipe sets `targetContentOffset`. The target behaviour is also asked when the
///   scroll view changes size; without a drag `dragEnds` sends nothing and keeps the target.
///
/// Every event carries the offset of the last reading (`offset`); nothing is sent before the
/// first reading. `send` is called synchronously, at most twice per call, and nothing is
/// allocated.
public struct ScrollGeometryTracker: Hashable, Sendable {
  /// SwiftUI's `ScrollPhase`, case for case.
  public enum Phase: String, Hashable, Sendable, CaseIterable {
    case idle, tracking, interacting, decelerating, animating
  }

  /// What the scroll view is doing, as far as the events sent say.
  public enum State: Hashable, Sendable {
    /// Nothing scrolls (or the content moves without a drag: a size change, code).
    case idle
    /// A drag began (`beginDrag` was sent) and has not ended.
    case dragging
    /// The drag ended; the content goes on to `target` (the snap or where it would stop).
    case settling(target: Double)
  }

  /// Whether phase changes are reported (iOS 18's `onScrollPhaseChange`); without them, the
  /// first move begins a drag.
  public let readsPhases: Bool
  /// The offset of the last reading, in the driver's terms; nil before the first.
  public private(set) var offset: Double?
  public private(set) var state = State.idle

  /// How close to its target, in points, settling content counts as arrived (iOS 17).
  public static let settledDistance = 0.5

  public init(readsPhases: Bool) {
    self.readsPhases = readsPhases
  }

  /// The scroll view's offset is now `newOffset` (`ScrollGeometryReading.offset`): a `scroll`
  /// event, preceded on iOS 17 by a `beginDrag` at the previous offset when nothing was
  /// scrolling. The first reading is a `scroll` alone (where the content starts).
  public mutating func offsetChanged(
    to newOffset: Double, send: (ScrollEvent) -> ScrollRecord?
  ) {
    guard newOffset.isFinite else { return }
    let previous = offset
    offset = newOffset
    guard let previous else {
      _ = send(.scroll(offset: newOffset))
      return
    }
    guard previous != newOffset else { return }
    switch state {
    case .idle where !readsPhases:
      state = .dragging
      _ = send(.beginDrag(offset: previous))
    case .settling(let target) where !readsPhases:
      if abs(newOffset - target) <= Self.settledDistance { state = .idle }
    default:
      break
    }
    _ = send(.scroll(offset: newOffset))
  }

  /// The scroll phase changed to `phase` (iOS 18): `interacting` begins a drag unless one is
  /// under way (a finger that catches decelerating content begins a new one); `idle` ends any
  /// settling. A drag that reaches `idle` without `dragEnds` (SwiftUI did not ask for a target)
  /// ends there, with no velocity; its snap cannot move the content any more, and is returned
  /// for the caller to move it by code if it can.
  @discardableResult
  public mutating func phaseChanged(
    to phase: Phase, send: (ScrollEvent) -> ScrollRecord?
  ) -> Double? {
    guard let offset else { return nil }
    switch (phase, state) {
    case (.interacting, .dragging):
      return nil
    case (.interacting, _):
      state = .dragging
      _ = send(.beginDrag(offset: offset))
      return nil
    case (.idle, .dragging):
      state = .idle
      return send(.endDrag(offset: offset, velocity: 0, decelerate: false))?.snapOffset
    case (.idle, _):
      state = .idle
      return nil
    default:
      return nil
    }
  }

  /// SwiftUI asks where the scroll view should stop (`ScrollTargetBehavior.updateTarget`),
  /// proposing `proposedOffset` (in the driver's terms) at `velocity` in points per second,
  /// positive when the content moves up. During a drag: `endDrag` at the last offset, without
  /// deceleration, and the snap offset it gives, which the caller makes the target (nil: keep
  /// SwiftUI's). On iOS 17 a finger that caught settling content was not seen beginning a
  /// drag: it is begun here first. Otherwise (a size change) nothing is sent and nil returned.
  public mutating func dragEnds(
    velocity: Double, proposedOffset: Double, send: (ScrollEvent) -> ScrollRecord?
  ) -> Double? {
    guard let offset else { return nil }
    switch state {
    case .dragging: break
    case .settling where !readsPhases: _ = send(.beginDrag(offset: offset))
    default: return nil
    }
    let velocity = velocity.isFinite ? velocity : 0
    let snap = send(.endDrag(offset: offset, velocity: velocity, decelerate: false))?.snapOffset
    state = .settling(target: snap ?? proposedOffset)
    return snap
  }
}
