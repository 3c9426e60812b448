/// `textDocument/didOpen`, `didChange`, `didSave`, `didClose`: the document store.
extension Server {
  func didOpen(_ params: DidOpenTextDocumentParams) {
    let uri = params.uri
    store.documents[uri] = TextDocument(
      uri: uri, languageID: params.languageID, version: params.version, text: params.text)
    documentChanged(uri)
  }

  func didChange(_ params: DidChangeTextDocumentParams) {
    let uri = params.uri
    guard let old = store.documents[uri]?.version else {
      return Log.line("didChange for a document that is not open")
    }
    if Log.timing { noteChange(uri) }
    // Mutated in place in the dictionary: a copy would make the edit copy the whole text.
    store.documents[uri]?.apply(params.changes, unit: unit)
    let version = params.version ?? old + 1
    store.documents[uri]?.version = version
    answerStaleRequests(uri: uri, version: version)
    documentChanged(uri)
  }

  func didSave(_ params: TextDocumentParams) {
    // The text is already current through didChange; a save only wakes workspace pulls, and
    // the project configuration is read again.
    if store.documents[params.uri]?.isProjectConfiguration == true {
      projectConfigurationChanged()
    }
    rerunParkedWorkspaceDiagnostics()
  }

  func didClose(_ params: TextDocumentParams) {
    let uri = params.uri
    guard let document = store.documents.removeValue(forKey: uri) else { return }
    store.analyses[uri]?.result = nil
    sentSemanticTokens[uri] = nil
    for (id, request) in pending where request.uri == uri {
      switch request.kind {
      case .documentDiagnostic:
        send(Reply<DocumentDiagnosticRequest>(id: id), .success(.full(resultID: nil, items: [])))
      case .awaitingAnalysis: send(response: id, .success(.null))
      default: break
      }
    }
    if document.isProjectConfiguration { projectConfigurationChanged() }
    if document.isEvents { eventsClosed(uri) }
    if document.isSpec { specChanged(atPath: document.filePath) }
    if (document.isSpec || document.isProjectConfiguration || document.isEvents)
      && !client.pullsDiagnostics
    {
      send(
        PublishDiagnosticsNotification.self,
        PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
    }
    rerunParkedWorkspaceDiagnostics()
  }

  /// After an open or an edit: analyse the latest version (and check again the open events
  /// files that name a spec), or clear what a document that is no longer a spec or events
  /// file showed.
  func documentChanged(_ uri: String) {
    guard let document = store.documents[uri] else { return }
    if document.isProjectConfiguration {
      publishConfigurationDiagnostics(document)
      projectConfigurationChanged()
    } else if document.isSpec {
      scheduleAnalysis(uri)
      specChanged(atPath: document.filePath)
    } else if document.isEvents {
      scheduleEventsCheck(uri)
    } else {
      // Perhaps no longer a spec: the events files that name it read it again.
      specChanged(atPath: document.filePath)
      guard store.analyses[uri]?.published == true || store.events[uri]?.published == true
      else { return }
      store.analyses[uri] = nil
      eventsClosed(uri)
      if !client.pullsDiagnostics {
        send(
          PublishDiagnosticsNotification.self,
          PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: []))
      }
    }
  }
}
