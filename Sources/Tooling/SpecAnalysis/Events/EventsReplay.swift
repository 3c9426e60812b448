import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// An events file replayed through its spec as `headerspec simulate` replays it (the app's
/// `ScrollDriver`), and what the replay says about the file: each event's `expect` that its
/// record does not meet (HS408) and content too short to collapse the bar (HS407,
/// `CollapseCheck`). `check`, `simulate` and the editor all read events files through it.
///
///     let replay = EventsReplay(events: file, spec: spec, environmentKeys: keys)
///     replay?.records      // one per event of `file.events`
///     replay?.diagnostics  // HS407 and HS408, after `settings`' severities
///
/// Cost: the replay (O(events) driver steps) plus HS407's environments.
public struct EventsReplay: Sendable {
  /// One record per event, in order.
  public let records: [ScrollRecord]
  /// HS407 and HS408 on the events file, after the settings' severities, sorted by place.
  public let diagnostics: [Diagnostic]

  /// Replays `events` (nil when the file has errors) through `spec` in the environment that
  /// `environmentKeys` make (the command line's, or the project configuration's), `scrollView`
  /// following the environment where the file does not give it; HS407 is judged in
  /// `settings.environment` when given, else in each environment of `supports`.
  public init?(
    events: EventsDocument, spec: HeaderSpec, environmentKeys: EnvironmentChange = .init(),
    settings: AnalysisSettings = .init()
  ) {
    guard let list = events.events else { return nil }
    var driver = ScrollDriver(
      spec: spec, environment: environmentKeys, scrollView: events.scrollView,
      insetFollowsSpec: !events.givenScrollViewKeys.contains("contentInsetTop"),
      viewportFollowsScreen: !events.givenScrollViewKeys.contains("viewportHeight"))
    let records = list.map { driver.handle($0) }
    var model = spec
    model.supports = MatrixAnalysis.supports(of: spec, settings: settings)
    var found = CollapseCheck.diagnostics(
      spec: model, events: events, environment: settings.environment)
    for (record, expectation) in zip(records, events.expectations) {
      guard let expectation else { continue }
      found += Self.unmet(expectation, by: record)
    }
    self.records = records
    self.diagnostics = found.compactMap { diagnostic in
      guard let severity = settings.severity(of: diagnostic.code, natural: diagnostic.severity)
      else { return nil }
      var diagnostic = diagnostic
      diagnostic.severity = severity
      return diagnostic
    }.sorted { ($0.range.start, $0.code) < ($1.range.start, $1.code) }
  }

  /// HS408 for each field of `expectation` that `record` does not meet, at the field's value.
  static func unmet(_ expectation: EventExpectation, by record: ScrollRecord) -> [Diagnostic] {
    EventExpectation.Field.allCases.compactMap { field in
      guard let stated = expectation.stated[field] else { return nil }
      let actual = record.value(of: field)
      let met: Bool
      switch (stated.value, actual) {
      case (nil, nil): met = true
      case (let expected?, let actual?): met = abs(expected - actual) <= expectation.tolerance
      default: met = false
      }
      guard !met else { return nil }
      let within =
        expectation.tolerance == EventExpectation.defaultTolerance
        ? "" : " (tolerance \(JSONText.number(expectation.tolerance)))"
      var shown = describe(actual, field)
      if shown == describe(stated.value, field), let actual {
        shown = JSONText.number(actual)  // differs beyond the 10 decimals: in full
      }
      return Diagnostic(
        code: .expectationNotMet,
        message: "\(field.rawValue) is \(shown), not the expected "
          + "\(describe(stated.value, field))\(within)",
        range: stated.range)
    }
  }

  /// A field's value as the message shows it: as `--write-expectations` writes it (`null`
  /// for no snap, numbers to 10 decimals).
  static func describe(_ value: Double?, _ field: EventExpectation.Field) -> String {
    guard value != nil || field != .snappedTo else { return "null (no snap)" }
    return EventExpectation.text(value)
  }

  /// HS409 on an events file whose expectations cannot be checked: at its `spec` value, or,
  /// when it names none, at its first `expect`.
  public static func specProblem(_ reason: String, in events: EventsDocument) -> Diagnostic? {
    guard
      let range = events.specReference?.range
        ?? events.expectations.lazy.compactMap({ $0?.memberRange }).first
    else { return nil }
    return Diagnostic(
      code: .eventsSpecUnavailable,
      message: "the expectations of these events are not checked: \(reason)", range: range)
  }
}
