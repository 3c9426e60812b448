import Foundation
import JSONSyntax
import SpecAnalysis

/// `initialize`, `initialized`, `shutdown`, `exit`, cancellation and end of input.
extension Server {
  func initialize(_ reply: Reply<InitializeRequest>, _ params: InitializeParams) {
    guard lifecycle == .uninitialized else {
      return send(reply, .failure(.invalidRequest("initialize was sent twice")))
    }
    client = params.capabilities
    unit = client.positionEncoding
    if let options = readSettings(params.initializationOptions) {
      settings = options
    }
    trace = params.trace
    workspaceFolders = params.workspaceFolders
    lifecycle = .running
    Log.line(
      "initialized: position encoding \(unit.rawValue), pull diagnostics \(client.pullsDiagnostics)"
    )
    send(
      reply,
      .success(
        InitializeResult(
          capabilities: capabilities,
          serverInfo: InitializeResult.ServerInfo(name: "headerspec", version: version))))
  }

  /// What the server implements now, and nothing more.
  var capabilities: ServerCapabilities {
    ServerCapabilities(
      positionEncoding: unit.rawValue,
      codeActionProvider: client.codeActionLiterals
        ? .kinds(Server.codeActionKinds.map(\.rawValue)) : .supported(false),
      executeCommandProvider: ServerCapabilities.ExecuteCommandOptions(
        commands: [ExecuteCommandParams.showPreview]),
      diagnosticProvider: client.pullsDiagnostics ? ServerCapabilities.DiagnosticOptions() : nil)
  }

  func initialized() {
    var registrations: [RegistrationParams.Registration] = []
    if client.registersConfigurationChanges {
      registrations.append(
        RegistrationParams.Registration(
          id: "headerspec-configuration", method: DidChangeConfigurationNotification.method,
          registerOptions: RegistrationParams.Options(section: "headerspec")))
    }
    if client.registersWatchedFiles {
      registrations.append(
        RegistrationParams.Registration(
          id: "headerspec-project-configuration", method: DidChangeWatchedFilesNotification.method,
          registerOptions: RegistrationParams.Options(
            watchers: [RegistrationParams.Watcher(globPattern: "**/.headerspec.json")])))
    }
    if !registrations.isEmpty {
      send(RegisterCapabilityRequest.self, RegistrationParams(registrations: registrations))
    }
    pullConfiguration()
  }

  func shutdown(_ reply: Reply<ShutdownRequest>) {
    lifecycle = .shutDown
    for id in Array(pending.keys) { send(response: id, .failure(.requestCancelled)) }
    send(reply, .success(NullResult()))
  }

  /// `exit`: code 0 after `shutdown`, 1 without; the preview pages written are removed.
  func exit() {
    let code: Int32 = lifecycle == .shutDown ? 0 : 1
    Log.line("exit with code \(code)")
    WrittenPreviewPages.shared.removeAll()
    transport.flush()
    terminate(code)
  }

  /// The client closed our stdin without `exit`: as `exit`.
  func endOfInput() {
    Log.line("end of input")
    exit()
  }

  /// `$/cancelRequest`: answers the request with RequestCancelled unless already answered.
  func cancelRequest(_ params: CancelParams) {
    guard let id = params.id, pending[id] != nil else { return }
    symbolSearches.removeValue(forKey: id)?.cancel()
    send(response: id, .failure(.requestCancelled))
  }

  /// After an edit to `uri`, with `staleRequestSupport`, answers the requests about older
  /// versions of it with ContentModified.
  func answerStaleRequests(uri: String, version: Int) {
    guard client.staleRequestSupport else { return }
    for (id, request) in pending where request.uri == uri {
      guard let requestVersion = request.version, requestVersion < version else { continue }
      send(response: id, .failure(.contentModified))
    }
  }
}
