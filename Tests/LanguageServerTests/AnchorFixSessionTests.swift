import JSONSyntax
import LanguageServer
import Testing

/// HS327's quick fix through the real binary: the server publishes the warning for a spec that
/// supports two widths, offers "Anchor ..." as a quickfix (never in `source.fixAll`: it
/// changes the header on the other widths), and its edits, in the negotiated encoding with CJK
/// and emoji before them, rewrite the keyframes as anchors.
@Suite(.timeLimit(.minutes(1))) struct AnchorFixSessionTests {
  static let text = """
    {"name": "日本語🙂", "bar": {"maxHeight": 100, "minHeight": 64},
     "behavior": {"kind": "fixed"},
     "supports": {"devices": ["iPhone SE 3rd generation", "iPhone 15"]},
     "subviews": [{"id": "閉じる🙂", "kind": "button", "title": "✕",
       "keyframes": [{"progress": 0, "frame": [335, 24, 30, 30]}, {"progress": 1, "size": [20, 20]}]}]}
    """

  /// At 375 pt the button is 10 pt from the right edge; the size-only keyframe keeps its centre
  /// (350, 39), so its own margins are 15 and 29.
  static let fixed = """
    {"name": "日本語🙂", "bar": {"maxHeight": 100, "minHeight": 64},
     "behavior": {"kind": "fixed"},
     "supports": {"devices": ["iPhone SE 3rd generation", "iPhone 15"]},
     "subviews": [{"id": "閉じる🙂", "kind": "button", "title": "✕",
       "keyframes": [{"progress": 0, "anchor": { "trailing": 10, "top": 24 }, "size": [30, 30]}, {"progress": 1, "anchor": { "trailing": 15, "top": 29 }, "size": [20, 20]}]}]}
    """

  @Test(arguments: ["utf-16", "utf-8", "utf-32"])
  func theQuickFixAnchorsTheSubview(encoding: String) throws {
    let client = try FeatureSession(Self.text, encoding: encoding, documentChanges: false)
    let diagnostics = client.published["diagnostics"]?.arrayValue ?? []
    let warning = try #require(diagnostics.first { $0["code"] == "HS327" })
    #expect(warning["severity"] == 2)
    let response = try client.call(
      "textDocument/codeAction",
      [
        ("range", warning["range"] ?? .null),
        ("context", .object([("diagnostics", .array([warning]))])),
      ])
    let actions = try #require(response["result"]?.arrayValue)
    let action = try #require(
      actions.first { $0["title"]?.stringValue == "Anchor `閉じる🙂` to the trailing edge" })
    #expect(action["kind"] == "quickfix")
    let edits = try #require(action[path: "edit", "changes", FeatureSession.uri]?.arrayValue)
    #expect(client.applying(edits) == Self.fixed)
    let fixAll = try client.call(
      "textDocument/codeAction",
      [
        ("range", warning["range"] ?? .null),
        ("context", .object([("diagnostics", []), ("only", ["source.fixAll"])])),
      ])
    #expect(fixAll["result"]?.arrayValue?.isEmpty == true, "a person's choice, not fixAll's")
  }
}
