import Dispatch
import Foundation
import HeaderGeometry
import JSONSyntax
import LanguageService
import SpecAnalysis
import SpecFiles

/// Events files (`EventsDocumentFilter`): each open one is checked on the work queue
/// (`EventsCheck`) with the spec its `"spec"` key names: the open spec's text when it is open
/// in the editor, else the file through `SpecFile.read`, analysed under its project
/// configuration's settings and replayed in its `environment`. Its diagnostics are pushed or
/// pulled as a spec's; an edit of the file, an edit, open or close of its spec, or other
/// settings check it again (after the spec's edit or open, once the spec's analysis is there,
/// so that the spec is not analysed twice per keystroke). Hover, inlay hints, code lenses and the replay page wait for the
/// check; completion and links read the file alone.
extension Server {
  /// The methods whose handlers read an events file's replay, so they wait for its check;
  /// the others in `eventsMethods` run at once on the file's own syntax.
  static let eventsMethodsAwaitingCheck: Set<String> = [
    HoverRequest.method, InlayHintRequest.method, CodeLensRequest.method,
    ExecuteCommandRequest.method,
  ]

  /// The document requests an events file gets.
  static let eventsMethods: Set<String> = eventsMethodsAwaitingCheck.union([
    CompletionRequest.method, DocumentLinkRequest.method,
  ])

  /// Checks the events file `uri` again: a new request, run now unless a check runs (its end
  /// starts the latest) or, with `afterSpec`, once its open spec's analysis is there
  /// (`resumeEventsChecks`).
  func scheduleEventsCheck(_ uri: String, afterSpec: Bool = false) {
    guard let document = store.documents[uri], document.isEvents else { return }
    store.events[uri, default: EventsState()].requested += 1
    store.events[uri]?.result = nil
    store.events[uri]?.waitsForSpec = afterSpec
    guard !afterSpec, store.events[uri]?.running == nil else { return }
    startEventsCheck(uri, document)
  }

  /// Starts a check of `uri` for a request that needs one, unless the current one is there,
  /// one runs, or one waits for its spec.
  func ensureEventsCheck(_ uri: String) {
    guard store.currentEvents(uri) == nil else { return }
    let state = store.events[uri]
    guard state?.running == nil, state?.waitsForSpec != true else { return }
    scheduleEventsCheck(uri)
  }

  /// After the analysis of the open spec at `path`: starts the checks that waited for it.
  func resumeEventsChecks(afterSpecAt path: String?) {
    guard let path else { return }
    for (uri, document) in store.documents
    where document.isEvents && store.events[uri]?.waitsForSpec == true
      && store.events[uri]?.specPath == path
    {
      store.events[uri]?.waitsForSpec = false
      if store.events[uri]?.running == nil { startEventsCheck(uri, document) }
    }
  }

  private func startEventsCheck(_ uri: String, _ document: TextDocument) {
    guard let state = store.events[uri] else { return }
    let request = state.requested
    let version = document.version
    let bytes = document.lineIndex.bytes
    let lineIndex = document.lineIndex
    let source = specSource(for: document)
    store.events[uri]?.running = request
    store.events[uri]?.specPath = source.path
    let ownSettings = settings(for: uri)
    let unit = unit
    let related = client.diagnosticsCarryRelatedInformation
    let codeDescriptions = client.codeDescriptions
    let tags = client.diagnosticTags
    workQueue.async { [self] in
      let (spec, specSource) = source.read()
      let check = EventsCheck(bytes: bytes, spec: specSource, settings: ownSettings)
      let items = Server.lspDiagnostics(
        check.diagnostics, uri: uri, lineIndex: lineIndex, unit: unit,
        relatedInformation: related, codeDescriptions: codeDescriptions, tags: tags)
      let checked = EventsState.Checked(
        version: version, request: request, resultID: "", items: items, check: check,
        specPath: source.path, spec: spec)
      queue.async { self.eventsCheckFinished(uri, checked) }
    }
  }

  /// Keeps a check about the latest request and version, publishes it or answers the pulls
  /// waiting for it, and starts the requests waiting for it; else checks the latest.
  private func eventsCheckFinished(_ uri: String, _ finished: EventsState.Checked) {
    store.events[uri]?.running = nil
    guard let document = store.documents[uri], document.isEvents,
      let state = store.events[uri]
    else {
      store.events[uri] = nil
      return
    }
    guard finished.request == state.requested, finished.version == document.version else {
      return state.waitsForSpec ? () : startEventsCheck(uri, document)
    }
    var checked = finished
    checked.resultID = String(nextResultID)
    nextResultID += 1
    store.events[uri]?.result = checked
    store.events[uri]?.published = true
    if client.pullsDiagnostics {
      for (id, request) in pending where request.uri == uri {
        guard case .documentDiagnostic(let previous) = request.kind else { continue }
        send(
          Reply<DocumentDiagnosticRequest>(id: id),
          .success(eventsReport(checked, previousResultID: previous)))
      }
    } else {
      send(
        PublishDiagnosticsNotification.self,
        PublishDiagnosticsParams(uri: uri, version: checked.version, diagnostics: checked.items))
    }
    startDocumentRequests(uri: uri, spec: nil)
  }

  /// A `DocumentDiagnosticReport` of an events file's check.
  func eventsReport(_ checked: EventsState.Checked, previousResultID: String?)
    -> DocumentDiagnosticReport
  {
    guard previousResultID != checked.resultID else {
      return .unchanged(resultID: checked.resultID)
    }
    return .full(resultID: checked.resultID, items: checked.items)
  }

  /// After an edit, open or close of the spec at `path`: checks the open events files that
  /// name it again (with `afterAnalysis`, once the spec's analysis, just scheduled, is there),
  /// and asks a pulling client to pull again.
  func specChanged(atPath path: String?, afterAnalysis: Bool = false) {
    guard let path else { return }
    var any = false
    for (uri, document) in store.documents
    where document.isEvents && store.events[uri]?.specPath == path {
      scheduleEventsCheck(uri, afterSpec: afterAnalysis)
      any = true
    }
    if any && client.pullsDiagnostics && client.diagnosticRefresh {
      send(DiagnosticRefreshRequest.self, NoParams())
    }
  }

  /// After an events file is closed (or stops being one): forgets its check. A running check
  /// is left to end, answering nothing (its request number is no longer the latest), so a
  /// reopened file never gets the check of the text it had before.
  func eventsClosed(_ uri: String) {
    guard let state = store.events[uri] else { return }
    guard state.running != nil else {
      store.events[uri] = nil
      return
    }
    store.events[uri] = EventsState(requested: state.requested + 1, running: state.running)
  }

  // MARK: - The spec

  /// Where an events file's spec comes from, gathered on the server's queue (the open
  /// documents, the settings, the project configuration) and read on the work queue.
  struct EventsSpecInput: Sendable {
    /// The spec's resolved path; nil when the file names none.
    var path: String?
    /// Why it cannot be read, found before reading (an unsaved events file's relative path).
    var problem: String?
    /// The open spec's text, or nil to read the file.
    var openBytes: [UInt8]?
    /// The open spec's current analysis under `settings`, when there is one.
    var analysed: SpecDocument?
    var settings: AnalysisSettings
    var environmentKeys: EnvironmentChange

    /// The spec's analysis (nil when it could not be read) and the check's source.
    func read() -> (SpecDocument?, EventsCheck.SpecSource) {
      guard let path else { return (nil, .unnamed) }
      if let problem { return (nil, .unreadable(reason: problem)) }
      if let analysed { return (analysed, .analysed(analysed, environmentKeys: environmentKeys)) }
      let bytes: [UInt8]
      if let openBytes {
        bytes = openBytes
      } else {
        do throws(SpecFile.Failure) {
          bytes = try SpecFile.read(path)
        } catch {
          return (nil, .unreadable(reason: error.message))
        }
      }
      let spec = SpecDocument(bytes: bytes, settings: settings)
      return (spec, .analysed(spec, environmentKeys: environmentKeys))
    }
  }

  /// The spec the events file `document` names, as far as the server's state tells.
  func specSource(for document: TextDocument) -> EventsSpecInput {
    var input = EventsSpecInput(settings: settings, environmentKeys: EnvironmentChange())
    guard let reference = Server.specReference(document.lineIndex.bytes) else { return input }
    guard reference.hasPrefix("/") || document.filePath != nil else {
      input.path = reference
      input.problem = "the events file is not saved, so a relative path names no file"
      return input
    }
    // Standardized as open documents' paths are (`a/../b.header.json` finds `b.header.json`).
    let joined = EventsSpecReference(path: reference, range: ByteRange(start: 0, end: 0))
      .resolved(from: document.filePath ?? "")
    let path = URL(fileURLWithPath: joined).standardizedFileURL.path
    input.path = path
    if let open = store.documents.first(where: { $0.value.isSpec && $0.value.filePath == path }) {
      input.openBytes = open.value.lineIndex.bytes
      input.settings = settings(for: open.key)
      input.analysed = currentResult(open.key)?.spec
    } else if let configuration = projectConfiguration(forPath: path) {
      input.settings = configuration.applied(to: settings)
    }
    input.environmentKeys = projectConfiguration(forPath: path)?.environmentKeys ?? .init()
    return input
  }

  /// The root's `spec` string of an events file, as `EventsDocument.specReference` reads it.
  static func specReference(_ bytes: [UInt8]) -> String? {
    let tree = SyntaxTree(bytes: bytes, options: .jsonc)
    guard let root = tree.root, tree.kind(root) == .object,
      let member = tree.lastMember(named: "spec", in: root), let value = tree.value(of: member),
      let path = tree.stringValue(value), !path.isEmpty
    else { return nil }
    return path
  }
}
