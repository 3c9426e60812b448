import HeaderGeometry
import JSONSyntax
import LanguageService
import SpecAnalysis
import SpecFiles

/// How `check` checks an events file (`*.events.json`, Schemas/EVENTS.md#expectations): it
/// reads the spec the file names (`"spec"`, from disk, under that spec's project
/// configuration) and hands both to `EventsCheck`, which the editor runs too: the file as
/// `simulate` checks it, the replay with its expectations (HS408) and HS407, or HS409. The
/// replay's environment is the spec's configuration's `environment` (the spec as written
/// without one), as `simulate`'s without environment flags. The spec itself is checked as its
/// own input.
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
    let source = EventsSpecReference(in: SyntaxTree(bytes: bytes, options: parse)).map {
      spec(at: $0.resolved(from: path), options, configurations)
    }
    let check = EventsCheck(bytes: bytes, spec: source ?? .unnamed, settings: settings)
    return CheckedFile(
      path: path, bytes: bytes, diagnostics: check.diagnostics, settings: settings)
  }

  /// The spec at `path` as `EventsCheck` takes it: its model stage under its configuration's
  /// settings (the flags over them), or why it cannot be read.
  static func spec(
    at path: String, _ options: CheckOptions, _ configurations: ProjectConfigurations
  ) -> EventsCheck.SpecSource {
    let configuration = configurations.entry(forSpecAt: path)?.configuration
    do {
      let bytes = try SpecFile.read(
        path, limit: configuration?.fileSizeLimit ?? SpecFile.defaultSizeLimit)
      let model = SpecDocument.model(bytes: bytes, settings: options.settings(for: configuration))
      return .read(model, environmentKeys: configuration?.environmentKeys ?? EnvironmentChange())
    } catch {
      return .unreadable(reason: error.message)
    }
  }
}
