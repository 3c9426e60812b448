/// Document requests: the common path of every feature (hover, completion, ...) and the
/// feature handlers themselves, each a small function of a snapshot and the params.
///
/// Adding a feature: one `case` in `handleRequest` (`documentRequest(request, Server.hover)`),
/// one handler here `(DocumentSnapshot, JSONValue) throws(ResponseError) -> JSONValue`, and its
/// capability in `capabilities`.
extension Server {
  /// A feature handler: the result for one request about one document version.
  typealias DocumentHandler =
    @Sendable (DocumentSnapshot, JSONValue) throws(ResponseError) -> JSONValue

  /// Runs `handler` on the work queue with a snapshot of the request's document and its
  /// analysis, and answers on the server queue unless cancelled or made stale (ContentModified)
  /// meanwhile. A spec waits for the analysis of its current version (started if needed); a
  /// document that is not open, or not a spec, gets `empty` (unless `anyDocument`, then it runs
  /// without an analysis): `null`, or `[]` for the methods whose result cannot be null.
  func documentRequest(
    _ request: Request, anyDocument: Bool = false, empty: JSONValue = .null,
    _ handler: @escaping DocumentHandler
  ) {
    guard let uri = request.documentURI else {
      return send(response: request.id, .failure(.invalidParams("missing textDocument.uri")))
    }
    guard let document = documents[uri], anyDocument || document.isSpec else {
      return send(response: request.id, .success(empty))
    }
    pending[request.id] = PendingRequest(
      kind: .awaitingAnalysis(handler, params: request.params), uri: uri,
      version: document.version)
    if !document.isSpec {
      run(request.id, analysis: nil)
    } else if let result = currentResult(uri) {
      run(request.id, analysis: result.document)
    } else {
      scheduleAnalysis(uri)
    }
  }

  /// Starts the requests on `uri` that wait for an analysis, now that the current version's is
  /// here.
  func startDocumentRequests(uri: String, analysis: (any Sendable)?) {
    for (id, request) in pending where request.uri == uri {
      guard case .awaitingAnalysis = request.kind else { continue }
      run(id, analysis: analysis)
    }
  }

  /// Runs a waiting request's handler on the work queue with a snapshot of the current version.
  private func run(_ id: RequestID, analysis: (any Sendable)?) {
    guard let request = pending[id], case .awaitingAnalysis(let handler, let params) = request.kind,
      let uri = request.uri, let document = documents[uri]
    else { return }
    pending[id]?.kind = .running
    let snapshot = DocumentSnapshot(
      uri: uri, version: document.version, isSpec: document.isSpec,
      lineIndex: document.lineIndex, unit: unit, settings: settings, client: client,
      analysis: analysis)
    let job: @Sendable () -> Void = { [self] in
      let result: Result<JSONValue, ResponseError>
      do throws(ResponseError) {
        result = .success(try handler(snapshot, params))
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
  static func documentState(_ document: DocumentSnapshot, _ params: JSONValue) -> JSONValue {
    [
      "uri": .string(document.uri), "version": .int(document.version),
      "isSpec": .bool(document.isSpec), "lineCount": .int(document.lineIndex.lineCount),
      "analysed": .bool(document.analysis != nil),
      "text": .string(document.text),
    ]
  }
}
