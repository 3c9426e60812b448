import Foundation
import JSONSyntax
import LanguageService
import SpecAnalysis
import SpecConfiguration
import SpecFiles

/// The project configuration (`.headerspec.json`, Schemas/headerspec-config.schema.json): for
/// each open spec the nearest one from its folder upwards, up to the repository root, found and
/// read through the same `ProjectConfigurationCache` as the CLI's. What wins: a request's own
/// option (formatting's `tabSize`, `insertSpaces`), then the project file, then the editor's
/// settings, then the defaults.
///
/// A `.headerspec.json` open in the editor is read from the editor's text (as open specs are in
/// workspace pulls), gets diagnostics of its own, and every change to it (an edit, a save, a
/// close, or a `didChangeWatchedFiles` about one) reads the configurations again and re-checks
/// the specs whose settings that changes.
extension Server {
  /// The settings a spec is analysed with: its project configuration over the editor's
  /// settings.
  func settings(for uri: String) -> AnalysisSettings {
    guard let configuration = projectConfiguration(for: uri) else { return settings }
    return configuration.applied(to: settings)
  }

  /// The formatting style of `uri` before a request's own options: the project
  /// configuration's `format` over the standard style.
  func formatStyle(for uri: String) -> JSONFormatStyle {
    projectConfiguration(for: uri)?.applied(to: JSONFormatStyle.standard) ?? .standard
  }

  /// The configuration that applies to the open document `uri`; nil when none does or the
  /// document is not a file. The first lookup in a folder looks for files on disk (and in the
  /// open documents); the answers are kept until a configuration changes.
  func projectConfiguration(for uri: String) -> ProjectConfiguration? {
    guard let path = store.documents[uri]?.filePath else { return nil }
    return projectConfiguration(forPath: path)
  }

  /// The configuration that applies to a spec at `path`, open or not (an events file's spec).
  func projectConfiguration(forPath path: String) -> ProjectConfiguration? {
    let open = { (path: String) -> [UInt8]? in
      self.store.documents.values.first {
        $0.isProjectConfiguration && $0.filePath == path
      }?.lineIndex.bytes
    }
    let entry = configurations.entry(
      forSpecAt: path, exists: { open($0) != nil || Server.fileExists($0) },
      read: { open($0) ?? Server.readConfiguration($0) },
      refusal: ConfigurationTrust.refusal(ofFileAt:))
    logRefusedConfigurations()
    return entry?.configuration
  }

  /// Says once, in the log, each `.headerspec.json` that was found but not read (owned by
  /// another user, or writable by everyone: `ConfigurationTrust`).
  func logRefusedConfigurations() {
    for refusal in configurations.refusals where !loggedRefusals.contains(refusal.path) {
      loggedRefusals.insert(refusal.path)
      Log.line("\(refusal.path): \(refusal.reason)")
    }
  }

  /// Whether something exists at `path`.
  static func fileExists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// A configuration file's bytes through the input gate (`SpecFile`); nil when it is refused
  /// or cannot be read (then no configuration applies).
  static func readConfiguration(_ path: String) -> [UInt8]? {
    try? SpecFile.read(path)
  }

  /// `workspace/didChangeWatchedFiles`: a `.headerspec.json` was created, changed or deleted.
  func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) {
    let name = "/" + ProjectConfiguration.fileName
    guard params.uris.contains(where: { $0.hasSuffix(name) }) else { return }
    projectConfigurationChanged()
  }

  /// Reads the configurations again and re-checks the specs whose settings changed.
  func projectConfigurationChanged() {
    configurations.removeAll()
    settingsChanged()
  }

  /// The LSP diagnostics of an open `.headerspec.json` (`[]` for other documents).
  func configurationDiagnostics(_ document: TextDocument) -> [LSPDiagnostic] {
    guard document.isProjectConfiguration else { return [] }
    return Server.lspDiagnostics(
      ProjectConfiguration(bytes: document.lineIndex.bytes).diagnostics, uri: document.uri,
      lineIndex: document.lineIndex, unit: unit,
      relatedInformation: client.diagnosticsCarryRelatedInformation,
      codeDescriptions: client.codeDescriptions, tags: client.diagnosticTags)
  }

  /// Pushes the diagnostics of an open `.headerspec.json` (pull clients ask for them).
  func publishConfigurationDiagnostics(_ document: TextDocument) {
    guard !client.pullsDiagnostics else { return }
    send(
      PublishDiagnosticsNotification.self,
      PublishDiagnosticsParams(
        uri: document.uri, version: document.version,
        diagnostics: configurationDiagnostics(document)))
  }
}
