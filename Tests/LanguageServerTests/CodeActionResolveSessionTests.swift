import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// `codeAction/resolve` through the real binary: a client that resolves edits gets actions
/// without them (and with the data to find them again), and resolving one gives the edit a
/// client that does not resolve gets in the list; a stale or foreign action comes back as it
/// was.
@Suite(.timeLimit(.minutes(1))) struct CodeActionResolveSessionTests {
  static let uri = "file:///work/actions.header.json"
  static let text = """
    {
      "name": "日本語🙂",
      "bar": { "maxHeight": 100, "minHeight": 44 },
      "behavior": { "kind": "squarecash", "contentInsetTop": 100 }
    }
    """

  /// A session whose client resolves edits or not, with the spec open; the actions that
  /// `only` asks for on `"squarecash"`.
  func actions(resolving: Bool, only: [String]? = nil) throws -> (LSPSession, [JSONValue]) {
    let session = try LSPSession()
    var capabilities = LSPSession.capabilities()
    if case .object(var members) = capabilities {
      members.removeAll { $0.0 == "textDocument" }
      var codeAction: [(String, JSONValue)] = [
        ("codeActionLiteralSupport", ["codeActionKind": ["valueSet": ["quickfix", "source"]]])
      ]
      if resolving { codeAction.append(("resolveSupport", ["properties": ["edit"]])) }
      members.append(("textDocument", ["codeAction": .object(codeAction)]))
      capabilities = .object(members)
    }
    let result = try session.initialize(capabilities)
    #expect(result[path: "capabilities", "codeActionProvider", "resolveProvider"] == true)
    session.open(Self.uri, Self.text)
    _ = try session.published(Self.uri, version: 1)
    let bytes = Array(Self.text.utf8)
    let needle = Array(#""squarecash""#.utf8)
    let start = try #require(
      (0...(bytes.count - needle.count)).first {
        Array(bytes[$0..<($0 + needle.count)]) == needle
      })
    var params: [(String, JSONValue)] = [
      ("textDocument", ["uri": .string(Self.uri)]),
      ("range", Expected.range(start, start + needle.count, in: Self.text, encoding: "utf-16")),
    ]
    if let only {
      params.append(("context", ["diagnostics": [], "only": .array(only.map { .string($0) })]))
    }
    let response = try session.response(
      session.request("textDocument/codeAction", .object(params)))
    return (session, response["result"]?.arrayValue ?? [])
  }

  func resolve(_ session: LSPSession, _ action: JSONValue) throws -> JSONValue {
    try session.response(session.request("codeAction/resolve", action))["result"] ?? .null
  }

  @Test(arguments: [nil, ["source.fixAll"]] as [[String]?])
  func resolvingGivesTheEditTheListLeftOut(only: [String]?) throws {
    let (_, full) = try actions(resolving: false, only: only)
    let (session, lean) = try actions(resolving: true, only: only)
    #expect(!full.isEmpty)
    #expect(full.map { $0["title"] } == lean.map { $0["title"] })
    #expect(full.allSatisfy { $0["edit"] != nil })
    #expect(lean.allSatisfy { $0["edit"] == nil && $0["data"] != nil })
    for (fullAction, leanAction) in zip(full, lean) {
      let resolved = try resolve(session, leanAction)
      #expect(resolved["edit"] == fullAction["edit"], "\(fullAction["title"] ?? .null)")
      #expect(resolved["diagnostics"] == fullAction["diagnostics"])
    }
  }

  @Test func aStaleOrForeignActionComesBackAsItWas() throws {
    let (session, lean) = try actions(resolving: true)
    let action = try #require(lean.first)
    let foreign: JSONValue = ["title": "Something else", "kind": "quickfix"]
    #expect(try resolve(session, foreign) == foreign)
    session.change(Self.uri, version: 2, text: Self.text + "\n")
    _ = try session.published(Self.uri, version: 2)
    #expect(try resolve(session, action) == action)
    let response = try session.response(session.request("codeAction/resolve", ["kind": 1]))
    #expect(response[path: "error", "code"] == .int(ResponseError.invalidParamsCode))
  }
}
