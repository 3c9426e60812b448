/// How much `preview` and `simulate` (in the CLI and `headerspec/preview`) produce at most.
///
/// Their output is one sample per progress value and subview, one record per scroll event,
/// built whole before it is written (a JSON document, an SVG, a table whose columns fit the
/// widest cell). Rather than stream, they refuse more than these with a clear error: a preview
/// of more progress values than a screen can show, or a replay longer than half an hour of
/// scrolling at 60 events per second, is a mistake, and the cost at the limit stays small
/// (measured in Tests/Complexity/README.md). What a preview lays out and writes in all
/// (subviews x environments x samples) is bounded by `RenderBudget`.
public enum PreviewLimits {
  /// The most progress values one preview samples.
  public static let progressValues = 1_000
  /// The most events one `simulate` replays.
  public static let simulateEvents = 100_000

  /// The error for `count` progress values over the limit, nil within it.
  public static func progressProblem(count: Int) -> String? {
    guard count > progressValues else { return nil }
    return "\(count) progress values; a preview samples at most \(progressValues)"
  }

  /// The error for `count` events over the limit, nil within it.
  public static func eventsProblem(count: Int) -> String? {
    guard count > simulateEvents else { return nil }
    return "\(count) events; simulate replays at most \(simulateEvents)"
  }
}
