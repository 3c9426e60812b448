import Foundation
import JSONSyntax
import LanguageServer
import Testing

/// Issue 32's previews past the server's budget (`RenderBudget.server`), through the spawned
/// server: `headerspec/preview` (with and without the page an editor asks for) and
/// `headerspec.showPreview` answer RequestFailed naming the bound and the figure, and the server
/// goes on answering. (Its memory and time are `.ci/checks/complexity`'s, on the release
/// binary.)
@Suite(.timeLimit(.minutes(1))) struct PreviewBoundsSessionTests {
  static let uri = "file:///work/many.header.json"

  /// A spec of 700 labels, each with two keyframes.
  static let text: String = {
    let labels = (0..<700).map {
      "{ \"id\": \"label\($0)\", \"kind\": \"label\", \"text\": \"Label \($0)\", "
        + "\"keyframes\": [ { \"progress\": 0, \"frame\": [\($0 % 200), 10, 100, 20] }, "
        + "{ \"progress\": 1, \"alpha\": 0.5 } ] }"
    }
    return """
      { "version": 1, "name": "Many", "width": 375, "bar": { "maxHeight": 100, "minHeight": 44 },
        "behavior": { "kind": "squareCash", "snappingEnabled": false },
        "subviews": [\(labels.joined(separator: ",\n"))] }
      """
  }()

  /// The RequestFailed message of `response`, after checking that it is one and has no result.
  func failure(_ response: JSONValue) -> String? {
    #expect(response[path: "error", "code"] == .int(ResponseError.requestFailedCode))
    #expect(response[path: "result"] == nil)
    return response[path: "error", "message"]?.stringValue
  }

  /// The session still answers: the outline of the document lists its 700 labels.
  func expectStillServing(_ session: LSPSession) throws {
    let symbols = try session.response(
      session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]]))
    #expect(symbols["result"]?.arrayValue?.isEmpty == false)
  }

  @Test func theEditorsPageRequestIsRefused() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, Self.text)
    let params: JSONValue = [
      "textDocument": ["uri": .string(Self.uri)], "progress": [0], "nonce": "abc",
    ]
    let response = try session.response(session.request("headerspec/preview", params))
    #expect(
      failure(response)
        == "the preview would lay out 700 subviews x 1 environment x 1 sample = 700 layouts + "
        + "700 subviews x 1 environment x 1 sample = 700 layouts + 700 subviews x 1 environment "
        + "x 201 samples = 140,700 layouts = 142,100 layouts; the server lays out at most 100,000")
    try expectStillServing(session)
    #expect(try session.shutdownAndExit() == 0)
  }

  @Test func manySamplesAreRefused() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, Self.text)
    let progress = JSONValue.array((0..<100).map { .number(Double($0) / 99) })
    let params: JSONValue = ["textDocument": ["uri": .string(Self.uri)], "progress": progress]
    let response = try session.response(session.request("headerspec/preview", params))
    #expect(
      failure(response)
        == "the preview would lay out 700 subviews x 1 environment x 100 samples = 70,000 "
        + "layouts + 700 subviews x 1 environment x 100 samples = 70,000 layouts = 140,000 "
        + "layouts; the server lays out at most 100,000")
    // Within the budget, the same document is previewed.
    let few: JSONValue = ["textDocument": ["uri": .string(Self.uri)], "progress": [0, 1]]
    let made = try session.response(session.request("headerspec/preview", few))
    #expect(made[path: "result", "samples"]?.arrayValue?.count == 2)
    #expect(try session.shutdownAndExit() == 0)
  }

  @Test func thePreviewLensIsRefused() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, Self.text)
    let response = try session.response(
      session.request(
        "workspace/executeCommand",
        ["command": "headerspec.showPreview", "arguments": [.string(Self.uri)]]))
    #expect(
      failure(response)
        == "the HTML page would lay out 700 subviews x 1 environment x 201 samples = 140,700 "
        + "layouts; the server lays out at most 100,000")
    try expectStillServing(session)
    #expect(try session.shutdownAndExit() == 0)
  }
}
