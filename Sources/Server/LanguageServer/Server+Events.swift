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
/// settings check it again. The spec is read as `check` reads it: its model stage, whose
/// errors make HS409, so the editor and `check` agree (and the check costs no environment of
/// a matrix). Hover, inlay hints, code lenses and the replay page wait for the
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
  /// starts the latest).
  func scheduleEventsCheck(_ uri: String) {
    guard let document = store.documents[uri], document.isEvents else { return }
    store.events[uri, default: EventsState()].requested += 1
    store.events[uri]?.result = nil
    guard store.events[uri]?.running == nil else { return }
    startEventsCheck(uri, document)
  }

  /// Starts a check of `uri` for a request that needs one, unless the current one is there
  /// or one runs (its end starts the latest).
  func ensureEventsCheck(_ uri: String) {
    guard store.currentEvents(uri) == nil, store.events[uri]?.running == nil else { return }
    scheduleEventsCheck(uri)
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
      return startEventsCheck(uri, document)
    }
    var checked = finished
    checked.resultID = String(nextResultID)
    nextResultID += 1
    store.events[uri]?.result = checked
    store.events[uri]?.published = true
    deliverDiagnostics(
      uri, version: checked.version, resultID: checked.resultID, items: checked.items)
    startDocumentRequests(uri: uri, spec: nil)
  }

  /// After an edit, open or close of the spec at `path`: checks the open events files that
  /// name it again (reading the spec's model stage, which costs no environment of a matrix),
  /// and asks a pulling client to pull again.
  func specChanged(atPath path: String?) {
    guard let path else { return }
    var any = false
    for (uri, document) in store.documents
    where document.isEvents && store.events[uri]?.specPath == path {
      scheduleEventsCheck(uri)
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
    var settings: AnalysisSettings
    var environmentKeys: EnvironmentChange
    /// The largest spec file read (its configuration's `maxFileSizeMiB`, as `check`'s).
    var sizeLimit = SpecFile.defaultSizeLimit

    /// The spec's model stage (nil when it could not be read) and the check's source. The
    /// model, not a whole analysis: `check` judges the spec's errors on it, and it costs no
    /// environment of a matrix.
    func read() -> (SpecDocument?, EventsCheck.SpecSource) {
      guard let path else { return (nil, .unnamed) }
      if let problem { return (nil, .unreadable(reason: problem)) }
      let bytes: [UInt8]
      if let openBytes {
        bytes = openBytes
      } else {
        do throws(SpecFile.Failure) {
          bytes = try SpecFile.read(path, limit: sizeLimit)
        } catch {
          return (nil, .unreadable(reason: error.message))
        }
      }
      let spec = SpecDocument.model(bytes: bytes, settings: settings)
      return (spec, .read(spec, environmentKeys: environmentKeys))
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
    let configuration = projectConfiguration(forPath: path)
    if let open = store.documents.first(where: { $0.value.isSpec && $0.value.filePath == path }) {
      input.openBytes = open.value.lineIndex.bytes
      input.settings = settings(for: open.key)
    } else if let configuration {
      input.settings = configuration.applied(to: settings)
    }
    input.environmentKeys = configuration?.environmentKeys ?? .init()
    input.sizeLimit = configuration?.fileSizeLimit ?? SpecFile.defaultSizeLimit
    return input
  }

  /// The root's `spec` string of an events file, as `EventsDocument.specReference` reads it.
  static func specReference(_ bytes: [UInt8]) -> String? {
    EventsSpecReference(in: SyntaxTree(bytes: bytes, options: .jsonc))?.path
  }
}
