import Dispatch
import Foundation
import JSONSyntax
import LanguageService
import SpecAnalysis
import SpecConfiguration
import SpecFiles

/// The language server: decodes messages, routes them by method to small handlers, converts
/// positions, calls the analysis layer and encodes the answers. The only JSON-RPC/LSP code.
///
/// Threads: the transport's reader thread frames bytes and enqueues each batch on `queue`, a
/// serial queue that owns all mutable state below (documents, settings, requests in flight).
/// Analysis runs on `workQueue` with a snapshot and posts its result back to `queue`, where it
/// is dropped unless it is still about the current version. So state needs no locks, the reader
/// never waits for work, and a response never describes an older version than the one the
/// client has.
public final class Server: @unchecked Sendable {
  /// Where the server is in the LSP lifecycle.
  enum Lifecycle {
    case uninitialized, running, shutDown
  }

  let transport: Transport
  let version: String
  let queue = DispatchQueue(label: "headerspec.lsp.server", qos: .userInitiated)
  let workQueue = DispatchQueue(
    label: "headerspec.lsp.work", qos: .userInitiated, attributes: .concurrent)
  /// Called with the exit code on `exit` or end of input; the executable passes `exit`.
  let terminate: @Sendable (Int32) -> Void

  // MARK: State (only touched on `queue`)

  var lifecycle = Lifecycle.uninitialized
  var client = ClientFeatures()
  var unit = LineIndex.Unit.utf16
  /// The editor's settings (`initializationOptions`, `workspace/configuration`); each spec's
  /// effective settings are `settings(for:)`.
  var settings = AnalysisSettings()
  /// Bumped on every settings change (workspace pulls name their results by it).
  var settingsGeneration = 0
  var store = DocumentStore()
  /// The `.headerspec.json` of each spec folder, read once (`Server+ProjectConfiguration`).
  var configurations = ProjectConfigurationCache(home: ConfigurationTrust.homeFolder)
  /// The refused configuration files already logged (`logRefusedConfigurations`).
  var loggedRefusals: Set<String> = []
  var workspaceFolders: [String] = []
  /// `$/setTrace`'s value: "off", "messages" or "verbose".
  var trace = "off"
  /// Requests from the client not answered yet, for cancellation and staleness.
  var pending: [RequestID: PendingRequest] = [:]
  /// The running `workspace/symbol` searches, which a `$/cancelRequest` stops between files.
  var symbolSearches: [RequestID: AnalysisCancellation] = [:]
  /// Callbacks for the server's own requests to the client, by id.
  var outgoing: [RequestID: @Sendable (Result<JSONValue, ResponseError>) -> Void] = [:]
  var nextOutgoingID = 1
  var nextResultID = 1
  /// The semantic tokens last computed for each open document (`Server+SemanticTokens`).
  var sentSemanticTokens: [String: SentSemanticTokens] = [:]
  /// Whether parked workspace pulls are due to run again.
  var workspaceRerunScheduled = false
  /// How many changes `rerunParkedWorkspaceDiagnostics` has been told of: a pull that was
  /// computing while one came parks only if none did (`runWorkspaceDiagnostic`).
  var workspaceChanges = 0
  /// Request handlers waiting to run (from `readyJobsHead` on) and how many run now.
  var readyJobs: [(id: RequestID, job: @Sendable () -> Void)] = []
  var readyJobsHead = 0
  var runningJobs = 0
  /// Messages read and not yet handled: while the unsent output is over the transport's limit
  /// they wait here, in order (from `inboxHead` on).
  var inbox: [MessageFramer.Event] = []
  var inboxHead = 0

  /// The most messages and requests waiting before the server stops reading.
  static let maximumBacklog = 256
  /// The most request handlers running at once: enough to use every core.
  static let maximumRunningJobs = max(4, ProcessInfo.processInfo.activeProcessorCount)

  /// A server over `transport`.
  public init(
    transport: Transport = Transport(), version: String,
    terminate: @escaping @Sendable (Int32) -> Void
  ) {
    self.transport = transport
    self.version = version
    self.terminate = terminate
  }

  /// Starts reading; returns at once. Messages are handled on the server's queue.
  public func start() {
    transport.onRoom { [self] in
      queue.async {
        self.handleInbox()
        self.startJobs()
      }
    }
    transport.start(
      onBatch: { [self] events in
        queue.async {
          self.transport.claimBatch()
          self.inbox += events
          self.handleInbox()
        }
      },
      onEnd: { [self] in queue.async { self.endOfInput() } })
  }

  /// Handles the messages read, in order, until the unsent output is over the transport's
  /// limit; the rest wait for the client to read (`Transport.onRoom`).
  func handleInbox() {
    while inboxHead < inbox.count, transport.hasRoom {
      let event = inbox[inboxHead]
      inbox[inboxHead] = .problem("")
      inboxHead += 1
      handle(event)
    }
    if inboxHead == inbox.count {
      inbox = []
      inboxHead = 0
    }
    limitBacklog()
  }

  /// Pauses the transport's reader while more than `maximumBacklog` messages wait to be
  /// handled or requests to run, and resumes it below: with the outbox limit, what a client
  /// that sends faster than the server answers makes it hold stays bounded.
  func limitBacklog() {
    let backlog = (inbox.count - inboxHead) + (readyJobs.count - readyJobsHead)
    transport.pauseReading(backlog > Self.maximumBacklog)
  }

  // MARK: - Decoding

  func handle(_ event: MessageFramer.Event) {
    switch event {
    case .problem(let description):
      Log.line("framing: \(description)")
      if lifecycle == .running {
        showLog(.warning, "headerspec: bad message framing: \(description)")
      }
    case .message(let body):
      guard let decoded = MessageBody(utf8: body) else {
        Log.line("parse error: a body of \(body.count) bytes is not JSON in UTF-8")
        return send(response: nil, .failure(.parseError("the message body is not JSON in UTF-8")))
      }
      switch Message.classify(decoded.value) {
      case .success(.request(let id, let method, _)) where decoded.unrepresentable != nil:
        let reason = decoded.unrepresentable ?? ""
        Log.line("invalid params of '\(method)' (\(id)): \(reason)")
        send(response: id, .failure(.invalidParams(reason)))
      case .success(.notification(let method, _)) where decoded.unrepresentable != nil:
        Log.line("ignored notification '\(method)': \(decoded.unrepresentable ?? "")")
      case .failure(let invalid):
        Log.line("invalid request: \(invalid.reason)")
        send(response: invalid.id, .failure(.invalidRequest(invalid.reason)))
      case .success(.request(let id, let method, let params)):
        traceIncoming("request '\(method) - (\(id))'")
        handleRequest(id: id, method: method, params: params)
      case .success(.notification(let method, let params)):
        traceIncoming("notification '\(method)'")
        handleNotification(method: method, params: params)
      case .success(.response(let id, let result)):
        guard let id, let callback = outgoing.removeValue(forKey: id) else {
          return Log.line("a response to an unknown request \(id?.description ?? "null")")
        }
        callback(result)
      }
    }
  }

  // MARK: - Routing

  /// Routes a request through `Server.routes`: before `initialize` only `initialize` is
  /// answered, after `shutdown` nothing is, and a method without a route gets MethodNotFound.
  func handleRequest(id: RequestID, method: String, params: JSONValue) {
    switch lifecycle {
    case .uninitialized where method != InitializeRequest.method:
      return send(response: id, .failure(.serverNotInitialized))
    case .shutDown:
      return send(response: id, .failure(.invalidRequest("the server is shut down")))
    default: break
    }
    guard let route = Server.routes.requests[method] else {
      return send(response: id, .failure(.methodNotFound(method)))
    }
    route(self, id, params)
  }

  /// Routes a notification through `Server.routes` once the server runs (`exit` at any time);
  /// one without a route (`$/...` included) is ignored, one with malformed params logged.
  func handleNotification(method: String, params: JSONValue) {
    if method == ExitNotification.method { return exit() }
    guard lifecycle == .running, let route = Server.routes.notifications[method] else { return }
    if let error = route(self, params) {
      showLog(.error, "headerspec: ignored '\(method)': \(error.message)")
    }
  }
}
