import SpecAnalysis

/// The documentation of the codes an events file's replay reports (Schemas/EVENTS.md): each
/// example is a spec and the events file replayed through it.
extension DiagnosticCode {
  var scenarioExplanation: CodeExplanation? {
    switch self {
    case .expectationNotMet:
      CodeExplanation(
        meaning: "Reported on an events file, by check (which replays every events file that "
          + "names its spec), by simulate and in the editor: an event's expect object states a "
          + "progress, height, offset or snappedTo that its record differs from by more than "
          + "the tolerance (1e-9 unless the expect object gives one). A change to the spec "
          + "(a height, a behaviour, snapping) that changes how the header scrolls shows "
          + "here, at the event and field it changed.",
        example: Self.scenarioSpec,
        fix: "If the new behaviour is intended, write the expectations again with headerspec "
          + "simulate --events FILE --write-expectations; otherwise undo the change.",
        simulateEvents: """
          {
            "events": [
              { "type": "beginDrag", "offset": -100 },
              { "type": "scroll", "offset": -64, "expect": { "progress": 0.5 } }
            ]
          }

          """)
    case .eventsSpecUnavailable:
      CodeExplanation(
        meaning: "Reported on an events file by check and in the editor: its events carry "
          + "expectations (or it names a spec), but there is no spec to replay them through. "
          + "The file names none (a \"spec\" key, a path relative to the events file), or the "
          + "file it names cannot be read, or has errors. Its expectations are then not "
          + "checked. simulate, given the spec on its command line, does not report it.",
        example: Self.scenarioSpec,
        fix: "Add \"spec\": \"NAME.header.json\" to the events file, or fix the path or the "
          + "spec's errors.",
        simulateEvents: """
          {
            "events": [{ "type": "scroll", "offset": -64, "expect": { "progress": 1 } }]
          }

          """)
    default:
      nil
    }
  }

  /// A `squareCash` bar from 100 to 64 pt: scrolling 36 pt from the top collapses it.
  private static let scenarioSpec = """
    {
      "bar": { "maxHeight": 100, "minHeight": 64 },
      "behavior": { "kind": "squareCash", "snappingEnabled": false },
      "subviews": []
    }

    """
}
