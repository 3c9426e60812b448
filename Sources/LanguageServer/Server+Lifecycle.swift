import Foundation
import HeaderSpecLoading
import LanguageService

/// `initialize`, `initialized`, `shutdown`, `exit`, cancellation and end of input.
extension Server {
  func initialize(_ request: Request) {
    guard lifecycle == .uninitialized else {
      return send(response: request.id, .failure(.invalidRequest("initialize was sent twice")))
    }
    let params = InitializeParams(json: request.params)
    client = params.capabilities
    unit = client.positionEncoding
    if let options = AnalysisSettings(editorSettings: params.initializationOptions) {
      settings = options
    }
    trace = params.trace
    workspaceFolders = params.workspaceFolders
    lifecycle = .running
    Log.line(
      "initialized: position encoding \(unit.rawValue), pull diagnostics \(client.pullsDiagnostics)"
    )
    send(
      response: request.id,
      .success([
        "capabilities": capabilities,
        "serverInfo": ["name": "headerspec", "version": .string(version)],
      ]))
  }

  /// What the server implements now, and nothing more.
  var capabilities: JSONValue {
    var result: [(String, JSONValue)] = [
      ("positionEncoding", .string(unit.rawValue)),
      (
        "textDocumentSync",
        ["openClose": true, "change": 2, "save": ["includeText": false]]
      ),
      ("workspace", ["workspaceFolders": ["supported": true, "changeNotifications": true]]),
    ]
    result += featureCapabilities
    if client.pullsDiagnostics {
      result.append(
        (
          "diagnosticProvider",
          [
            "identifier": "headerspec", "interFileDependencies": false,
            "workspaceDiagnostics": true, "workDoneProgress": true,
          ]
        ))
    }
    return .object(result)
  }

  func initialized() {
    var registrations: [JSONValue] = []
    if client.registersConfigurationChanges {
      registrations.append([
        "id": "headerspec-configuration", "method": "workspace/didChangeConfiguration",
        "registerOptions": ["section": "headerspec"],
      ])
    }
    if client.registersWatchedFiles {
      registrations.append([
        "id": "headerspec-project-configuration", "method": "workspace/didChangeWatchedFiles",
        "registerOptions": ["watchers": [["globPattern": "**/.headerspec.json"]]],
      ])
    }
    if !registrations.isEmpty {
      send(request: "client/registerCapability", ["registrations": .array(registrations)])
    }
    pullConfiguration()
  }

  func shutdown(_ request: Request) {
    lifecycle = .shutDown
    for id in Array(pending.keys) { send(response: id, .failure(.requestCancelled)) }
    send(response: request.id, .success(.null))
  }

  /// `exit`: code 0 after `shutdown`, 1 without.
  func exit() {
    let code: Int32 = lifecycle == .shutDown ? 0 : 1
    Log.line("exit with code \(code)")
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

extension Server {
  /// The editor features' capabilities (each backed by a handler in `handleRequest`).
  var featureCapabilities: [(String, JSONValue)] {
    let codeActions: JSONValue =
      client.codeActionLiterals
      ? [
        "codeActionKinds": .array(Server.codeActionKinds.map { .string($0.rawValue) }),
        "resolveProvider": false,
      ] : false
    return [
      ("completionProvider", ["triggerCharacters": ["\"", ":"], "resolveProvider": false]),
      ("hoverProvider", true),
      ("codeActionProvider", codeActions),
      ("documentSymbolProvider", true),
      ("definitionProvider", true),
      ("referencesProvider", true),
      ("documentHighlightProvider", true),
      ("renameProvider", ["prepareProvider": true]),
      ("foldingRangeProvider", true),
      ("selectionRangeProvider", true),
      ("documentFormattingProvider", true),
      ("documentRangeFormattingProvider", true),
      ("inlayHintProvider", ["resolveProvider": false]),
      ("colorProvider", true),
      ("codeLensProvider", ["resolveProvider": false]),
      ("documentLinkProvider", ["resolveProvider": false]),
      ("executeCommandProvider", ["commands": [.string(ExecuteCommandParams.showPreview)]]),
      ("experimental", ["headerspecPreview": true]),
    ]
  }
}
