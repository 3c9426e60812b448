import JSONSyntax
import LanguageServer
import Testing

/// `$/cancelRequest` and ContentModified. Each scenario is written in one chunk, which the
/// server handles as one batch in order, so the outcome does not depend on timing.
@Suite(.timeLimit(.minutes(1))) struct CancellationTests {
  static let uri = "file:///work/cancel.header.json"

  static let open = LSPSession.notification(
    "textDocument/didOpen",
    ["textDocument": ["uri": .string(uri), "languageId": "json", "version": 1, "text": "{,}"]])

  @Test func cancelAnswersRequestCancelled() throws {
    let session = try LSPSession()
    try session.initialize(LSPSession.capabilities(pull: true))
    let (id, pull) = session.makeRequest(
      "textDocument/diagnostic", ["textDocument": ["uri": .string(Self.uri)]])
    let cancel = LSPSession.notification("$/cancelRequest", ["id": .int(id)])
    session.write(
      LSPSession.framed(Self.open) + LSPSession.framed(pull) + LSPSession.framed(cancel))
    let response = try session.response(id)
    #expect(response[path: "error", "code"] == .int(ResponseError.requestCancelledCode))
    // Answered once only, and the server keeps serving.
    let again = session.request(
      "textDocument/diagnostic", ["textDocument": ["uri": .string(Self.uri)]])
    #expect(try session.response(again)[path: "result", "kind"] == "full")
    #expect(try session.drain().filter { $0["id"] == .int(id) }.isEmpty)
  }

  @Test func cancellingAFinishedRequestDoesNothing() throws {
    let session = try LSPSession()
    try session.initialize()
    let id = session.request("custom/unknown")
    _ = try session.response(id)
    session.notify("$/cancelRequest", ["id": .int(id)])
    #expect(try session.drain().filter { $0["id"] == .int(id) }.isEmpty)
  }

  @Test func anEditMakesOlderRequestsContentModified() throws {
    let session = try LSPSession()
    try session.initialize(LSPSession.capabilities(pull: true, staleRequests: true))
    let (id, pull) = session.makeRequest(
      "textDocument/diagnostic", ["textDocument": ["uri": .string(Self.uri)]])
    let change = LSPSession.change(Self.uri, version: 2, text: "{}")
    session.write(
      LSPSession.framed(Self.open) + LSPSession.framed(pull) + LSPSession.framed(change))
    #expect(
      try session.response(id)[path: "error", "code"] == .int(ResponseError.contentModifiedCode))
  }

  @Test func documentRequestsAreCancellableAndGoStale() throws {
    let session = try LSPSession()
    try session.initialize(LSPSession.capabilities(staleRequests: true))
    let params: JSONValue = ["textDocument": ["uri": .string(Self.uri)]]
    let (cancelled, first) = session.makeRequest("headerspec/documentState", params)
    let cancel = LSPSession.notification("$/cancelRequest", ["id": .int(cancelled)])
    let (stale, second) = session.makeRequest("headerspec/documentState", params)
    let change = LSPSession.change(Self.uri, version: 2, text: "{}")
    let (fresh, third) = session.makeRequest("headerspec/documentState", params)
    session.write(
      [Self.open, first, cancel, second, change, third].flatMap(LSPSession.framed))
    #expect(
      try session.response(cancelled)[path: "error", "code"]
        == .int(ResponseError.requestCancelledCode))
    #expect(
      try session.response(stale)[path: "error", "code"] == .int(ResponseError.contentModifiedCode))
    #expect(try session.response(fresh)[path: "result", "version"] == 2)
  }
}
