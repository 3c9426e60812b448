import Foundation
import HeaderGeometry
import JSONSyntax
import SpecAnalysis
import SpecRendering

/// `workspace/executeCommand` with `headerspec.showPreview` (`ExecuteCommandParams`), the
/// command of the code lenses: writes the HTML preview page of the document's current text
/// (`PreviewHTML.page`, as `preview --format html`) to `PreviewPageFile`, then asks the client
/// to open it in a browser (`window/showDocument`, `external: true`) with the fragment the page
/// reads: `#progress=P`, or `#play=fling` to play the gesture. For an events file
/// (`[uri, "events"]`) the page is its spec's, and its first environment plays the file's
/// replayed records instead of the gesture. A client without
/// `window.showDocument.support` gets a `window/showMessage` naming the file instead. The
/// result is `{uri}`, the page's URI with its fragment; a spec with errors gets RequestFailed
/// naming the first, as `preview` refuses it, and a page past `RenderBudget.server` gets
/// RequestFailed naming the bound and the figure.
extension Server {
  func executeCommand(_ reply: Reply<ExecuteCommandRequest>, _ params: ExecuteCommandParams) {
    if params.start == .replayEvents {
      guard store.documents[params.uri]?.isEvents == true else {
        return send(reply, .failure(.requestFailed("\(params.uri) is not an open events file")))
      }
    } else if store.documents[params.uri]?.isSpec != true {
      return send(reply, .failure(.requestFailed("\(params.uri) is not an open header spec")))
    }
    // `empty` is never sent: the document is an open spec.
    documentRequest(reply, params, empty: ExecuteCommandResult(uri: "")) {
      [self] (document, params) throws(ResponseError) in
      let target = try Server.writePreviewPage(document, start: params.start)
      queue.async { self.open(target, showDocument: document.client.showsDocuments) }
      return ExecuteCommandResult(uri: target.absoluteString)
    }
  }

  /// The page of `document` written to its file; its URL with the fragment for `start`.
  static func writePreviewPage(_ document: DocumentSnapshot, start: ExecuteCommandParams.Start)
    throws(ResponseError) -> URL
  {
    let spec: SpecDocument
    var gesture: [ScrollRecord]?
    if start == .replayEvents {
      guard let events = document.events, let replayed = events.spec,
        let records = events.check.records
      else {
        let first = document.events?.check.diagnostics.first { $0.severity == .error }
        throw .requestFailed(
          "the events cannot be replayed" + (first.map { ": \($0.message)" } ?? ""))
      }
      // The page plays no more events than `simulate` replays.
      if let problem = PreviewLimits.eventsProblem(count: records.count) {
        throw .requestFailed(problem)
      }
      // The page lays the spec out: its whole analysis, refused with errors as `preview` is.
      spec = replayed.checkingGeometry()
      try refuseErrors(spec, lineIndex: LineIndex(bytes: spec.syntax.bytes))
      gesture = records
    } else {
      guard let analysed = document.spec else {
        throw .requestFailed("the document is not a spec")
      }
      try refuseErrors(analysed, lineIndex: document.lineIndex)
      spec = analysed
    }
    let made: (html: String, data: JSONValue)?
    do throws(RenderBudget.Exceeded) {
      made = try PreviewHTML.page(spec, nonce: nil, gesture: gesture, budget: .server)
    } catch { throw .requestFailed(error.message) }
    guard let page = made else {
      throw .requestFailed("the layout overflows a 64-bit floating point number")
    }
    let file: URL
    do {
      file = try PreviewPageFile.write(page.html, for: document.uri)
    } catch {
      throw .requestFailed("the preview page could not be written: \(error.localizedDescription)")
    }
    let fragment: String
    switch start {
    case .progress(nil): fragment = ""
    case .progress(let progress?): fragment = "#progress=\(progress)"
    case .playFling, .replayEvents: fragment = "#play=fling"
    }
    return URL(string: file.absoluteString + fragment) ?? file
  }

  /// Asks the client to open `page` in a browser, or tells the user where it is.
  private func open(_ page: URL, showDocument: Bool) {
    guard showDocument else {
      let message = "HeaderSpec preview written to \(page.path): open it in a browser"
      send(ShowMessageNotification.self, MessageParams(type: .info, message: message))
      return
    }
    send(
      ShowDocumentRequest.self,
      ShowDocumentParams(uri: page.absoluteString, external: true, takeFocus: true)
    ) { [self] result in
      if case .success(let value) = result, value.success { return }
      showLog(.warning, "the client did not open the preview \(page.path)")
    }
  }
}
