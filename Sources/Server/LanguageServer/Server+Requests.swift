import JSONSyntax
import LanguageService
import SpecAnalysis

/// Document requests: the common path of every feature (hover, completion, ...) and the
/// feature handlers themselves, each a small function of a snapshot and the params.
///
/// The routes to these handlers are in `Server+Routes.swift`.
extension Server {
  /// A request's handler with its params decoded: the encoded result for one document version.
  typealias DocumentJob = @Sendable (DocumentSnapshot) throws(ResponseError) -> JSONValue

  /// The path of every document request, top-down (its params are already decoded, so a
  /// malformed request never gets here): the request waits for the analysis of the
  /// document's current version, started if needed (a document that is not open, or not a
  /// spec, gets `empty` at once unless `anyDocument`); then `handler` runs on the work queue
  /// with a snapshot of that version and its `SpecDocument`, its result is encoded there, and
  /// the answer is sent on the server queue unless the request was cancelled or made stale
  /// (ContentModified) meanwhile.
  func documentRequest<Request: LSPRequest>(
    _ reply: Reply<Request>, _ params: Request.Params, anyDocument: Bool = false,
    stage: AnalysisStage = .geometry, empty: Request.Result,
    _ handler:
      @escaping @Sendable (DocumentSnapshot, Request.Params) throws(ResponseError) ->
      Request.Result
  ) where Request.Params: DocumentParams, Request.Result: Encodable {
    let uri = params.uri
    let events = store.documents[uri]?.isEvents == true && !anyDocument
    guard let document = store.documents[uri],
      anyDocument || document.isSpec || (events && Server.eventsMethods.contains(Request.method))
    else {
      return send(reply, .success(empty))
    }
    let job: DocumentJob = { snapshot throws(ResponseError) in
      try Server.encode(handler(snapshot, params)).get()
    }
    pending[reply.id] = PendingRequest(
      kind: .awaitingAnalysis(job, stage), uri: uri, version: document.version)
    if events {
      // Completion and links read the file alone; the others wait for the replay.
      if store.currentEvents(uri) != nil
        || !Server.eventsMethodsAwaitingCheck.contains(Request.method)
      {
        run(reply.id, spec: nil)
      } else {
        ensureEventsCheck(uri)
      }
    } else if !document.isSpec {
      run(reply.id, spec: nil)
    } else if let result = currentResult(uri) {
      run(reply.id, spec: result.spec)
    } else if stage == .model, let model = store.currentModel(uri, settings: settings(for: uri)) {
      run(reply.id, spec: model)
    } else {
      scheduleAnalysis(uri)
      if stage == .model { scheduleModel(uri) }
    }
  }

  /// Starts the requests on `uri` that wait for an analysis up to `stage`, now that the
  /// current version's is here (a whole analysis serves both stages).
  func startDocumentRequests(uri: String, spec: SpecDocument?, stage: AnalysisStage = .geometry) {
    for (id, request) in pending where request.uri == uri {
      guard case .awaitingAnalysis(_, let needed) = request.kind,
        stage == .geometry || needed == .model
      else { continue }
      run(id, spec: spec)
    }
  }

  /// Queues a waiting request's job for the work queue with a snapshot of the current version.
  private func run(_ id: RequestID, spec: SpecDocument?) {
    guard let request = pending[id], case .awaitingAnalysis(let handler, _) = request.kind,
      let uri = request.uri, let document = store.documents[uri]
    else { return }
    pending[id]?.kind = .running
    let snapshot = DocumentSnapshot(
      uri: uri, version: document.version, isSpec: document.isSpec,
      lineIndex: document.lineIndex, unit: unit, client: client, spec: spec,
      formatStyle: formatStyle(for: uri), workspaceFolders: workspaceFolders,
      isEvents: document.isEvents, events: store.currentEvents(uri))
    let job: @Sendable () -> Void = { [self] in
      let result: Result<JSONValue, ResponseError>
      do throws(ResponseError) {
        result = .success(try handler(snapshot))
      } catch {
        result = .failure(error)
      }
      queue.async {
        self.runningJobs -= 1
        self.finish(id, result)
        self.startJobs()
      }
    }
    readyJobs.append((id, job))
    startJobs()
  }

  /// Starts waiting request handlers on the work queue, in order: at most `maximumRunningJobs`
  /// at a time, and none while the unsent output is over the transport's limit (a client that
  /// stops reading). So the answers the server holds are bounded by that limit plus one per
  /// running handler, however many requests the client sends. A request cancelled or answered
  /// while it waited is skipped.
  func startJobs() {
    while runningJobs < Self.maximumRunningJobs, readyJobs.count > readyJobsHead,
      transport.hasRoom
    {
      let (id, job) = readyJobs[readyJobsHead]
      readyJobs[readyJobsHead].job = {}
      readyJobsHead += 1
      if readyJobsHead == readyJobs.count {
        readyJobs = []
        readyJobsHead = 0
      }
      guard pending[id] != nil else { continue }
      runningJobs += 1
      workQueue.async(execute: job)
    }
    limitBacklog()
  }

  // MARK: - Handlers

  /// `headerspec/documentState`: the server's view of a document (version, whether it is a
  /// spec and was analysed, its text and line count), for tests and for debugging a client's
  /// sync.
  static func documentState(_ document: DocumentSnapshot, _ params: TextDocumentParams)
    -> DocumentStateResult
  {
    DocumentStateResult(
      uri: document.uri, version: document.version, isSpec: document.isSpec,
      lineCount: document.lineIndex.lineCount, analysed: document.spec != nil,
      text: document.text)
  }
}
