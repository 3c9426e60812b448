import JSONSyntax
import LanguageServer
import Testing

/// `source.sortKeys` through the real binary: advertised, offered with no `context.only` or
/// when it asks for `source`, not for `quickfix`, and its edit sorts the keys, in each position
/// encoding (CJK and emoji before the edits).
@Suite(.timeLimit(.minutes(1))) struct SortKeysSessionTests {
  static let text = """
    {"name": "日本語🙂", "behavior": {"kind": "fixed"}, "bar": {"minHeight": 50, "maxHeight": 80}}
    """
  static let sorted = """
    {"name": "日本語🙂", "bar": {"maxHeight": 80, "minHeight": 50}, "behavior": {"kind": "fixed"}}
    """

  func sortActions(_ client: FeatureSession, only: [JSONValue]?) throws -> [JSONValue] {
    var context: [(String, JSONValue)] = [("diagnostics", [])]
    if let only { context.append(("only", .array(only))) }
    let response = try client.call(
      "textDocument/codeAction",
      [("range", client.range(of: "maxHeight")), ("context", .object(context))])
    return try #require(response["result"]?.arrayValue).filter { $0["kind"] == "source.sortKeys" }
  }

  @Test(arguments: ["utf-8", "utf-16", "utf-32"])
  func offeredAndApplied(encoding: String) throws {
    let client = try FeatureSession(Self.text, encoding: encoding, documentChanges: false)
    let kinds = client.serverCapabilities[path: "codeActionProvider", "codeActionKinds"]
    #expect(kinds?.arrayValue?.contains("source.sortKeys") == true)
    for only in [nil, ["source"], ["source.sortKeys"]] as [[JSONValue]?] {
      let actions = try sortActions(client, only: only)
      #expect(actions.count == 1)
      let edits = try #require(
        actions.first?[path: "edit", "changes", FeatureSession.uri]?.arrayValue)
      #expect(client.applying(edits) == Self.sorted)
    }
    #expect(try sortActions(client, only: ["quickfix"]).isEmpty)
  }

  @Test func notOfferedWhenSorted() throws {
    let client = try FeatureSession(Self.sorted)
    #expect(try sortActions(client, only: ["source"]).isEmpty)
  }
}
