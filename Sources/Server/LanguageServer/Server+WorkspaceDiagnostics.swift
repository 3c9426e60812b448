import Foundation
import JSONSyntax
import SpecAnalysis
import SpecConfiguration
import SpecFiles

/// `workspace/diagnostic`: every `*.header.json` under the workspace folders, with work-done
/// progress. A request whose every report would be `unchanged` is parked (long poll) until a
/// document, a setting or the folders change, or the client cancels it.
extension Server {
  func workspaceDiagnostic(
    _ reply: Reply<WorkspaceDiagnosticRequest>, _ params: WorkspaceDiagnosticParams
  ) {
    pending[reply.id] = PendingRequest(
      kind: .workspaceDiagnostic(params), uri: nil, version: nil)
    if let token = params.workDoneToken {
      return runWorkspaceDiagnostic(reply, params, progress: token)
    }
    guard client.workDoneProgress else {
      return runWorkspaceDiagnostic(reply, params, progress: nil)
    }
    let token = ProgressToken.string("headerspec-workspace-\(reply.id)")
    send(WorkDoneProgressCreateRequest.self, WorkDoneProgressCreateParams(token: token)) {
      [self] result in
      guard pending[reply.id] != nil else { return }
      runWorkspaceDiagnostic(reply, params, progress: (try? result.get()) != nil ? token : nil)
    }
  }

  /// Runs the parked workspace pulls again after something changed, at most once per
  /// `workspaceRerunDelay` (typing must not rescan the folders on every keystroke).
  func rerunParkedWorkspaceDiagnostics() {
    workspaceChanges += 1
    guard !workspaceRerunScheduled, pending.values.contains(where: \.parked) else { return }
    workspaceRerunScheduled = true
    queue.asyncAfter(deadline: .now() + Server.workspaceRerunDelay) { [self] in
      workspaceRerunScheduled = false
      for (id, request) in pending where request.parked {
        guard case .workspaceDiagnostic(let params) = request.kind else { continue }
        pending[id]?.parked = false
        runWorkspaceDiagnostic(Reply(id: id), params, progress: nil)
      }
    }
  }

  /// How long parked workspace pulls wait after a change before they run again.
  static let workspaceRerunDelay = DispatchTimeInterval.milliseconds(200)

  /// Checks the files on the work queue and answers on the server queue.
  func runWorkspaceDiagnostic(
    _ reply: Reply<WorkspaceDiagnosticRequest>, _ params: WorkspaceDiagnosticParams,
    progress token: ProgressToken?
  ) {
    let folders = workspaceFolders.compactMap { URL(string: $0)?.standardizedFileURL }
    let open = Dictionary(
      store.documents.values.compactMap { document -> (String, TextDocument)? in
        guard let path = URL(string: document.uri)?.standardizedFileURL.path else { return nil }
        return (path, document)
      }, uniquingKeysWith: { first, _ in first })
    let context = WorkspaceContext(
      previous: params.previousResultIDs, open: open, settings: settings,
      generation: settingsGeneration, unit: unit, codeDescriptions: client.codeDescriptions,
      tags: client.diagnosticTags)
    let changesAtStart = workspaceChanges
    workQueue.async { [self] in
      let files = WorkspaceFiles.specFiles(in: folders)
      if let token { beginProgress(token, title: "Checking header specs", count: files.count) }
      let (reports, changed) = workspaceReports(files, context, progress: token)
      if let token {
        send(
          ProgressNotification.self,
          ProgressParams(token: token, value: ProgressParams.Value(kind: "end")))
      }
      queue.async {
        guard self.pending[reply.id] != nil else { return }
        if changed {
          self.send(reply, .success(WorkspaceDiagnosticReport(items: reports)))
        } else {
          self.pending[reply.id]?.parked = true
          // A change while the files were read (an open, an edit, a save) found nothing
          // parked to run again: this pull's reports may be out of date, so it runs again.
          if self.workspaceChanges != changesAtStart { self.rerunParkedWorkspaceDiagnostics() }
        }
      }
    }
  }

  /// What a workspace pull needs from the server's state, copied for the work queue.
  struct WorkspaceContext: Sendable {
    var previous: [String: String]
    /// Open documents by file path: their text and version replace the file's (a
    /// `.headerspec.json`'s too).
    var open: [String: TextDocument]
    /// The editor's settings; each file's project configuration applies over them.
    var settings: AnalysisSettings
    var generation: Int
    var unit: LineIndex.Unit
    /// Whether diagnostics carry `codeDescription` (`ClientFeatures.codeDescriptions`).
    var codeDescriptions: Bool
    /// The tags diagnostics may carry (`ClientFeatures.diagnosticTags`).
    var tags: Set<DiagnosticTag>
  }

  /// The `WorkspaceDocumentDiagnosticReport`s of `files`, and whether any is not `unchanged`
  /// (always true for a first pull). Runs on the work queue.
  private func workspaceReports(
    _ files: [URL], _ context: WorkspaceContext, progress token: ProgressToken?
  ) -> ([WorkspaceDiagnosticReport.Item], Bool) {
    var reports: [WorkspaceDiagnosticReport.Item] = []
    var changed = context.previous.isEmpty
    var configurations = ProjectConfigurationCache(home: ConfigurationTrust.homeFolder)
    let open = { (path: String) -> [UInt8]? in
      context.open[path].flatMap { $0.isProjectConfiguration ? $0.lineIndex.bytes : nil }
    }
    for (index, file) in files.enumerated() {
      if let token, index % 16 == 0 { reportProgress(token, done: index, count: files.count) }
      let document = context.open[file.standardizedFileURL.path]
      let uri = document?.uri ?? file.absoluteString
      let configuration = configurations.entry(
        forSpecAt: file.standardizedFileURL.path,
        exists: { open($0) != nil || Server.fileExists($0) },
        read: { open($0) ?? Server.readConfiguration($0) },
        refusal: ConfigurationTrust.refusal(ofFileAt:))?.configuration
      // A file on disk goes through the command line's input gate, with its project's size
      // limit; one it refuses (not a regular file, too large, binary, UTF-16) gets the one
      // diagnostic `check` prints.
      var unreadable: String?
      let lineIndex: LineIndex
      if let open = document?.lineIndex {
        lineIndex = open
      } else {
        do {
          let limit = configuration?.fileSizeLimit ?? SpecFile.defaultSizeLimit
          lineIndex = LineIndex(bytes: try SpecFile.read(file.path, limit: limit))
        } catch {
          unreadable = error.message
          lineIndex = LineIndex(bytes: [])
        }
      }
      let resultID =
        "w\(context.generation)-\(WorkspaceFiles.hash(lineIndex.bytes + Array((unreadable ?? "").utf8)))"
      let version = document?.version
      if context.previous[uri] == resultID {
        reports.append(
          WorkspaceDiagnosticReport.Item(
            kind: "unchanged", uri: uri, version: version, resultId: resultID))
        continue
      }
      changed = true
      if let unreadable {
        let item = LSPDiagnostic(
          range: LSPRange(
            start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0)),
          severity: DiagnosticSeverity.error.lspValue, code: nil, message: unreadable)
        reports.append(
          WorkspaceDiagnosticReport.Item(
            kind: "full", uri: uri, version: version, resultId: resultID, items: [item]))
        continue
      }
      let settings = configuration?.applied(to: context.settings) ?? context.settings
      let items = Server.lspDiagnostics(
        SpecDocument(bytes: lineIndex.bytes, settings: settings).diagnostics, uri: uri,
        lineIndex: lineIndex, unit: context.unit, relatedInformation: true,
        codeDescriptions: context.codeDescriptions, tags: context.tags)
      reports.append(
        WorkspaceDiagnosticReport.Item(
          kind: "full", uri: uri, version: version, resultId: resultID, items: items))
    }
    return (reports, changed)
  }

  // MARK: - Progress

  private func beginProgress(_ token: ProgressToken, title: String, count: Int) {
    send(
      ProgressNotification.self,
      ProgressParams(
        token: token,
        value: ProgressParams.Value(
          kind: "begin", title: title, cancellable: false, percentage: 0,
          message: "\(count) files")))
  }

  private func reportProgress(_ token: ProgressToken, done: Int, count: Int) {
    send(
      ProgressNotification.self,
      ProgressParams(
        token: token,
        value: ProgressParams.Value(
          kind: "report", percentage: done * 100 / max(count, 1), message: "\(done)/\(count)")))
  }
}
