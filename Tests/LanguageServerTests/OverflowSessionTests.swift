import Foundation
import JSONSyntax
import LanguageServer
import Testing

/// Geometry too large for a `Double` in the editor: HS313 at the overflowing number (exact
/// range, in the negotiated encoding), and a preview that refuses instead of showing null.
@Suite(.timeLimit(.minutes(1))) struct OverflowSessionTests {
  static let uri = "file:///work/overflow.header.json"

  static let text = """
    {"name": "标题 😀", "bar": {"maxHeight": 100, "minHeight": 50},
     "behavior": {"kind": "squareCash", "elastic": true, "snappingEnabled": false},
     "subviews": [{"id": "box", "kind": "label", "text": "日本🙂",
       "keyframes": [{"progress": 0, "frame": [1.7e308, 0, 1.7e308, 10]}]}]}
    """

  @Test(arguments: ["utf-16", "utf-8"])
  func overflowIsAnErrorAtTheNumber(encoding: String) throws {
    let session = try LSPSession()
    try session.initialize(LSPSession.capabilities(encodings: [encoding]))
    session.open(Self.uri, Self.text)
    let published = try session.published(Self.uri, version: 1)
    let diagnostics = published["diagnostics"]?.arrayValue ?? []
    #expect(diagnostics.map { $0["code"] } == ["HS313"])
    let start = try #require(Self.text.utf8.firstRange(of: "1.7e308".utf8)).lowerBound
    let offset = Self.text.utf8.distance(from: Self.text.utf8.startIndex, to: start)
    #expect(
      diagnostics.first?["range"]
        == Expected.range(offset, offset + 7, in: Self.text, encoding: encoding))
    #expect(diagnostics.first?["severity"] == 1)
  }

  @Test func previewRefusesAnOverflowingSpecAndAnOverflowingProgress() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, Self.text)
    let refused = try session.response(
      session.request("headerspec/preview", ["textDocument": ["uri": .string(Self.uri)]]))
    #expect(refused[path: "error", "code"] == .int(ResponseError.requestFailedCode))
    #expect(refused[path: "error", "message"]?.stringValue?.hasSuffix("[HS313]") == true)
    // The same bar with a sane frame previews, but not stretched to progress -1e307 (elastic,
    // no stretch limit: the height passes 1.8e308).
    session.change(
      Self.uri, version: 2,
      text: Self.text.replacingOccurrences(of: "1.7e308", with: "10"))
    _ = try session.published(Self.uri, version: 2)
    let params: JSONValue = ["textDocument": ["uri": .string(Self.uri)], "progress": [0, -1e307]]
    let stretched = try session.response(session.request("headerspec/preview", params))
    #expect(stretched[path: "error", "code"] == .int(ResponseError.requestFailedCode))
    #expect(
      stretched[path: "error", "message"]
        == "the layout at progress -1e+307 overflows a 64-bit floating point number")
    let sane: JSONValue = ["textDocument": ["uri": .string(Self.uri)], "progress": [0, -0.5]]
    let previewed = try session.response(session.request("headerspec/preview", sane))
    #expect(previewed[path: "result", "samples"]?.arrayValue?.count == 2)
  }
}
