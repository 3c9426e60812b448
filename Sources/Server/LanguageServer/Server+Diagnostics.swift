import Dispatch
import JSONSyntax
import SpecAnalysis
import SpecExplanations

/// Diagnostics of open documents: analysis on the work queue, pushed with
/// `textDocument/publishDiagnostics` or pulled with `textDocument/diagnostic`.
///
/// Never stale: a result is kept only when its version and the effective settings it was made
/// under (`settings(for:)`) are still current. Coalesced: at most one analysis per document
/// runs; an edit during it cancels it (`AnalysisCancellation`: it stops at its next
/// environment of a matrix), and its end starts one analysis of the latest version.
extension Server {
  // MARK: - Analysis

  /// Starts analysing the current version of `uri` unless an analysis is running (its end
  /// starts the next) or the current result is fresh. Starts at once: with nothing in flight
  /// there is nothing to coalesce, so an edit waits for no timer.
  func scheduleAnalysis(_ uri: String) {
    if let started = store.analyses[uri]?.inFlight,
      started.version != store.documents[uri]?.version || started.settings != settings(for: uri)
    {
      // Superseded: it stops at its next environment, and its end starts the latest.
      started.cancellation.cancel()
    }
    guard let document = store.documents[uri], document.isSpec, currentResult(uri) == nil,
      store.analyses[uri]?.inFlight == nil
    else { return }
    let lineIndex = document.lineIndex
    let version = document.version
    let settings = settings(for: uri)
    // The model of this version that a request had made (`scheduleModel`), if any: the check
    // of the geometry goes on from it rather than parsing the document a second time, and the
    // two never sit side by side in memory.
    let madeModel = store.currentModel(uri, settings: settings)
    store.analyses[uri, default: DocumentStore.Analysis()].result = nil
    let started = DocumentStore.Started(version: version, settings: settings)
    store.analyses[uri]?.inFlight = started
    let cancellation = started.cancellation
    let unit = unit
    let related = client.diagnosticsCarryRelatedInformation
    let codeDescriptions = client.codeDescriptions
    let tags = client.diagnosticTags
    workQueue.async { [self] in
      let analysisStart = DispatchTime.now().uptimeNanoseconds
      let model: SpecDocument
      if let madeModel {
        model = madeModel
      } else {
        model = SpecDocument.model(bytes: lineIndex.bytes, settings: settings)
        queue.async { self.modelFinished(uri, version: version, model) }
      }
      guard let spec = model.checkingGeometry(unless: { cancellation.isCancelled }) else {
        queue.async { self.analysisSuperseded(uri) }
        return
      }
      let analysisTime = DispatchTime.now().uptimeNanoseconds - analysisStart
      let diagnostics = Server.lspDiagnostics(
        spec.diagnostics, uri: uri, lineIndex: lineIndex, unit: unit,
        relatedInformation: related, codeDescriptions: codeDescriptions, tags: tags)
      queue.async {
        self.analysisFinished(uri, version: version, diagnostics, analysed: spec)
        if Log.timing { self.logTiming(uri, analysisTime: analysisTime) }
      }
    }
  }

  /// Computes the model stage of `uri`'s current version on the work queue, for requests that
  /// need no geometry diagnostics, unless it is there or on its way (from a model job, or from
  /// the running analysis of this very version and settings, whose first stage it is); it runs
  /// beside a check of an older version's geometry, which therefore never delays them.
  func scheduleModel(_ uri: String) {
    guard let document = store.documents[uri], document.isSpec,
      store.currentModel(uri, settings: settings(for: uri)) == nil,
      store.analyses[uri]?.modelInFlight != true
    else { return }
    if let started = store.analyses[uri]?.inFlight, started.version == document.version,
      started.settings == settings(for: uri)
    {
      return
    }
    store.analyses[uri, default: DocumentStore.Analysis()].modelInFlight = true
    let bytes = document.lineIndex.bytes
    let version = document.version
    let settings = settings(for: uri)
    workQueue.async { [self] in
      let model = SpecDocument.model(bytes: bytes, settings: settings)
      queue.async {
        self.store.analyses[uri]?.modelInFlight = false
        self.modelFinished(uri, version: version, model)
        // A newer version than this model's is still waited for by someone.
        if self.pending.values.contains(where: { $0.uri == uri && $0.awaitsModel }) {
          self.scheduleModel(uri)
        }
      }
    }
  }

  /// Keeps a model when it is about the current version and settings, and starts the
  /// requests that wait for no more than the model.
  func modelFinished(_ uri: String, version: Int, _ model: SpecDocument) {
    guard let document = store.documents[uri], document.isSpec, document.version == version,
      model.settings == settings(for: uri), currentResult(uri) == nil
    else { return }
    store.analyses[uri]?.model = DocumentStore.ModelVersion(version: version, spec: model)
    startDocumentRequests(uri: uri, spec: model, stage: .model)
  }

  /// An analysis that stopped because a newer version or other settings superseded it: the
  /// latest is analysed instead.
  func analysisSuperseded(_ uri: String) {
    store.analyses[uri]?.inFlight = nil
    scheduleAnalysis(uri)
  }

  /// Keeps a result only when it is about the current version and settings, then pushes it or
  /// answers the pulls waiting for it, and starts the feature requests waiting for it;
  /// otherwise analyses the latest version.
  func analysisFinished(
    _ uri: String, version: Int, _ items: [LSPDiagnostic], analysed spec: SpecDocument
  ) {
    store.analyses[uri]?.inFlight = nil
    guard let document = store.documents[uri], document.isSpec, document.version == version,
      spec.settings == settings(for: uri)
    else { return scheduleAnalysis(uri) }
    let result = DocumentStore.AnalysedVersion(
      version: version, resultID: String(nextResultID), items: items, spec: spec)
    nextResultID += 1
    store.analyses[uri]?.result = result
    store.analyses[uri]?.published = true
    deliverDiagnostics(uri, version: version, resultID: result.resultID, items: items)
    startDocumentRequests(uri: uri, spec: result.spec)
    rerunParkedWorkspaceDiagnostics()
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
  func documentDiagnostic(
    _ reply: Reply<DocumentDiagnosticRequest>, _ params: DocumentDiagnosticParams
  ) {
    let uri = params.uri
    if let document = store.documents[uri], document.isEvents {
      if let checked = store.currentEvents(uri) {
        let report = Self.report(
          resultID: checked.resultID, items: checked.items,
          previousResultID: params.previousResultID)
        return send(reply, .success(report))
      }
      pending[reply.id] = PendingRequest(
        kind: .documentDiagnostic(previousResultID: params.previousResultID), uri: uri,
        version: document.version)
      ensureEventsCheck(uri)
      return
    }
    guard let document = store.documents[uri], document.isSpec else {
      let items = store.documents[uri].map(configurationDiagnostics) ?? []
      return send(reply, .success(.full(resultID: nil, items: items)))
    }
    let previous = params.previousResultID
    if let result = currentResult(uri) {
      let report = Self.report(
        resultID: result.resultID, items: result.items, previousResultID: previous)
      return send(reply, .success(report))
    }
    pending[reply.id] = PendingRequest(
      kind: .documentDiagnostic(previousResultID: previous), uri: uri, version: document.version)
    scheduleAnalysis(uri)
  }

  /// A `DocumentDiagnosticReport` of a spec's analysis or an events file's check:
  /// `unchanged` when the client has this result already.
  static func report(resultID: String, items: [LSPDiagnostic], previousResultID: String?)
    -> DocumentDiagnosticReport
  {
    guard previousResultID != resultID else { return .unchanged(resultID: resultID) }
    return .full(resultID: resultID, items: items)
  }

  /// A new result of `uri` (a spec's analysis or an events file's check) to the client: the
  /// answer of each pull waiting for it, or a push.
  func deliverDiagnostics(_ uri: String, version: Int, resultID: String, items: [LSPDiagnostic]) {
    if client.pullsDiagnostics {
      for (id, request) in pending where request.uri == uri {
        guard case .documentDiagnostic(let previous) = request.kind else { continue }
        send(
          Reply<DocumentDiagnosticRequest>(id: id),
          .success(Self.report(resultID: resultID, items: items, previousResultID: previous)))
      }
    } else {
      send(
        PublishDiagnosticsNotification.self,
        PublishDiagnosticsParams(uri: uri, version: version, diagnostics: items))
    }
  }

  // MARK: - Conversion

  /// The most diagnostics published for one document (as `check --max-diagnostics`'s
  /// default): a hostile spec of 1 MB can have hundreds of thousands, which no reader scrolls
  /// through and which the server would otherwise send again on every keystroke.
  static let diagnosticLimit = 1_000

  /// LSP `Diagnostic`s for `items`, positions through `lineIndex` (the analysed text's), each
  /// searched from the previous one's line. With `codeDescriptions` each diagnostic links to
  /// its code's section of the diagnostics reference (`codeDescription.href`); each carries
  /// those of its tags that are in `tags` (`ClientFeatures.diagnosticTags`). Past `limit`
  /// items, one information diagnostic at the first item left out says how many more there are.
  static func lspDiagnostics(
    _ items: [Diagnostic], uri: String, lineIndex: LineIndex, unit: LineIndex.Unit,
    relatedInformation: Bool, codeDescriptions: Bool, tags: Set<DiagnosticTag>,
    limit: Int = diagnosticLimit
  ) -> [LSPDiagnostic] {
    var result: [LSPDiagnostic] = []
    result.reserveCapacity(min(items.count, limit + 1))
    var lineHint = 0
    for item in items.prefix(limit) {
      let range = lineIndex.lspRange(item.range, in: unit, lineHint: &lineHint)
      var related: [LSPDiagnostic.Related]?
      if relatedInformation && !item.related.isEmpty {
        var relatedHint = lineHint
        related = []
        for information in item.related {
          let location = LSPLocation(
            uri: uri, range: lineIndex.lspRange(information.range, in: unit, lineHint: &relatedHint)
          )
          related?.append(LSPDiagnostic.Related(location: location, message: information.message))
        }
      }
      let shownTags = item.tags.intersection(tags).map(\.lspValue).sorted()
      result.append(
        LSPDiagnostic(
          range: range, severity: item.severity.lspValue, code: item.code.rawValue,
          codeDescription: codeDescriptions
            ? LSPDiagnostic.CodeDescription(href: DiagnosticReference.uri(item.code)) : nil,
          message: item.message, relatedInformation: related,
          tags: shownTags.isEmpty ? nil : shownTags))
    }
    if let firstLeftOut = items.dropFirst(limit).first {
      let count = items.count - limit
      let start = firstLeftOut.range.start
      result.append(
        LSPDiagnostic(
          range: lineIndex.lspRange(
            ByteRange(start: start, end: start), in: unit, lineHint: &lineHint),
          severity: 3,
          message: "and \(count) more diagnostic\(count == 1 ? "" : "s") from here on (the "
            + "editor shows the first \(limit); headerspec check --max-diagnostics 0 lists them all)"
        ))
    }
    return result
  }
}
