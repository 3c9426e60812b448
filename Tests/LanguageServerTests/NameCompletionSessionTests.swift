import JSONSyntax
import Testing

/// Names completed inside a string through the real binary, in a spec's `supports` and an open
/// `.headerspec.json`, with CJK and an emoji before the cursor on its line: each item's
/// `textEdit` covers exactly the string, quotes included, in every position encoding, and a
/// list filtered by the typed text is incomplete.
@Suite(.timeLimit(.minutes(1))) struct NameCompletionSessionTests {
  @Test(arguments: ["utf-16", "utf-8", "utf-32"])
  func aSpecsSupportsListInsideAString(encoding: String) throws {
    let text = #"{"name": "日本語🙂", "supports": {"devices": ["iPhone 11", "iPh"]}}"#
    let client = try FeatureSession(text, encoding: encoding)
    let result = try client.call("textDocument/completion", at: #""iPh""#, shift: 4)
    #expect(result["isIncomplete"] == true)
    let items = try #require(result["items"]?.arrayValue)
    let labels = items.compactMap { $0["label"]?.stringValue }
    #expect(labels.contains(#""iPhone SE 3rd generation""#))
    #expect(!labels.contains(#""iPhone 11""#) && !labels.contains(#""iPad Pro 11-inch""#))
    let item = try #require(items.first { $0["label"] == #""iPhone 16 Pro""# })
    #expect(item[path: "textEdit", "range"] == client.range(of: #""iPh""#))
    #expect(
      client.applying([item["textEdit"]!])
        == #"{"name": "日本語🙂", "supports": {"devices": ["iPhone 11", "iPhone 16 Pro"]}}"#)
  }

  @Test(arguments: ["utf-16", "utf-8", "utf-32"])
  func aProjectConfigurationsEnvironmentAndSupports(encoding: String) throws {
    let session = try LSPSession()
    try session.initialize(LSPSession.capabilities(encodings: [encoding]))
    let uri = "file:///work/name-completion/.headerspec.json"
    let text = """
      {"supports": {"devices": ["日本語🙂", ""]},
       "environment": {"device": "日本語🙂", "contentSize": "AX"}}
      """
    session.open(uri, text)
    func completion(after needle: String, shift: Int) throws -> JSONValue {
      let offset = try #require(text.utf8Offset(of: needle)) + shift
      let position = Expected.position(offset, in: text, encoding: encoding)
      let response = try session.response(
        session.request(
          "textDocument/completion",
          ["textDocument": ["uri": .string(uri)], "position": position]))
      return response["result"] ?? .null
    }
    let devices = try completion(after: #", """#, shift: 3)
    #expect(devices["isIncomplete"] == false)
    let device = try #require(devices["items"]?.arrayValue?.first)
    #expect(device["label"] == #""iPhone SE 3rd generation""#)
    #expect(device[path: "documentation", "value"]?.stringValue?.contains("375 x 667") == true)
    let empty = try #require(text.utf8Offset(of: #", """#)) + 2
    #expect(
      device[path: "textEdit", "range"]
        == Expected.range(empty, empty + 2, in: text, encoding: encoding))
    let sizes = try completion(after: #""AX""#, shift: 3)
    #expect(sizes["isIncomplete"] == true)
    #expect(
      sizes["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue }
        == [#""AX1""#, #""AX2""#, #""AX3""#, #""AX4""#, #""AX5""#])
    let start = try #require(text.utf8Offset(of: #""AX""#))
    #expect(
      sizes["items"]?.arrayValue?.first?[path: "textEdit", "range"]
        == Expected.range(start, start + 4, in: text, encoding: encoding))
  }
}

extension String {
  /// The UTF-8 offset of the first occurrence of `needle`.
  fileprivate func utf8Offset(of needle: String) -> Int? {
    let bytes = Array(utf8)
    let pattern = Array(needle.utf8)
    guard bytes.count >= pattern.count else { return nil }
    return (0...(bytes.count - pattern.count)).first {
      Array(bytes[$0..<($0 + pattern.count)]) == pattern
    }
  }
}
