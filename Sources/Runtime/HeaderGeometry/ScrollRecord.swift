/// The state after one scroll event (and its snap) took effect (`simulate`,
/// Schemas/FORMAT.md#events-file).
public struct ScrollRecord: Hashable, Sendable {
  public var event: ScrollEvent
  /// The content offset after the event; a snap shifts it (Schemas/FORMAT.md#snapping).
  public var offset: Double
  public var progress: Double
  /// The bar height in points.
  public var height: Double
  /// The snap target, or nil when the event did not snap.
  public var snappedTo: Double?

  public init(
    event: ScrollEvent, offset: Double, progress: Double, height: Double, snappedTo: Double?
  ) {
    self.event = event
    self.offset = offset
    self.progress = progress
    self.height = height
    self.snappedTo = snappedTo
  }
}

extension ScrollRecord {
  /// The content offset to move the scroll view to when the event snapped, else nil.
  public var snapOffset: Double? { snappedTo == nil ? nil : offset }
}
