import GeometryChecks
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// HS407, `simulate`'s check that the content scrolls far enough for the bar to collapse fully
/// (Schemas/FORMAT.md#environments): from the top (offset `-contentInsetTop`) the content can
/// scroll to `max(contentHeight - viewportHeight, -contentInsetTop)`, so at most
/// `max(contentHeight - viewportHeight + contentInsetTop, 0)` points, and a moving bar needs
/// its range, `maxHeight - minHeight`, to reach progress 1. On a device the viewport is the
/// screen's height unless the events file gives `viewportHeight`, and the content inset is the
/// adapted spec's unless it gives `contentInsetTop`; so the same content may collapse the bar
/// on a small screen and not on a tall one. Without a device, the events file's own viewport
/// (or its default, 667) and the spec as written.
public enum CollapseCheck {
  /// The diagnostics (on the events file) for `spec` scrolled as `events` says: in
  /// `environment` when given, else in every environment of the spec's `supports`, merged as
  /// `check` merges them (`MatrixAnalysis`), else in the spec's reference environment.
  /// O(environments).
  public static func diagnostics(
    spec: HeaderSpec, events: EventsDocument, environment: HeaderEnvironment?
  ) -> [Diagnostic] {
    if let environment { return diagnostics(spec, events, in: environment) }
    guard !spec.supports.isEmpty else { return diagnostics(spec, events, in: nil) }
    let environments = spec.supports.environments
    return MatrixAnalysis.diagnostics(matrix: spec.supports, reference: []) { member in
      diagnostics(spec, events, in: environments[member].environment).map { MatrixFinding($0) }
    }
  }

  /// The check in `environment`, or for the spec as written when nil.
  private static func diagnostics(
    _ spec: HeaderSpec, _ events: EventsDocument, in environment: HeaderEnvironment?
  ) -> [Diagnostic] {
    let adapted = environment.map { spec.adapted(to: $0) } ?? spec
    let metrics = adapted.metrics
    guard adapted.pinnedProgress == nil, metrics.range > 0, metrics.range.isFinite else {
      return []
    }
    var scrollView = events.scrollView
    if !events.givenScrollViewKeys.contains("contentInsetTop") {
      scrollView.contentInsetTop = metrics.contentInsetTop
    }
    if !events.givenScrollViewKeys.contains("viewportHeight"),
      let height = environment?.screenHeight
    {
      scrollView.viewportHeight = height
    }
    let available = max(
      scrollView.contentHeight - scrollView.viewportHeight + scrollView.contentInsetTop, 0)
    guard metrics.range - available > 1e-9 else { return [] }
    let n = NumberText.format
    let range =
      events.contentHeightRange ?? events.syntax.root.map {
        let start = events.syntax.range($0).start
        return ByteRange(start: start, end: start + 1)
      } ?? ByteRange(start: 0, end: 0)
    return [
      Diagnostic(
        code: .cannotFullyCollapse,
        message: "content \(n(scrollView.contentHeight)) pt tall in a "
          + "\(n(scrollView.viewportHeight)) pt viewport scrolls at most \(n(available)) pt "
          + "from the top, but the bar collapses over \(n(metrics.range)) pt: it stops at "
          + "progress \(n(available / metrics.range)); make the content taller or the bar's "
          + "range shorter",
        range: range)
    ]
  }
}
