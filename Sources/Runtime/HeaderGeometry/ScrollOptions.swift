/// An app's switches over the spec's behaviour, all on by default. Off, `collapses` keeps the
/// progress at or below 0 (expanded, it may still stretch), `stretches` at or above 0, and
/// `snaps` stops every snap; progress set from code is limited the same way, and a bar pinned
/// by its environment stays pinned.
public struct ScrollOptions: Hashable, Sendable {
  public var collapses: Bool
  public var stretches: Bool
  public var snaps: Bool

  public init(collapses: Bool = true, stretches: Bool = true, snaps: Bool = true) {
    self.collapses = collapses
    self.stretches = stretches
    self.snaps = snaps
  }

  /// `progress` within what the options allow: at most 0 when the bar does not collapse, at
  /// least 0 when it does not stretch.
  public func limited(_ progress: Double) -> Double {
    var limited = progress
    if !collapses { limited = Swift.min(limited, 0) }
    if !stretches { limited = Swift.max(limited, 0) }
    return limited
  }
}
