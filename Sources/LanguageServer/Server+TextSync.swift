/// `textDocument/didOpen`, `didChange`, `didSave`, `didClose`: the document store.
extension Server {
  func didOpen(_ params: JSONValue) {
    guard let item = params["textDocument"], let uri = item["uri"]?.stringValue,
      let text = item["text"]?.stringValue
    else { return Log.line("didOpen without textDocument.uri and text") }
    let document = TextDocument(
      uri: uri, languageID: item["languageId"]?.stringValue ?? "",
      version: item["version"]?.intValue ?? 0, text: text)
    documents[uri] = document
    documentChanged(uri)
  }

  func didChange(_ params: JSONValue) {
    guard let uri = params[path: "textDocument", "uri"]?.stringValue, documents[uri] != nil else {
      return Log.line("didChange for a document that is not open")
    }
    if Log.timing { noteChange(uri) }
    let changes = params["contentChanges"]?.arrayValue ?? []
    // Mutated in place in the dictionary: a copy would make the edit copy the whole text.
    guard documents[uri]?.apply(changes: changes, unit: unit) == true else {
      return showLog(.error, "headerspec: a malformed change to \(uri) was ignored")
    }
    let version = params[path: "textDocument", "version"]?.intValue ?? documents[uri]!.version + 1
    documents[uri]?.version = version
    answerStaleRequests(uri: uri, version: version)
    documentChanged(uri)
  }

  func didSave(_ params: JSONValue) {
    // The text is already current through didChange; a save only wakes workspace pulls.
    rerunParkedWorkspaceDiagnostics()
  }

  func didClose(_ params: JSONValue) {
    guard let uri = params[path: "textDocument", "uri"]?.stringValue,
      let document = documents.removeValue(forKey: uri)
    else { return }
    var closed = analyses[uri]
    analyses[uri]?.result = nil
    releaseOnWorkQueue(&closed)
    for (id, request) in pending where request.uri == uri {
      switch request.kind {
      case .documentDiagnostic: send(response: id, .success(fullReport(resultID: nil, items: [])))
      case .awaitingAnalysis: send(response: id, .success(.null))
      default: break
      }
    }
    if document.isSpec && !client.pullsDiagnostics {
      send(
        notification: "textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
    }
    rerunParkedWorkspaceDiagnostics()
  }

  /// After an open or an edit: analyse the latest version, or clear what a document that is no
  /// longer a spec showed.
  func documentChanged(_ uri: String) {
    guard let document = documents[uri] else { return }
    if document.isSpec {
      scheduleAnalysis(uri)
    } else if analyses[uri]?.published == true {
      var outdated = analyses.removeValue(forKey: uri)
      releaseOnWorkQueue(&outdated)
      if !client.pullsDiagnostics {
        send(
          notification: "textDocument/publishDiagnostics",
          ["uri": .string(uri), "version": .int(document.version), "diagnostics": []])
      }
    }
  }
}
