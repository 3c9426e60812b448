/// Settings: `initializationOptions`, `workspace/didChangeConfiguration`, and the
/// `workspace/configuration` pull. A change re-checks every open spec.
extension Server {
  /// Asks the client for the `headerspec` section when it supports `workspace/configuration`.
  func pullConfiguration() {
    guard client.configuration else { return }
    send(request: "workspace/configuration", ["items": [["section": "headerspec"]]]) {
      [self] result in
      guard case .success(let value) = result, let section = value.arrayValue?.first else {
        return Log.line("workspace/configuration failed or was empty")
      }
      // A client without a `headerspec` section answers null: the defaults apply.
      apply(ServerSettings(json: section) ?? ServerSettings())
    }
  }

  func didChangeConfiguration(_ params: JSONValue) {
    if client.configuration {
      pullConfiguration()
    } else if let newSettings = ServerSettings(json: params["settings"]) {
      apply(newSettings)
    }
  }

  func didChangeWorkspaceFolders(_ params: JSONValue) {
    let removed = Set(
      (params[path: "event", "removed"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue })
    workspaceFolders.removeAll { removed.contains($0) }
    for folder in params[path: "event", "added"]?.arrayValue ?? [] {
      if let uri = folder["uri"]?.stringValue, !workspaceFolders.contains(uri) {
        workspaceFolders.append(uri)
      }
    }
    rerunParkedWorkspaceDiagnostics()
  }

  /// Takes new settings; when they differ, re-checks open specs and asks pulling clients to
  /// pull again.
  func apply(_ newSettings: ServerSettings) {
    guard newSettings != settings else { return }
    settings = newSettings
    settingsGeneration += 1
    Log.line("settings changed (generation \(settingsGeneration))")
    for (uri, document) in documents where document.isSpec { scheduleAnalysis(uri) }
    if client.pullsDiagnostics && client.diagnosticRefresh {
      send(request: "workspace/diagnostic/refresh", .null)
    }
    rerunParkedWorkspaceDiagnostics()
  }
}
