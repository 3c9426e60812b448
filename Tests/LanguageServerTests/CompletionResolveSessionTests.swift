import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// `completionItem/resolve` through the real binary: a client that resolves documentation gets
/// items without it (and with the data to find them again), and resolving one item gives the
/// documentation a client that does not resolve gets in the list; a stale or foreign item
/// comes back as it was.
@Suite(.timeLimit(.minutes(1))) struct CompletionResolveSessionTests {
  static let uri = "file:///work/resolve.header.json"
  static let text = """
    {
      "name": "日本語🙂",
      "bar": { "minHeight": 44,  },
      "behavior": { "kind": "fixed" }
    }
    """
  /// After `"minHeight": 44, ` in `bar`: where the keys of `bar` are proposed.
  static let cursor: Int = {
    let bytes = Array(text.utf8)
    let needle = Array(#""minHeight": 44, "#.utf8)
    let start = (0...(bytes.count - needle.count)).first {
      Array(bytes[$0..<($0 + needle.count)]) == needle
    }
    return (start ?? 0) + needle.count
  }()

  /// A session whose client resolves documentation or not, with the spec open; the items at
  /// the cursor.
  func items(resolving: Bool) throws -> (LSPSession, [JSONValue]) {
    let session = try LSPSession()
    var capabilities = LSPSession.capabilities()
    if case .object(var members) = capabilities {
      members.removeAll { $0.0 == "textDocument" }
      let item: JSONValue =
        resolving ? ["resolveSupport": ["properties": ["documentation", "detail"]]] : [:]
      members.append(("textDocument", ["completion": ["completionItem": item]]))
      capabilities = .object(members)
    }
    let result = try session.initialize(capabilities)
    #expect(result[path: "capabilities", "completionProvider", "resolveProvider"] == true)
    session.open(Self.uri, Self.text)
    _ = try session.published(Self.uri, version: 1)
    let response = try session.response(
      session.request(
        "textDocument/completion",
        [
          "textDocument": ["uri": .string(Self.uri)],
          "position": Expected.position(Self.cursor, in: Self.text, encoding: "utf-16"),
        ]))
    return (session, response[path: "result", "items"]?.arrayValue ?? [])
  }

  func resolve(_ session: LSPSession, _ item: JSONValue) throws -> JSONValue {
    try session.response(session.request("completionItem/resolve", item))["result"] ?? .null
  }

  @Test func resolvingGivesTheDocumentationTheListLeftOut() throws {
    let (_, full) = try items(resolving: false)
    let (session, lean) = try items(resolving: true)
    let fullItem = try #require(full.first { $0["label"] == "maxHeight" })
    let leanItem = try #require(lean.first { $0["label"] == "maxHeight" })
    let documentation = try #require(fullItem["documentation"])
    #expect(leanItem["documentation"] == nil)
    #expect(leanItem["data"] != nil)
    #expect(lean.allSatisfy { $0["documentation"] == nil })
    let resolved = try resolve(session, leanItem)
    #expect(resolved["documentation"] == documentation)
    #expect(resolved["label"] == "maxHeight")
    #expect(resolved["textEdit"] == fullItem["textEdit"])
    #expect(resolved["detail"] == fullItem["detail"])
  }

  @Test func aStaleOrForeignItemComesBackAsItWas() throws {
    let (session, lean) = try items(resolving: true)
    let item = try #require(lean.first { $0["label"] == "maxHeight" })
    let foreign: JSONValue = ["label": "maxHeight", "kind": 10]
    #expect(try resolve(session, foreign) == foreign)
    session.change(Self.uri, version: 2, text: Self.text + "\n")
    _ = try session.published(Self.uri, version: 2)
    #expect(try resolve(session, item) == item)
    // Not an item at all: InvalidParams.
    let response = try session.response(session.request("completionItem/resolve", [1]))
    #expect(response[path: "error", "code"] == .int(ResponseError.invalidParamsCode))
  }
}
