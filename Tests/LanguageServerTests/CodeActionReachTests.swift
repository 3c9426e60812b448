import LanguageServer
import Testing

/// Where a diagnostic's fixes are offered (issue 20, point 10): anywhere on its node (key or
/// value, the whole object of a snapping range) and on its lines, not only on its narrow range;
/// and the syntax and type quick fixes (point 9), each applied to the text.
@Suite(.timeLimit(.minutes(1))) struct CodeActionReachTests {
  static let spec = """
    {
      "name": "日本語🙂",
      "bar": { "maxHeight": 50,
        "minHeight": 80 },
      "behavior": { "kind": "squareCash", "snapping": [
        { "target": 0, "from": 0, "to": 0.6 },
        {
          "target": 1,
          "from": 0.4,
          "to": 1
        }
      ] },
      "subviews": []
    }
    """

  /// The titles of the quick fixes offered with the cursor at `needle` (plus `shift`).
  func titles(_ client: FeatureSession, at needle: String, shift: Int = 0) throws -> [String] {
    let cursor = client.position(of: needle, shift: shift)
    let response = try client.call(
      "textDocument/codeAction",
      [
        ("range", ["start": cursor, "end": cursor]),
        ("context", ["diagnostics": [], "only": ["quickfix"]]),
      ])
    return try #require(response["result"]?.arrayValue).compactMap { $0["title"]?.stringValue }
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func theSwapIsOfferedOnTheValueJustTypedAndOnItsLine(encoding: String) throws {
    let client = try FeatureSession(Self.spec, encoding: encoding)
    let swap = "Swap `80` and `50`"
    #expect(try titles(client, at: "80 }", shift: 1).contains(swap))
    #expect(try titles(client, at: "80 }", shift: 3).contains(swap))  // after the brace
    #expect(try titles(client, at: "\"minHeight\"", shift: -2).contains(swap))  // indentation
    #expect(try !titles(client, at: "\"name\"").contains(swap))
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func anOverlapIsFixedFromAnywhereInTheRangeObject(encoding: String) throws {
    let client = try FeatureSession(Self.spec, encoding: encoding)
    // HS402 is reported at the second range's `{`, three lines above its "to".
    #expect(try titles(client, at: "\"to\": 1", shift: 3).contains("Fix this overlap"))
    #expect(try titles(client, at: "\"from\": 0.4").contains("Fix this overlap"))
    #expect(try !titles(client, at: "\"subviews\"").contains("Fix this overlap"))
  }

  /// Each syntax or type fix, offered at its diagnostic and applied to the text.
  @Test(arguments: [
    (
      "{\n  \"bar\": { \"maxHeight\": 100, \"minHeight\": 50, },\n  \"behavior\": { \"kind\": \"fixed\" }\n}",
      "50, }", 2, "Remove the trailing comma",
      "{\n  \"bar\": { \"maxHeight\": 100, \"minHeight\": 50 },\n  \"behavior\": { \"kind\": \"fixed\" }\n}"
    ),
    (
      "\u{FEFF}{ \"bar\": { \"maxHeight\": 100 }, \"behavior\": { \"kind\": \"fixed\" } }",
      "{", 0, "Remove the byte order mark",
      "{ \"bar\": { \"maxHeight\": 100 }, \"behavior\": { \"kind\": \"fixed\" } }"
    ),
    (
      "{\n  \"bar\": { \"maxHeight\": \"375\" },\n  \"behavior\": { \"kind\": \"fixed\" }\n}",
      "\"375\"", 1, "Replace `\"375\"` with `375`",
      "{\n  \"bar\": { \"maxHeight\": 375 },\n  \"behavior\": { \"kind\": \"fixed\" }\n}"
    ),
    (
      "{\n  \"bar\": { \"maxHeight\": 100 },\n  \"behavior\": { \"kind\": \"fixed\", \"elastic\": \"yes\" }\n}",
      "\"yes\"", 1, "Replace `\"yes\"` with `true`",
      "{\n  \"bar\": { \"maxHeight\": 100 },\n  \"behavior\": { \"kind\": \"fixed\", \"elastic\": true }\n}"
    ),
    (
      "{\n  \"bar\": { \"maxHeight\": 100 }\n  \"behavior\": { \"kind\": \"fixed\" }\n}",
      "}\n", 0, "Insert a comma",
      "{\n  \"bar\": { \"maxHeight\": 100 },\n  \"behavior\": { \"kind\": \"fixed\" }\n}"
    ),
  ])
  func syntaxAndTypeFixes(text: String, at needle: String, shift: Int, title: String, fixed: String)
    throws
  {
    let client = try FeatureSession(text)
    let cursor = client.position(of: needle, shift: shift)
    let response = try client.call(
      "textDocument/codeAction",
      [("range", ["start": cursor, "end": cursor]), ("context", ["diagnostics": []])])
    let actions = try #require(response["result"]?.arrayValue)
    let action = try #require(actions.first { $0["title"]?.stringValue == title })
    let edits = try #require(
      action[path: "edit", "documentChanges"]?.arrayValue?.first?["edits"]?.arrayValue)
    #expect(client.applying(edits) == fixed)
  }
}
