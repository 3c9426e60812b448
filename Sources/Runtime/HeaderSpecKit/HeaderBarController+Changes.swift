import HeaderGeometry

/// What an app changes under a running bar (Schemas/EVENTS.md): a new environment, new content
/// or viewport heights, and the progress set from code. Each keeps the progress (or sets it)
/// and moves the content where the driver's record says, so scrolling afterwards goes on from
/// where the bar is; each returns that record.
extension HeaderBarController {
  /// The keys `change` names merged over the keys so far (`ScrollDriver.change(environment:)`;
  /// after a rotation, the whole environment from the window, `EnvironmentChange(environment)`).
  /// The progress is kept; the top inset becomes the new expanded height, the content moves so
  /// the progress reads the same, and the bar is laid out at once.
  @discardableResult
  public func change(environment change: EnvironmentChange) -> ScrollRecord {
    adopt(driver.change(environment: change))
  }

  /// Reads the scroll view's content and viewport heights; when either changed (content
  /// reloaded, the scroll view resized), the driver takes them (an events file's
  /// `contentHeight` event): an offset past the new end moves back to it, and content that
  /// became too short expands the bar. Nil when nothing changed or no scroll view is
  /// attached. `didScroll` calls it first; call it after reloading content that does not
  /// scroll.
  @discardableResult
  public func contentDidChange() -> ScrollRecord? {
    guard let scrollView else { return nil }
    let contentHeight = scrollView.contentHeight
    let viewportHeight = scrollView.viewportHeight
    let metrics = driver.scrollView
    guard contentHeight != metrics.contentHeight || viewportHeight != metrics.viewportHeight
    else { return nil }
    // Only what changed, as an events file writes it (nil keeps a value).
    let record = driver.handle(
      .contentHeight(
        contentHeight: contentHeight != metrics.contentHeight ? contentHeight : nil,
        viewportHeight: viewportHeight != metrics.viewportHeight ? viewportHeight : nil))
    move(to: record.offset, animated: false)
    return keep(record)
  }

  /// Sets the progress (0 expanded, 1 collapsed; limited to 0...1): the content moves by the
  /// height change, as a snap moves it, in one `animation` with the bar when `animated` (and
  /// reduced motion is off), else at once.
  @discardableResult
  public func setProgress(_ progress: Double, animated: Bool) -> ScrollRecord {
    let record = keep(driver.setProgress(progress, animated: animated))
    move(to: record.offset, animated: animated)
    return record
  }

  /// `setProgress(0, animated:)`.
  @discardableResult
  public func expand(animated: Bool) -> ScrollRecord { setProgress(0, animated: animated) }

  /// `setProgress(1, animated:)`.
  @discardableResult
  public func collapse(animated: Bool) -> ScrollRecord { setProgress(1, animated: animated) }

  /// The content at the top and the bar expanded, from code (a tab tapped again, a proxy's
  /// `scrollToTop`): the content moves with the bar, in one `animation` when `animated`.
  @discardableResult
  public func scrollToTop(animated: Bool) -> ScrollRecord {
    let record = keep(driver.scrollToTop())
    move(to: record.offset, animated: animated)
    return record
  }

  /// Stops or allows collapsing, stretching and snapping (`ScrollOptions`); a bar the new
  /// options do not allow where it is moves, with the content, in one `animation` when
  /// `animated`.
  @discardableResult
  public func change(options: ScrollOptions, animated: Bool) -> ScrollRecord {
    let record = keep(driver.change(options: options))
    move(to: record.offset, animated: animated)
    return record
  }

  /// After an environment change: the inset and the content where the record says, at once.
  private func adopt(_ record: ScrollRecord) -> ScrollRecord {
    if let scrollView {
      let inset = driver.scrollView.contentInsetTop
      if inset.isFinite, scrollView.contentInsetTop != inset {
        moveContent { scrollView.contentInsetTop = inset }
      }
    }
    move(to: record.offset, animated: false)
    return keep(record)
  }
}
