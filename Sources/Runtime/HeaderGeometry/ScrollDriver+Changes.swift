/// What an app changes under a running driver (Schemas/EVENTS.md): each returns the record
/// `simulate` prints for the matching event, whose `offset` is where the app moves the content.
extension ScrollDriver {
  /// The environment keys `change` names, merged over the keys so far (an events file's
  /// `environment` event; an app's whole environment from its window is
  /// `EnvironmentChange(environment)`). The progress and the behaviour's state are kept; the
  /// layout is the new environment's. Resolves the spec again (allocates).
  @discardableResult
  public mutating func change(environment change: EnvironmentChange) -> ScrollRecord {
    handle(.environment(change))
  }

  /// Sets the progress (0 expanded, 1 collapsed; limited to 0...1). The content offset moves
  /// as a snap moves it (the record's `offset`): with `animated`, the app animates both
  /// together as a snap does (0.15 s), otherwise it sets them at once.
  @discardableResult
  public mutating func setProgress(_ progress: Double, animated: Bool) -> ScrollRecord {
    handle(.setProgress(progress, animated: animated))
  }

  /// `setProgress(0, animated:)`.
  @discardableResult
  public mutating func expand(animated: Bool) -> ScrollRecord {
    setProgress(0, animated: animated)
  }

  /// `setProgress(1, animated:)`.
  @discardableResult
  public mutating func collapse(animated: Bool) -> ScrollRecord {
    setProgress(1, animated: animated)
  }

  /// `scrollViewShouldScrollToTop` (a tap on the status bar): the content goes to the top
  /// (`-contentInsetTop`) and the bar expands.
  @discardableResult
  public mutating func scrollToTop() -> ScrollRecord {
    handle(.scrollToTop)
  }
}
