import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// Params are decoded once, into each method's own type, before any work: a malformed request
/// gets InvalidParams naming what is wrong (whether or not its document is open), and a
/// malformed notification is ignored as a whole, with a message in the client's log.
@Suite(.timeLimit(.minutes(1))) struct ParamsSessionTests {
  static let uri = "file:///work/params.header.json"

  @Test func aMalformedRequestGetsInvalidParamsBeforeAnyWork() throws {
    let session = try LSPSession()
    try session.initialize()
    let notOpen = ["uri": "file:///work/not-open.header.json"] as JSONValue
    for (method, params, message) in [
      ("textDocument/hover", ["textDocument": notOpen] as JSONValue, "position"),
      (
        "textDocument/hover",
        ["textDocument": notOpen, "position": ["line": -1, "character": 0]], "position"
      ),
      ("textDocument/codeAction", ["textDocument": notOpen, "range": [:]], "range"),
      ("textDocument/hover", ["position": ["line": 0, "character": 0]], "textDocument.uri"),
      (
        "textDocument/colorPresentation",
        [
          "textDocument": notOpen,
          "range": [
            "start": ["line": 0, "character": 0], "end": ["line": 0, "character": 1],
          ],
        ], "color"
      ),
    ] {
      let response = try session.response(session.request(method, params))
      #expect(response[path: "error", "code"] == -32602, "\(method) \(params.text)")
      #expect(
        response[path: "error", "message"]?.stringValue?.contains(message) == true,
        "\(method) \(params.text)")
    }
  }

  @Test func aMalformedChangeIsIgnoredAsAWhole() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, Fixtures.validSpec)
    _ = try session.published(Self.uri)
    // The first change is well formed, the second has no text: neither is applied.
    session.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(Self.uri), "version": 2],
        "contentChanges": [["text": "{}"], ["range": [:]]],
      ])
    let log = try session.message("window/logMessage")
    #expect(log[path: "params", "type"] == 1)
    let state = try session.response(
      session.request("headerspec/documentState", ["textDocument": ["uri": .string(Self.uri)]]))
    #expect(state[path: "result", "version"] == 1)
    #expect(state[path: "result", "text"] == .string(Fixtures.validSpec))
  }
}
