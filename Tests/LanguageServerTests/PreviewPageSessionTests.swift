import Foundation
import JSONSyntax
import LanguageServer
import Testing

/// `headerspec/preview` with a `nonce`: the HTML page for the VS Code webview, its data for the
/// messages posted on edits, and each keyframe's range for following the cursor.
@Suite(.timeLimit(.minutes(1))) struct PreviewPageSessionTests {
  static let uri = "file:///work/page.header.json"

  // The second keyframe object starts on line 4 (0-based) at column 5.
  static let text = """
    {"name": "标题 😀", "bar": {"maxHeight": 100, "minHeight": 50},
     "behavior": {"kind": "squareCash"},
     "subviews": [{"id": "box", "kind": "view", "keyframes": [
       {"progress": 0, "frame": [0, 0, 10, 10]},
         {"progress": 0.4, "frame": [0, 40, 10, 10]}]}]}
    """

  @Test func aNonceGivesThePageItsDataAndTheKeyframes() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, Self.text)
    let params: JSONValue = [
      "textDocument": ["uri": .string(Self.uri)], "progress": [0], "nonce": "abc+/=",
    ]
    let response = try session.response(session.request("headerspec/preview", params))
    let html = try #require(response[path: "result", "html"]?.stringValue)
    #expect(html.contains("script-src 'nonce-abc+/='"))
    #expect(html.contains("<script nonce=\"abc+/=\">"))
    let environments = response[path: "result", "page", "environments"]?.arrayValue ?? []
    #expect(environments.count == 1)
    #expect(environments.first?["samples"]?.arrayValue?.count == 201)
    let keyframes = response[path: "result", "keyframes"]?.arrayValue ?? []
    #expect(keyframes.map { $0["progress"] } == [.int(0), .number(0.4)])
    #expect(keyframes.last?[path: "range", "start"] == ["line": 4, "character": 5])
  }

  @Test func aNonceThatIsNotBase64IsRefused() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, Self.text)
    let params: JSONValue = ["textDocument": ["uri": .string(Self.uri)], "nonce": "a' b"]
    let response = try session.response(session.request("headerspec/preview", params))
    #expect(response[path: "error", "code"] == .int(ResponseError.invalidParamsCode))
    #expect(response[path: "result"] == nil)
  }
}
