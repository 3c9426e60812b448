import HeaderGeometry
import HeaderSpecLoading

/// The scroll gesture the HTML preview's play button replays (Schemas/FORMAT.md#html-preview):
/// a slow drag from the top to 20% past the collapse range and a release there, then a fling
/// back up (a short drag, a release at -1,500 pt/s that decelerates to the top). The records
/// are `Simulation`'s, so the page shows what the behaviour and snapping do, as `simulate` would.
public enum PreviewGesture {
  /// Scroll events from the top inset over the bar's collapse range; 47 events whatever the
  /// spec, so the page's size does not depend on the gesture.
  public static func events(for spec: HeaderSpec) -> [ScrollEvent] {
    let metrics = spec.metrics
    let top = -metrics.contentInsetTop
    let range = max(metrics.maxHeight - metrics.minHeight, 1)
    let bottom = top + 1.2 * range
    var events: [ScrollEvent] = [.beginDrag(offset: top)]
    events += (1...24).map { .scroll(offset: top + 1.2 * range * Double($0) / 24) }
    events.append(.endDrag(offset: bottom))
    events.append(.beginDrag(offset: bottom))
    events += (1...4).map { .scroll(offset: bottom - 0.05 * range * Double($0)) }
    let released = bottom - 0.2 * range
    events.append(.endDrag(offset: released, velocity: -1_500, decelerate: true))
    // Deceleration: the remaining distance shrinks by a constant ratio per frame.
    events += (1...14).map { step in
      let remaining = (released - top) * (1 - Double(step) / 14) * (1 - Double(step) / 14)
      return .scroll(offset: top + remaining)
    }
    events.append(.endDecelerate(offset: top))
    return events
  }

  /// The gesture's records for `spec` (after its environment's adaptation).
  public static func records(for spec: HeaderSpec) -> [ScrollRecord] {
    Simulation.run(spec: spec, events: events(for: spec))
  }
}
