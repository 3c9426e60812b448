import HeaderGeometry
import JSONSyntax
import SpecAnalysis
import SpecFiles

/// How `check` checks an events file (`*.events.json`, Schemas/EVENTS.md#expectations): the
/// file as `simulate` checks it, then, when it names its spec (`"spec"`), the replay through
/// that spec with its expectations (HS408) and HS407; HS409 when the spec cannot be read or has
/// errors, or when the file has expectations and names no spec. The replay's environment is
/// the spec's project configuration's `environment` (the spec as written without one), as
/// `simulate`'s without environment flags. The spec itself is checked as its own input.
enum EventsFileCheck {
  /// Whether `path` names an events file.
  static func isEventsFile(_ path: String) -> Bool {
    path.lowercased().hasSuffix(InputPaths.eventsSuffix)
  }

  /// The checked events file at `path` (`bytes` as read), with the settings of its own
  /// configuration under the flags.
  static func checked(
    path: String, bytes: [UInt8], options: CheckOptions, configurations: ProjectConfigurations
  ) -> CheckedFile {
    let settings = options.settings(for: configurations.entry(forSpecAt: path)?.configuration)
    let parse = settings.allowsComments ? ParseOptions.jsonc : ParseOptions.json
    let reference = EventsSpecReference(in: SyntaxTree(bytes: bytes, options: parse))
    var problem = reference == nil ? "it names no spec (add \"spec\": \"NAME.header.json\")" : nil
    var loaded: LoadedSpec?
    if let reference {
      (loaded, problem) = load(reference, eventsPath: path, options, configurations)
    }
    let events = EventsDocument(
      bytes: bytes, contentInsetTop: loaded?.spec.metrics.contentInsetTop ?? 0,
      settings: settings)
    var diagnostics = events.diagnostics
    if let loaded,
      let replay = EventsReplay(
        events: events, spec: loaded.spec, environmentKeys: loaded.keys,
        settings: loaded.settings)
    {
      diagnostics += replay.diagnostics
    } else if let problem, let diagnostic = EventsReplay.specProblem(problem, in: events) {
      diagnostics.append(diagnostic)
    }
    diagnostics.sort { ($0.range.start, $0.code) < ($1.range.start, $1.code) }
    return CheckedFile(path: path, bytes: bytes, diagnostics: diagnostics, settings: settings)
  }

  /// A spec an events file is replayed through: its model, the settings it is checked with
  /// and its configuration's environment keys.
  typealias LoadedSpec = (spec: HeaderSpec, settings: AnalysisSettings, keys: EnvironmentChange)

  /// The spec `reference` names, or why it cannot be replayed.
  static func load(
    _ reference: EventsSpecReference, eventsPath: String, _ options: CheckOptions,
    _ configurations: ProjectConfigurations
  ) -> (LoadedSpec?, String?) {
    let path = reference.resolved(from: eventsPath)
    let configuration = configurations.entry(forSpecAt: path)?.configuration
    let settings = options.settings(for: configuration)
    let bytes: [UInt8]
    do {
      bytes = try SpecFile.read(
        path, limit: configuration?.fileSizeLimit ?? SpecFile.defaultSizeLimit)
    } catch {
      return (nil, "\(reference.path) cannot be read: \(error.message)")
    }
    let document = SpecDocument.model(bytes: bytes, settings: settings)
    let errors = document.diagnostics.filter { $0.severity == .error }.count
    guard let spec = document.spec, errors == 0 else {
      let count = errors == 1 ? "an error" : "\(errors) errors"
      let them = errors == 1 ? "it" : "them"
      return (nil, "\(reference.path) has \(count); check it and fix \(them)")
    }
    return ((spec, settings, configuration?.environmentKeys ?? EnvironmentChange()), nil)
  }
}
