import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// Structure, formatting, hints, colours and the preview through the real binary, with CJK
/// text and emoji before the positions.
@Suite(.timeLimit(.minutes(1))) struct FeatureSessionMoreTests {
  static let multiline = """
    {
      "name": "日本語🙂",
      "bar": {
        "maxHeight": 100,
        "minHeight": 44,
        "clipsToBounds": true
      },
      "behavior": { "kind": "squareCash", "contentInsetTop": 100 },
      "subviews": [
        {
          "id": "title",
          "kind": "label", "text": "タイトル🙂", "textColor": "#FF8000",
          "keyframes": [
            { "progress": 0, "frame": [0, 0, 100, 20], "alpha": 1 },
            { "progress": 1, "alpha": 0 }
          ]
        }
      ]
    }
    """

  @Test func foldingRangesKeepTheClosingBracketVisible() throws {
    let client = try FeatureSession(Self.multiline)
    let ranges = try #require(try client.call("textDocument/foldingRange")["result"]?.arrayValue)
    #expect(ranges.contains(["startLine": 0, "endLine": 17]))
    #expect(ranges.contains(["startLine": 2, "endLine": 5]))
    #expect(ranges.contains(["startLine": 12, "endLine": 14]))
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func selectionRangesGrowFromTheKey(encoding: String) throws {
    let client = try FeatureSession(Self.multiline, encoding: encoding)
    let response = try client.call(
      "textDocument/selectionRange",
      [("positions", [client.position(of: "kind\": \"label", shift: 1)])])
    var chain = try #require(response["result"]?.arrayValue?.first)
    var ranges: [JSONValue] = []
    while true {
      ranges.append(chain["range"] ?? .null)
      guard let parent = chain["parent"] else { break }
      chain = parent
    }
    #expect(ranges.contains(client.range(of: #""kind": "label""#)))
    #expect(ranges.last == client.range(0, Self.multiline.utf8.count))
  }

  @Test func formattingIsCanonicalAndIdempotent() throws {
    let text =
      "{\n" + #""name":"日本🙂","bar":{"maxHeight":100,"minHeight":44},"behavior":{"kind":"fixed"}}"#
    var client = try FeatureSession(text)
    let edits = try #require(
      try client.call(
        "textDocument/formatting", [("options", ["tabSize": 2, "insertSpaces": true])])[
          "result"]?.arrayValue)
    #expect(!edits.isEmpty)
    let formatted = client.applying(edits)
    #expect(formatted.contains("\n  \"bar\": { \"maxHeight\": 100, \"minHeight\": 44 },\n"))
    client.session.change(FeatureSession.uri, version: 2, text: formatted)
    client.text = formatted
    let again = try client.call(
      "textDocument/formatting", [("options", ["tabSize": 2, "insertSpaces": true])])
    #expect(again["result"] == [])
    let range = try client.call(
      "textDocument/rangeFormatting",
      [
        ("range", client.range(of: "\"maxHeight\"")),
        ("options", ["tabSize": 2, "insertSpaces": true]),
      ])
    #expect(range["result"] == [])
  }

  @Test func formattingIndentsAsTheRequestSays() throws {
    let text = "{\n\"name\": \"日本🙂\",\n\"bar\": {\n\"maxHeight\": 100}}"
    let client = try FeatureSession(text)
    for (options, indentation) in [
      (["tabSize": 4, "insertSpaces": true] as JSONValue, "    "),
      (["tabSize": 4, "insertSpaces": false], "\t"), (["tabSize": 2, "insertSpaces": true], "  "),
    ] {
      let edits = try #require(
        try client.call("textDocument/formatting", [("options", options)])["result"]?.arrayValue)
      let formatted = client.applying(edits)
      #expect(formatted.contains("\n\(indentation)\"name\": \"日本🙂\","), "\(options)")
      #expect(
        formatted.contains("\n\(indentation)\(indentation)\"maxHeight\": 100\n"), "\(options)")
    }
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func inlayHintsAfterKeyframeProgress(encoding: String) throws {
    let client = try FeatureSession(Self.multiline, encoding: encoding)
    let hints = try #require(
      try client.call(
        "textDocument/inlayHint", [("range", client.range(0, Self.multiline.utf8.count))])[
          "result"]?.arrayValue)
    let afterZero = client.offset(of: #""progress": 0"#) + #""progress": 0"#.utf8.count
    let hint = try #require(
      hints.first {
        $0["position"] == Expected.position(afterZero, in: Self.multiline, encoding: encoding)
      })
    #expect(hint["label"] == "100 pt")
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func colorsAndPresentations(encoding: String) throws {
    let client = try FeatureSession(Self.multiline, encoding: encoding)
    let colors = try #require(try client.call("textDocument/documentColor")["result"]?.arrayValue)
    #expect(colors.count == 1)
    #expect(colors.first?["range"] == client.range(of: ##""#FF8000""##))
    #expect(colors.first?[path: "color", "red"] == 1)
    #expect(colors.first?[path: "color", "blue"] == 0)
    let presentations = try #require(
      try client.call(
        "textDocument/colorPresentation",
        [
          ("color", ["red": 0, "green": 0, "blue": 1, "alpha": 0.5]),
          ("range", client.range(of: ##""#FF8000""##)),
        ])["result"]?.arrayValue)
    let edit = try #require(presentations.first?["textEdit"])
    #expect(client.applying([edit]).contains(##""textColor": "#0000FF80""##))
  }

  @Test func previewReturnsSamplesAndSVG() throws {
    let client = try FeatureSession(Self.multiline)
    let response = try client.call("headerspec/preview", [("progress", [0, 0.5, 1])])
    let samples = try #require(response[path: "result", "samples"]?.arrayValue)
    #expect(samples.map { $0["progress"] } == [0, 0.5, 1])
    #expect(samples.map { $0["height"] } == [100, 72, 44])
    #expect(response[path: "result", "svg"]?.stringValue?.contains("<svg") == true)
    // Without `progress`, the sampleProgress setting (five values by default).
    let defaults = try client.call("headerspec/preview")
    #expect(defaults[path: "result", "samples"]?.arrayValue?.count == 5)
  }

  @Test func previewOfABrokenSpecFails() throws {
    let client = try FeatureSession(#"{"bar": {"minHeight": 44}, "behavior": {"kind": "fixed"}}"#)
    let response = try client.call("headerspec/preview", [("progress", [0])])
    #expect(response[path: "error", "code"] == -32803)
  }

  @Test func otherJSONDocumentsGetNothing() throws {
    let client = try FeatureSession(Fixtures.validSpec)
    client.session.open("file:///work/package.json", ##"{"name": "x", "color": "#FFFFFF"}"##)
    let document: JSONValue = ["uri": "file:///work/package.json"]
    let position: JSONValue = ["line": 0, "character": 3]
    let hover = try client.session.response(
      client.session.request(
        "textDocument/hover", ["textDocument": document, "position": position]))
    #expect(hover["result"] == .null)
    let colors = try client.session.response(
      client.session.request("textDocument/documentColor", ["textDocument": document]))
    #expect(colors["result"] == [])
  }
}
