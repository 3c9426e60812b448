import Dispatch
import HeaderSpecLoading
import JSONSyntax
import SpecExplanations

/// Diagnostics of open documents: analysis on the work queue, pushed with
/// `textDocument/publishDiagnostics` or pulled with `textDocument/diagnostic`.
///
/// Never stale: a result is kept only when its version and the effective settings it was made
/// under (`settings(for:)`) are still current. Coalesced: at most one analysis per document runs; edits during it are picked up by
/// one more analysis of the latest version when it ends.
extension Server {
  // MARK: - Analysis

  /// Starts analysing the current version of `uri` unless an analysis is running (its end
  /// starts the next) or the current result is fresh. Starts at once: with nothing in flight
  /// there is nothing to coalesce, so an edit waits for no timer.
  ///
  /// The outdated result's document is freed on the work queue: the server queue never frees
  /// a document on an edit.
  func scheduleAnalysis(_ uri: String) {
    guard let document = store.documents[uri], document.isSpec, currentResult(uri) == nil,
      store.analyses[uri]?.inFlight != true
    else { return }
    var outdated = store.analyses[uri]?.result
    store.analyses[uri, default: DocumentStore.Analysis()].result = nil
    store.analyses[uri]?.inFlight = true
    releaseOnWorkQueue(&outdated)
    let lineIndex = document.lineIndex
    let version = document.version
    let settings = settings(for: uri)
    let unit = unit
    let related = client.diagnosticsCarryRelatedInformation
    let codeDescriptions = client.codeDescriptions
    workQueue.async { [self] in
      let analysisStart = DispatchTime.now().uptimeNanoseconds
      let spec = SpecDocument(bytes: lineIndex.bytes, settings: settings)
      let analysisTime = DispatchTime.now().uptimeNanoseconds - analysisStart
      let diagnostics = Server.encodedDiagnostics(
        spec.diagnostics, uri: uri, lineIndex: lineIndex, unit: unit,
        relatedInformation: related, codeDescriptions: codeDescriptions)
      let analysed = Handoff(spec)
      queue.async {
        self.analysisFinished(uri, version: version, diagnostics, analysed: analysed)
        if Log.timing { self.logTiming(uri, analysisTime: analysisTime) }
      }
    }
  }

  /// Keeps a result only when it is about the current version and settings, then pushes it or
  /// answers the pulls waiting for it, and starts the feature requests waiting for it;
  /// otherwise analyses the latest version.
  func analysisFinished(
    _ uri: String, version: Int, _ items: JSONValue, analysed delivery: Handoff<SpecDocument>
  ) {
    store.analyses[uri]?.inFlight = false
    var analysed = delivery.take()
    guard let spec = analysed, let document = store.documents[uri], document.isSpec,
      document.version == version, spec.settings == settings(for: uri)
    else {
      releaseOnWorkQueue(&analysed)
      return scheduleAnalysis(uri)
    }
    let result = DocumentStore.AnalysedVersion(
      version: version, resultID: String(nextResultID), items: items, spec: spec)
    analysed = nil
    nextResultID += 1
    store.analyses[uri]?.result = result
    store.analyses[uri]?.published = true
    if client.pullsDiagnostics {
      for (id, request) in pending where request.uri == uri {
        guard case .documentDiagnostic(let previous) = request.kind else { continue }
        send(response: id, .success(report(result, previousResultID: previous)))
      }
    } else {
      send(
        notification: "textDocument/publishDiagnostics",
        ["uri": .string(uri), "version": .int(version), "diagnostics": items])
    }
    startDocumentRequests(uri: uri, spec: result.spec)
    rerunParkedWorkspaceDiagnostics()
  }

  /// Frees `value` on the work queue and sets it to nil: freeing a large document takes
  /// milliseconds that the server queue must not spend.
  func releaseOnWorkQueue<Value>(_ value: inout Value?) {
    guard value != nil else { return }
    let handoff = Handoff(value)
    value = nil
    workQueue.async { _ = handoff.take() }
  }

  /// The result for the current version of `uri` under its current settings, if computed.
  func currentResult(_ uri: String) -> DocumentStore.AnalysedVersion? {
    store.current(uri, settings: settings(for: uri))
  }

  /// Notes when a change to `uri` arrived, unless an earlier one is still unpublished.
  func noteChange(_ uri: String) {
    guard store.analyses[uri]?.changedAt ?? 0 == 0 else { return }
    store.analyses[uri, default: DocumentStore.Analysis()].changedAt =
      DispatchTime.now().uptimeNanoseconds
  }

  /// Writes the time from the change to the publish, and the analysis's share of it.
  func logTiming(_ uri: String, analysisTime: UInt64) {
    guard let changedAt = store.analyses[uri]?.changedAt, changedAt > 0 else { return }
    store.analyses[uri]?.changedAt = 0
    let total = DispatchTime.now().uptimeNanoseconds - changedAt
    func ms(_ nanoseconds: UInt64) -> String {
      String(Double(nanoseconds / 1000) / 1000)
    }
    Log.line(
      "timing: change to publish \(ms(total)) ms = analysis \(ms(analysisTime)) ms + server "
        + "\(ms(total > analysisTime ? total - analysisTime : 0)) ms")
  }

  // MARK: - Pull

  /// `textDocument/diagnostic`: the current result, or a wait for it.
  func documentDiagnostic(_ request: Request) {
    let params: DocumentDiagnosticParams
    do throws(ResponseError) {
      params = try DocumentDiagnosticParams(json: request.params)
    } catch {
      return send(response: request.id, .failure(error))
    }
    let uri = params.uri
    guard let document = store.documents[uri], document.isSpec else {
      let items = store.documents[uri].map(configurationDiagnostics) ?? []
      return send(response: request.id, .success(fullReport(resultID: nil, items: items)))
    }
    let previous = params.previousResultID
    if let result = currentResult(uri) {
      return send(response: request.id, .success(report(result, previousResultID: previous)))
    }
    pending[request.id] = PendingRequest(
      kind: .documentDiagnostic(previousResultID: previous), uri: uri, version: document.version)
    scheduleAnalysis(uri)
  }

  /// A `DocumentDiagnosticReport`: `unchanged` when the client has this result already.
  func report(_ result: DocumentStore.AnalysedVersion, previousResultID: String?) -> JSONValue {
    guard previousResultID != result.resultID else {
      return ["kind": "unchanged", "resultId": .string(result.resultID)]
    }
    return fullReport(resultID: result.resultID, items: result.items)
  }

  func fullReport(resultID: String?, items: JSONValue) -> JSONValue {
    var report: [(String, JSONValue)] = [("kind", "full")]
    if let resultID { report.append(("resultId", .string(resultID))) }
    report.append(("items", items))
    return .object(report)
  }

  // MARK: - Conversion

  /// The most diagnostics published for one document (as `check --max-diagnostics`'s
  /// default): a hostile spec of 1 MB can have hundreds of thousands, which no reader scrolls
  /// through and which the server would otherwise send again on every keystroke.
  static let diagnosticLimit = 1_000

  /// LSP `Diagnostic[]` for `items`, positions through `lineIndex` (the analysed text's),
  /// written straight into bytes (`JSONValue.encoded`): a long list costs one buffer, not a
  /// tree of values per diagnostic. With `codeDescriptions` each diagnostic links to its code's
  /// section of the diagnostics reference (`codeDescription.href`). Past `limit` items, one
  /// information diagnostic at the first item left out says how many more there are.
  static func encodedDiagnostics(
    _ items: [Diagnostic], uri: String, lineIndex: LineIndex, unit: LineIndex.Unit,
    relatedInformation: Bool, codeDescriptions: Bool, limit: Int = diagnosticLimit
  ) -> JSONValue {
    let shown = items.prefix(limit)
    var buffer = JSONBuffer(capacity: 2 + shown.count * 160)
    var lineHint = 0
    buffer.append("[")
    for (index, item) in shown.enumerated() {
      if index > 0 { buffer.append(",") }
      buffer.append(#"{"range":"#)
      lineIndex.writeLSPRange(item.range, in: unit, lineHint: &lineHint, to: &buffer)
      buffer.append(#","severity":"#)
      buffer.append(integer: item.severity.lspValue)
      buffer.append(#","code":"#)
      buffer.append(string: item.code.rawValue)
      if codeDescriptions {
        buffer.append(#","codeDescription":{"href":"#)
        buffer.append(string: DiagnosticReference.uri(item.code))
        buffer.append("}")
      }
      buffer.append(#","source":"headerspec","message":"#)
      buffer.append(string: item.message)
      if relatedInformation && !item.related.isEmpty {
        buffer.append(#","relatedInformation":["#)
        for (relatedIndex, related) in item.related.enumerated() {
          if relatedIndex > 0 { buffer.append(",") }
          var relatedHint = lineHint
          buffer.append(#"{"location":{"uri":"#)
          buffer.append(string: uri)
          buffer.append(#","range":"#)
          lineIndex.writeLSPRange(related.range, in: unit, lineHint: &relatedHint, to: &buffer)
          buffer.append(#"},"message":"#)
          buffer.append(string: related.message)
          buffer.append("}")
        }
        buffer.append("]")
      }
      buffer.append("}")
    }
    if let firstLeftOut = items.dropFirst(limit).first {
      let count = items.count - limit
      buffer.append(#",{"range":"#)
      lineIndex.writeLSPRange(
        ByteRange(start: firstLeftOut.range.start, end: firstLeftOut.range.start), in: unit,
        lineHint: &lineHint, to: &buffer)
      buffer.append(#","severity":3,"source":"headerspec","message":"#)
      buffer.append(
        string: "and \(count) more diagnostic\(count == 1 ? "" : "s") from here on (the editor "
          + "shows the first \(limit); headerspec check --max-diagnostics 0 lists them all)")
      buffer.append("}")
    }
    buffer.append("]")
    return .encoded(buffer.bytes)
  }
}
