import HeaderGeometry
import SpecAnalysis
import SpecFiles
import SpecRendering

/// `headerspec simulate FILE --events EVENTS.json`: replays the events file
/// (`Schemas/EVENTS.md`) through the spec's behaviour. Problems in either file are printed on
/// stderr as `check` prints diagnostics (line, column, every one, "did you mean"); an error in
/// either exits 1 with nothing on stdout, warnings do not block. A content too short for the
/// bar to collapse fully is a warning (HS407, `CollapseCheck`) on the events file: on a
/// device, on the devices of the spec's `supports`, or else with the events file's own
/// viewport. The spec is read under its project
/// configuration (`.headerspec.json`: `allowComments`, `severityOverrides`, `environment`,
/// `supports`), the flags over it; a configuration with errors exits 2.
struct SimulateCommand {
  var file: String
  var eventsFile: String
  var format: OutputFormat
  /// The settings the flags give; the spec's are its configuration's under these.
  var flags: AnalysisSettings
  /// The keys of the environment flags; an events file's `environment` events merge over them
  /// (over the configuration's `environment` when no flag is given).
  var environmentFlags: EnvironmentChange
  /// Which project configuration to read.
  var configuration: ConfigurationChoice

  func run() -> Int32 {
    let configurations = ProjectConfigurations(configuration)
    let settings = configurations.settings(forSpecAt: file, flags: flags)
    if configurations.reportProblems() { return 2 }
    guard
      let (_, spec, header) = Commands.loadDocument(
        .file(file), settings: settings, sizeLimit: configurations.sizeLimit(forSpecAt: file))
    else {
      return 1
    }
    let bytes: [UInt8]
    do {
      bytes = try SpecFile.read(eventsFile)
    } catch {
      Console.problem("\(eventsFile): \(error.message)")
      return 1
    }
    let document = EventsDocument(
      bytes: bytes, contentInsetTop: header.spec.metrics.contentInsetTop, settings: settings)
    // HS407 on a device (or each of the spec's supported ones, or none), once the file is valid.
    var diagnostics = document.diagnostics
    if document.events != nil, var model = spec.spec {
      model.supports = MatrixAnalysis.supports(of: model, settings: settings)
      let collapse = CollapseCheck.diagnostics(
        spec: model, events: document, environment: settings.environment)
      for var diagnostic in collapse {
        guard let severity = settings.severity(of: diagnostic.code, natural: diagnostic.severity)
        else { continue }
        diagnostic.severity = severity
        diagnostics.append(diagnostic)
      }
    }
    if !diagnostics.isEmpty {
      let checked = CheckedFile(
        path: eventsFile, bytes: bytes, diagnostics: diagnostics, settings: settings)
      let reporter = TextReporter(colors: false)
      Console.error(reporter.render(checked) + reporter.summary([checked], fixes: nil))
    }
    guard let events = document.events else { return 1 }
    if let problem = PreviewLimits.eventsProblem(count: events.count) {
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
    var driver = ScrollDriver(
      spec: spec.spec ?? header.spec, environment: keys, scrollView: document.scrollView,
      insetFollowsSpec: !document.givenScrollViewKeys.contains("contentInsetTop"),
      viewportFollowsScreen: !document.givenScrollViewKeys.contains("viewportHeight"))
    let records = events.map { driver.handle($0) }
    if let index = records.firstIndex(where: { !$0.isFinite }) {
      Console.problem(
        "\(eventsFile): event \(index + 1) takes the bar beyond what a 64-bit floating point "
          + "number holds; use offsets in points")
      return 1
    }
    switch format {
    case .json: Console.out(PreviewJSON.records(records).text(.pretty) + "\n")
    case .text: Console.out(PreviewText.records(records) + "\n")
    }
    return 0
  }
}
