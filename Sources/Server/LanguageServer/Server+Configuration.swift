import JSONSyntax
import SpecAnalysis

/// Settings: `initializationOptions`, `workspace/didChangeConfiguration`, and the
/// `workspace/configuration` pull. A change re-checks the open specs whose effective settings
/// it changes.
extension Server {
  /// Asks the client for the `headerspec` section when it supports `workspace/configuration`.
  func pullConfiguration() {
    guard client.configuration else { return }
    let params = ConfigurationParams(items: [ConfigurationParams.Item(section: "headerspec")])
    send(ConfigurationRequest.self, params) { [self] result in
      guard case .success(let values) = result, let section = values.first else {
        return Log.line("workspace/configuration failed or was empty")
      }
      // A client without a `headerspec` section answers null: the defaults apply.
      apply(readSettings(section) ?? AnalysisSettings())
    }
  }

  /// `workspace/didChangeConfiguration`: pull the section again, or read the pushed `settings`.
  func didChangeConfiguration(_ params: DidChangeConfigurationParams) {
    if client.configuration {
      pullConfiguration()
    } else if let newSettings = readSettings(params.settings) {
      apply(newSettings)
    }
  }

  /// The editor settings in `value` (`AnalysisSettings(editorSettings:)`), telling the user
  /// in the log what is left out of them.
  func readSettings(_ value: JSONValue?) -> AnalysisSettings? {
    for note in AnalysisSettings.editorSettingsNotes(value) { showLog(.warning, note) }
    return AnalysisSettings(editorSettings: value)
  }

  func didChangeWorkspaceFolders(_ params: DidChangeWorkspaceFoldersParams) {
    workspaceFolders.removeAll { params.removed.contains($0) }
    for uri in params.added where !workspaceFolders.contains(uri) {
      workspaceFolders.append(uri)
    }
    rerunParkedWorkspaceDiagnostics()
  }

  /// Takes new editor settings; when they differ, re-checks open specs and asks pulling
  /// clients to pull again.
  func apply(_ newSettings: AnalysisSettings) {
    guard newSettings != settings else { return }
    settings = newSettings
    settingsChanged()
  }

  /// After the editor settings or a project configuration changed: re-checks every open spec
  /// whose effective settings changed (the others keep their current result), asks pulling
  /// clients to pull again, and wakes workspace pulls.
  func settingsChanged() {
    settingsGeneration += 1
    Log.line("settings changed (generation \(settingsGeneration))")
    for (uri, document) in store.documents where document.isSpec { scheduleAnalysis(uri) }
    for (uri, document) in store.documents where document.isEvents { scheduleEventsCheck(uri) }
    if client.pullsDiagnostics && client.diagnosticRefresh {
      send(DiagnosticRefreshRequest.self, NoParams())
    }
    rerunParkedWorkspaceDiagnostics()
  }
}
