import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// Each editor feature through the real binary, with CJK text and emoji before the positions
/// so that UTF-8 and UTF-16 columns differ: results are checked at exact ranges and by applying
/// the edits the server returns.
@Suite(.timeLimit(.minutes(1))) struct FeatureSessionTests {
  /// A one-line spec whose `bar` lacks the comma before the next key the user types.
  static let missingComma =
    #"{"name": "日本語🙂👩‍👩‍👧", "bar": {"maxHeight": 100 }, "behavior": {"kind": "fixed"}}"#

  @Test(arguments: ["utf-16", "utf-8"])
  func completionRepairsTheCommaWithAndWithoutSnippets(encoding: String) throws {
    for snippets in [true, false] {
      let client = try FeatureSession(Self.missingComma, encoding: encoding, snippets: snippets)
      let result = try client.call("textDocument/completion", at: "100 ", shift: 4)
      let items = try #require(result["items"]?.arrayValue)
      let item = try #require(items.first { $0["label"] == "minHeight" })
      #expect(item["kind"] == 10)
      #expect(item[path: "documentation", "kind"] == "markdown")
      #expect(item["insertTextFormat"] == (snippets ? 2 : 1))
      let newText = try #require(item[path: "textEdit", "newText"]?.stringValue)
      #expect(newText.contains("${") == snippets)
      let additional = try #require(item["additionalTextEdits"]?.arrayValue)
      let applied = client.applying([item["textEdit"]!] + additional)
      if snippets {
        #expect(applied.contains(#""maxHeight": 100, "minHeight": ${1:20}}"#))
      } else {
        #expect(applied.contains(#""maxHeight": 100, "minHeight": 20}"#))
        #expect(JSONValue(utf8: Array(applied.utf8)) != nil)
      }
    }
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func hoverIsMarkdownAtTheKey(encoding: String) throws {
    let client = try FeatureSession(Self.missingComma, encoding: encoding)
    let hover = try client.call("textDocument/hover", at: "maxHeight", shift: 2)
    #expect(hover[path: "contents", "kind"] == "markdown")
    #expect(hover[path: "contents", "value"]?.stringValue?.isEmpty == false)
    #expect(hover["range"] == client.range(of: #""maxHeight""#))
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func quickFixIsPreferredLinkedAndApplies(encoding: String) throws {
    for documentChanges in [true, false] {
      let text =
        #"{"name": "中文🙂", "bar": {"maxHeight": 100, "minHeigth": 44}, "behavior": {"kind": "fixed"}}"#
      let client = try FeatureSession(text, encoding: encoding, documentChanges: documentChanges)
      let diagnostics = try #require(client.published["diagnostics"]?.arrayValue)
      let typo = try #require(
        diagnostics.first { $0["range"] == client.range(of: #""minHeigth""#) })
      let response = try client.call(
        "textDocument/codeAction",
        [("range", typo["range"]!), ("context", ["diagnostics": [typo]])])
      let actions = try #require(response["result"]?.arrayValue)
      let fix = try #require(actions.first { $0["kind"] == "quickfix" })
      #expect(fix["isPreferred"] == true)
      #expect(fix["diagnostics"] == [typo])
      let edits: [JSONValue]
      if documentChanges {
        #expect(fix[path: "edit", "changes"] == nil)
        let change = try #require(fix[path: "edit", "documentChanges"]?.arrayValue?.first)
        #expect(change[path: "textDocument", "version"] == 1)
        edits = change["edits"]?.arrayValue ?? []
      } else {
        #expect(fix[path: "edit", "documentChanges"] == nil)
        edits = fix[path: "edit", "changes", FeatureSession.uri]?.arrayValue ?? []
      }
      #expect(
        client.applying(edits) == text.replacingOccurrences(of: "minHeigth", with: "minHeight"))
    }
  }

  @Test func snappingRefactorsOnTheBehavior() throws {
    let text = """
      {"name": "日本🙂", "bar": {"maxHeight": 120, "minHeight": 44},
       "behavior": {"kind": "squareCash", "contentInsetTop": 120}}
      """
    let client = try FeatureSession(text)
    let response = try client.call(
      "textDocument/codeAction",
      [
        ("range", client.range(of: #""kind""#)),
        ("context", ["diagnostics": [], "only": ["refactor"]]),
      ])
    let actions = try #require(response["result"]?.arrayValue)
    #expect(!actions.isEmpty)
    #expect(actions.allSatisfy { $0["kind"] == "refactor" })
    let edits = try #require(
      actions.first?[path: "edit", "documentChanges"]?.arrayValue?.first?["edits"]?.arrayValue)
    #expect(client.applying(edits).contains(#""snapping""#))
  }

  @Test func codeActionsNeedLiteralSupport() throws {
    let text = #"{"bar": {"maxHeight": 100, "minHeigth": 44}, "behavior": {"kind": "fixed"}}"#
    let client = try FeatureSession(text, codeActionLiterals: false)
    #expect(client.serverCapabilities["codeActionProvider"] == false)
    let response = try client.call(
      "textDocument/codeAction",
      [("range", client.range(of: "minHeigth")), ("context", ["diagnostics": []])])
    #expect(response["result"] == .null)
  }

  @Test(arguments: [true, false])
  func documentSymbolsHierarchicalOrFlat(hierarchical: Bool) throws {
    let text = """
      {"name": "日本🙂", "bar": {"maxHeight": 100, "minHeight": 44},
       "behavior": {"kind": "fixed"},
       "subviews": [{"id": "タイトル", "kind": "label", "frame": [0, 0, 100, 20]}]}
      """
    let client = try FeatureSession(text, hierarchicalSymbols: hierarchical)
    let symbols = try #require(
      try client.call("textDocument/documentSymbol")["result"]?.arrayValue)
    if hierarchical {
      let bar = try #require(symbols.first { $0["name"] == "bar" })
      #expect(bar["selectionRange"] == client.range(of: #""bar""#))
      #expect(bar["kind"] == 19)
      let subviews = try #require(symbols.first { $0["name"] == "subviews" })
      #expect(subviews["children"]?.arrayValue?.count == 1)
    } else {
      #expect(symbols.allSatisfy { $0["location"]?["uri"] == .string(FeatureSession.uri) })
      #expect(symbols.contains { $0["containerName"] == "subviews" })
      #expect(symbols.allSatisfy { $0["children"] == nil })
    }
  }
}
