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

  /// Runs `handler` on the work queue with a snapshot of the request's document and answers
  /// on the server queue, unless cancelled or made stale (ContentModified) meanwhile. A
  /// document that is not open or not a spec gets `null` (unless `anyDocument`).
  func documentRequest(
    _ request: Request, anyDocument: Bool = false, _ handler: @escaping DocumentHandler
  ) {
    guard let uri = request.documentURI else {
      return send(response: request.id, .failure(.invalidParams("missing textDocument.uri")))
    }
    guard let document = documents[uri], anyDocument || document.isSpec else {
      return send(response: request.id, .success(.null))
    }
    let snapshot = DocumentSnapshot(
      uri: uri, version: document.version, isSpec: document.isSpec,
      lineIndex: document.lineIndex, unit: unit, settings: settings)
    pending[request.id] = PendingRequest(kind: .other, uri: uri, version: document.version)
    let params = request.params
    let id = request.id
    workQueue.async { [self] in
      let result: Result<JSONValue, ResponseError>
      do throws(ResponseError) {
        result = .success(try handler(snapshot, params))
      } catch {
        result = .failure(error)
      }
      queue.async { self.finish(id, result) }
    }
  }

  // MARK: - Handlers

  /// `headerspec/documentState`: the server's view of a document (version, whether it is a
  /// spec, its text and line count), for tests and for debugging a client's sync.
  static func documentState(_ document: DocumentSnapshot, _ params: JSONValue) -> JSONValue {
    [
      "uri": .string(document.uri), "version": .int(document.version),
      "isSpec": .bool(document.isSpec), "lineCount": .int(document.lineIndex.lineCount),
      "text": .string(document.text),
    ]
  }
}
