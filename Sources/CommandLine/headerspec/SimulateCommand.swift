import HeaderGeometry
import JSONSyntax
import LanguageService
import SpecAnalysis
import SpecFiles
import SpecRendering

/// `headerspec simulate [FILE] --events EVENTS.json`: replays the events file
/// (`Schemas/EVENTS.md`) through the spec's behaviour: FILE, or the spec the events file names
/// (`"spec"`). Problems in either file are printed on stderr as `check` prints diagnostics
/// (line, column, every one, "did you mean"); an error in either exits 1 with nothing on
/// stdout, warnings do not block. A content too short for the bar to collapse fully is a
/// warning (HS407, `CollapseCheck`) on the events file, and an event's `expect` its record does
/// not meet an error (HS408): the records are still printed, and the status is 1. With
/// `--write-expectations` the expectations are written from the records instead. The spec is
/// read under its project configuration (`.headerspec.json`: `allowComments`,
/// `severityOverrides`, `environment`, `supports`), the flags over it; a configuration with
/// errors exits 2.
struct SimulateCommand {
  /// The spec; nil to take the one the events file names.
  var file: String?
  var eventsFile: String
  var format: OutputFormat
  /// The settings the flags give; the spec's are its configuration's under these.
  var flags: AnalysisSettings
  /// The keys of the environment flags; an events file's `environment` events merge over them
  /// (over the configuration's `environment` when no flag is given).
  var environmentFlags: EnvironmentChange
  /// Which project configuration to read.
  var configuration: ConfigurationChoice
  /// Whether to write each event's `expect` from its record (`--write-expectations`).
  var writesExpectations = false

  func run() -> Int32 {
    let bytes: [UInt8]
    do {
      bytes = try SpecFile.read(eventsFile)
    } catch {
      Console.problem("\(eventsFile): \(error.message)")
      return 1
    }
    guard let file = file ?? namedSpec(bytes) else { return 2 }
    let configurations = ProjectConfigurations(configuration)
    let settings = configurations.settings(forSpecAt: file, flags: flags)
    if configurations.reportProblems() { return 2 }
    guard
      let (_, spec, header) = Commands.loadDocument(
        .file(file), settings: settings, sizeLimit: configurations.sizeLimit(forSpecAt: file))
    else {
      return 1
    }
    let document = EventsDocument(
      bytes: bytes, contentInsetTop: header.spec.metrics.contentInsetTop, settings: settings)
    guard let events = document.events else {
      report(document.diagnostics, bytes, settings)
      return 1
    }
    if let problem = PreviewLimits.eventsProblem(count: events.count) {
      report(document.diagnostics, bytes, settings)
      Console.problem("\(eventsFile): \(problem)")
      return 1
    }
    // The app's code path: HeaderSpecKit's users feed the same driver their scroll events.
    // On a device the viewport is its screen, and the top inset the spec's, unless the events
    // file says otherwise; both then follow the environment events.
    let keys =
      environmentFlags.isEmpty
      ? configurations.entry(forSpecAt: file)?.configuration.environmentKeys ?? environmentFlags
      : environmentFlags
    guard
      let replay = EventsReplay(
        events: document, spec: spec.spec ?? header.spec, environmentKeys: keys,
        settings: settings)
    else { return 1 }
    let records = replay.records
    if let index = records.firstIndex(where: { !$0.isFinite }) {
      Console.problem(
        "\(eventsFile): event \(index + 1) takes the bar beyond what a 64-bit floating point "
          + "number holds; use offsets in points")
      return 1
    }
    var diagnostics = document.diagnostics + replay.diagnostics
    if writesExpectations {
      let edits = ExpectationEdits.edits(document, records: records)
      let style =
        configurations.entry(forSpecAt: eventsFile)?.configuration.applied(
          to: JSONFormatStyle.standard) ?? .standard
      guard write(edits, over: bytes, events: records.count, style: style, settings) else {
        return 1
      }
      // The file now states what the replay gives.
      diagnostics.removeAll { $0.code == .expectationNotMet }
    }
    let failing = report(diagnostics, bytes, settings)
    switch format {
    case .json: Console.out(PreviewJSON.records(records).text(.pretty) + "\n")
    case .text: Console.out(PreviewText.records(records) + "\n")
    }
    return failing ? 1 : 0
  }

  /// The spec the events file names, resolved from its folder; nil (said on stderr) when it
  /// names none.
  func namedSpec(_ bytes: [UInt8]) -> String? {
    let tree = SyntaxTree(bytes: bytes, options: .jsonc)
    guard let reference = EventsSpecReference(in: tree) else {
      Console.problem(
        "simulate: \(eventsFile) names no spec: give FILE, or add \"spec\": "
          + "\"NAME.header.json\" to it (Schemas/EVENTS.md)")
      return nil
    }
    return reference.resolved(from: eventsFile)
  }

  /// Prints the events file's diagnostics on stderr as `check` does; whether one fails.
  @discardableResult
  func report(_ diagnostics: [Diagnostic], _ bytes: [UInt8], _ settings: AnalysisSettings)
    -> Bool
  {
    guard !diagnostics.isEmpty else { return false }
    let checked = CheckedFile(
      path: eventsFile, bytes: bytes, diagnostics: diagnostics, settings: settings)
    let reporter = TextReporter(colors: false)
    Console.error(reporter.render(checked) + reporter.summary([checked], fixes: nil))
    return checked.hasFailingDiagnostics
  }

  /// Writes the expectations into the events file (atomically, its identity kept; nothing
  /// when they are already what the replay gives); false when it could not be written. A file
  /// in `format`'s canonical layout (in `style`) is written in it again, so that it stays so;
  /// any other keeps its layout, the expectations inserted on their events' lines.
  func write(
    _ edits: [TextEdit], over bytes: [UInt8], events: Int, style: JSONFormatStyle,
    _ settings: AnalysisSettings
  ) -> Bool {
    let parse = settings.allowsComments ? ParseOptions.jsonc : ParseOptions.json
    let canonical = { (bytes: [UInt8]) in
      try? JSONPrinter.printedBytes(SyntaxTree(bytes: bytes, options: parse), style: style)
    }
    var written = TextEdit.apply(edits, to: bytes)
    if canonical(bytes) == bytes, let formatted = canonical(written) { written = formatted }
    guard written != bytes else {
      Console.error("\(eventsFile): the expectations are already the replay's\n")
      return true
    }
    do {
      try AtomicFile(path: eventsFile, expected: bytes).write(written)
    } catch {
      Console.problem("\(eventsFile): \(error.message)")
      return false
    }
    Console.error(
      "\(eventsFile): wrote the expectations of its \(events) event\(events == 1 ? "" : "s")\n")
    return true
  }
}
