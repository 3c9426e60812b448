import JSONSyntax
import LanguageServer
import Testing

/// `source.fixAll` through the real binary: advertised, offered only when asked for by kind,
/// and its one edit applies what `headerspec check --fix` would (the fixes that keep the
/// header's behaviour or repair errors), never one that changes what the header does.
@Suite(.timeLimit(.minutes(1))) struct FixAllSessionTests {
  /// An HS304 (stretchLimit without elastic: removing it keeps behaviour), an HS301
  /// (minHeight above maxHeight: the swap repairs an error) and an HS404 (snapping without
  /// ranges: adding them changes behaviour), with CJK and emoji before them.
  static let text = """
    {"name": "日本語🙂", "bar": {"maxHeight": 50, "minHeight": 80},
     "behavior": {"kind": "squareCash", "stretchLimit": 150}}
    """

  /// What `check --fix` writes for `text` (Tests/CLITests scenario check-fix-keeps-behavior
  /// has the same edits on files).
  static let fixed = """
    {"name": "日本語🙂", "bar": {"maxHeight": 80, "minHeight": 50},
     "behavior": {"kind": "squareCash"}}
    """

  func fixAll(_ client: FeatureSession, only: [JSONValue]?) throws -> [JSONValue] {
    var context: [(String, JSONValue)] = [("diagnostics", [])]
    if let only { context.append(("only", .array(only))) }
    let response = try client.call(
      "textDocument/codeAction",
      [("range", client.range(of: "maxHeight")), ("context", .object(context))])
    return try #require(response["result"]?.arrayValue)
  }

  @Test func theKindIsAdvertised() throws {
    let client = try FeatureSession(Self.text)
    let kinds = client.serverCapabilities[path: "codeActionProvider", "codeActionKinds"]
    #expect(kinds?.arrayValue?.contains("source.fixAll") == true)
  }

  @Test(arguments: ["utf-16", "utf-8"], [["source.fixAll"], ["source"]] as [[JSONValue]])
  func oneActionAppliesOnlyTheFixesThatKeepBehaviour(encoding: String, only: [JSONValue])
    throws
  {
    for documentChanges in [true, false] {
      let client = try FeatureSession(
        Self.text, encoding: encoding, documentChanges: documentChanges)
      let actions = try fixAll(client, only: only)
      #expect(actions.count == 1)
      let action = try #require(actions.first)
      #expect(action["kind"] == "source.fixAll")
      let edits =
        documentChanges
        ? action[path: "edit", "documentChanges"]?.arrayValue?.first?["edits"]?.arrayValue
        : action[path: "edit", "changes", FeatureSession.uri]?.arrayValue
      let applied = client.applying(try #require(edits))
      #expect(applied == Self.fixed)
      #expect(!applied.contains("elastic"), "making the bar elastic changes what it does")
      #expect(!applied.contains("snapping"), "new snapping ranges are a person's choice")
      // The diagnostics it lists are the two it fixes, not HS404.
      let codes = action["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }
      #expect(Set(codes ?? []) == ["HS301", "HS304"])
    }
  }

  @Test func notOfferedUnlessAskedForByKind() throws {
    let client = try FeatureSession(Self.text)
    let all = try fixAll(client, only: nil)
    #expect(!all.isEmpty, "the quick fixes are still offered")
    #expect(!all.contains { $0["kind"] == "source.fixAll" })
    #expect(try fixAll(client, only: ["quickfix"]).allSatisfy { $0["kind"] == "quickfix" })
  }

  @Test func nothingToApplyIsNoAction() throws {
    let clean = """
      {"name": "日本語🙂", "bar": {"maxHeight": 80, "minHeight": 50},
       "behavior": {"kind": "squareCash", "snappingEnabled": false}}
      """
    let client = try FeatureSession(clean)
    #expect(try fixAll(client, only: ["source.fixAll"]).isEmpty)
  }
}
