import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// Formatting as one types and formatting a range, through the real binary, with CJK text and
/// emoji on the lines the edits touch: positions in the negotiated encoding, edits that cover
/// only what the keystroke or the range concerns.
@Suite(.timeLimit(.minutes(1))) struct OnTypeFormattingSessionTests {
  static let head = """
    {
      "name": "日本語🙂",
      "bar": { "maxHeight": 100, "minHeight": 44 },
      "subviews": [
        {
          "id": "title",

    """
  static let tail = """

        }
      ]
    }

    """
  static let options: JSONValue = ["tabSize": 2, "insertSpaces": true]

  @Test func theServerDeclaresItsTriggerCharacters() throws {
    let client = try FeatureSession("{}")
    #expect(
      client.serverCapabilities["documentOnTypeFormattingProvider"]
        == ["firstTriggerCharacter": "}", "moreTriggerCharacter": ["]", "\n"]])
    #expect(client.serverCapabilities["documentRangeFormattingProvider"] == true)
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func closingKeyframesPutsOneKeyframePerLine(encoding: String) throws {
    let line = #"      "kind": "label", "text": "タイトル🙂", "keyframes": "#
    let text =
      Self.head + line + #"[{"progress":0,"alpha":1},{"progress":1,"alpha":0}]"# + Self.tail
    let client = try FeatureSession(text, encoding: encoding)
    let cursor = client.offset(of: "0}]") + 3
    let edits = try #require(
      try client.call(
        "textDocument/onTypeFormatting",
        [
          ("position", Expected.position(cursor, in: text, encoding: encoding)), ("ch", "]"),
          ("options", Self.options),
        ])["result"]?.arrayValue)
    #expect(
      client.applying(edits)
        == Self.head + line + """
          [
                  { "progress": 0, "alpha": 1 },
                  { "progress": 1, "alpha": 0 }
                ]
          """ + Self.tail)
    // One edit, inside the array: the CJK and emoji before it on its line are not rewritten.
    #expect(edits.count == 1)
    let start = Expected.offset(
      of: edits.first?[path: "range", "start"] ?? .null, in: text, encoding: encoding)
    let end = Expected.offset(
      of: edits.first?[path: "range", "end"] ?? .null, in: text, encoding: encoding)
    #expect(start > client.offset(of: "["))
    #expect(end < cursor)
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func enterInKeyframesIndentsAndKeepsTheKeyframeOnOneLine(encoding: String) throws {
    let before =
      Self.head + "      \"text\": \"タイトル🙂\",\n      \"keyframes\": [\n"
      + "        {\"progress\":0,\"alpha\":1},\n"
    let after = "\n        { \"progress\": 1, \"alpha\": 0 }\n      ]" + Self.tail
    let text = before + after
    let client = try FeatureSession(text, encoding: encoding)
    let edits = try #require(
      try client.call(
        "textDocument/onTypeFormatting",
        [
          ("position", Expected.position(before.utf8.count, in: text, encoding: encoding)),
          ("ch", "\n"), ("options", Self.options),
        ])["result"]?.arrayValue)
    #expect(
      client.applying(edits)
        == Self.head + "      \"text\": \"タイトル🙂\",\n      \"keyframes\": [\n"
        + "        { \"progress\": 0, \"alpha\": 1 },\n" + "        " + after)
    // Two edits: the keyframe above and the new line's indentation; nothing else.
    #expect(edits.count == 2)
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func rangeFormattingChangesOnlyTheRange(encoding: String) throws {
    let line = #"      "kind": "label", "text": "タイトル🙂", "keyframes": ["#
    let text =
      Self.head + line + #"{"progress":0,"alpha":1}, {"progress":1,"alpha":0}]"# + Self.tail
    let client = try FeatureSession(text, encoding: encoding)
    let edits = try #require(
      try client.call(
        "textDocument/rangeFormatting",
        [
          ("range", client.range(of: #""progress":0"#)), ("options", Self.options),
        ])["result"]?.arrayValue)
    #expect(
      client.applying(edits)
        == Self.head + line + #"{ "progress": 0, "alpha": 1 }, {"progress":1,"alpha":0}]"#
        + Self.tail)
    #expect(edits.count == 1)
  }
}
