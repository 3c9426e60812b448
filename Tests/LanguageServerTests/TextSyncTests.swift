import LanguageServer
import Testing

/// Incremental and full edits with CJK text and emoji, in every position encoding: the
/// diagnostic positions must be exact, as computed from the text itself.
@Suite(.timeLimit(.minutes(1))) struct TextSyncTests {
  static let uri = "file:///work/sync.header.json"

  /// The client's copy of the document, edited by UTF-8 offsets.
  struct Mirror {
    var text: String
    let encoding: String

    /// The LSP range of UTF-8 `start ..< end`.
    func range(_ start: Int, _ end: Int) -> JSONValue {
      Expected.range(start, end, in: text, encoding: encoding)
    }

    func offset(of needle: String) -> Int {
      let bytes = Array(text.utf8)
      let pattern = Array(needle.utf8)
      return (0...(bytes.count - pattern.count)).first {
        Array(bytes[$0..<($0 + pattern.count)]) == pattern
      }!
    }

    mutating func replace(_ start: Int, _ end: Int, with newText: String) {
      var bytes = Array(text.utf8)
      bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
      text = String(decoding: bytes, as: UTF8.self)
    }
  }

  @Test(arguments: ["utf-16", "utf-8", "utf-32"])
  func incrementalEditsWithCJKAndEmoji(encoding: String) throws {
    let session = try LSPSession()
    let result = try session.initialize(LSPSession.capabilities(encodings: [encoding]))
    #expect(result[path: "capabilities", "positionEncoding"] == .string(encoding))
    var mirror = Mirror(
      text: "{\"title\": \"日本語🙂\", \"a\": tru,\n \"b\": \"👩‍👩‍👧\" }", encoding: encoding)
    session.open(Self.uri, mirror.text)
    var published = try session.published(Self.uri)
    var start = mirror.offset(of: "tru")
    #expect(published["version"] == 1)
    #expect(
      published[path: "diagnostics"]?.arrayValue?.first?["range"] == mirror.range(start, start + 3))

    // Insert CJK text and an emoji before the error, on its line.
    let insertion = "\"中文🙂\", \"c\": "
    session.change(Self.uri, version: 2, range: mirror.range(start, start), text: insertion)
    mirror.replace(start, start, with: insertion)
    published = try session.published(Self.uri)
    start = mirror.offset(of: "tru")
    #expect(published["version"] == 2)
    #expect(
      published[path: "diagnostics"]?.arrayValue?.first?["range"] == mirror.range(start, start + 3))

    // Delete the emoji in the title (two UTF-16 units, four UTF-8 bytes, one scalar).
    let emoji = mirror.offset(of: "🙂")
    session.change(Self.uri, version: 3, range: mirror.range(emoji, emoji + 4), text: "")
    mirror.replace(emoji, emoji + 4, with: "")
    published = try session.published(Self.uri)
    start = mirror.offset(of: "tru")
    #expect(published["version"] == 3)
    #expect(
      published[path: "diagnostics"]?.arrayValue?.first?["range"] == mirror.range(start, start + 3))

    // An error on the second line, after a family emoji (several scalars and joiners).
    let family = mirror.offset(of: "👩")
    let afterFamily = mirror.offset(of: "\" }") + 1
    session.change(Self.uri, version: 4, range: mirror.range(afterFamily, afterFamily), text: " x")
    mirror.replace(afterFamily, afterFamily, with: " x")
    published = try session.published(Self.uri)
    let diagnostics = published["diagnostics"]?.arrayValue ?? []
    let x = mirror.offset(of: " x") + 1
    #expect(diagnostics.contains { $0["range"] == mirror.range(x, x + 1) })
    #expect(family < x)

    // Fix both: no diagnostics.
    session.change(Self.uri, version: 5, range: mirror.range(x - 1, x + 1), text: "")
    mirror.replace(x - 1, x + 1, with: "")
    start = mirror.offset(of: "tru")
    session.change(Self.uri, version: 6, range: mirror.range(start, start + 3), text: "true")
    mirror.replace(start, start + 3, with: "true")
    published = try session.published(Self.uri)
    if published["version"] == 5 { published = try session.published(Self.uri) }
    #expect(published["version"] == 6)
    #expect(published["diagnostics"] == [])
    #expect(try state(session)["text"] == .string(mirror.text))
  }

  /// The server's view of the document (`headerspec/documentState`).
  func state(_ session: LSPSession, uri: String = TextSyncTests.uri) throws -> JSONValue {
    let id = session.request("headerspec/documentState", ["textDocument": ["uri": .string(uri)]])
    return try session.response(id)["result"] ?? .null
  }

  @Test func severalChangesInOneNotificationApplyInOrder() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, "ab\r\ncd")
    let first: JSONValue = [
      "start": ["line": 1, "character": 0], "end": ["line": 1, "character": 1],
    ]
    let second: JSONValue = [
      "start": ["line": 0, "character": 2], "end": ["line": 1, "character": 0],
    ]
    session.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(Self.uri), "version": 2],
        "contentChanges": [["range": first, "text": "X\nY"], ["range": second, "text": "-"]],
      ])
    let result = try state(session)
    #expect(result["text"] == "ab-X\nYd")
    #expect(result["version"] == 2)
    #expect(result["lineCount"] == 2)
  }

  @Test func fullChangeReplacesTheText() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, "{}")
    #expect(try session.published(Self.uri)["diagnostics"] == [])
    session.change(Self.uri, version: 2, text: "{\"a\": }")
    let published = try session.published(Self.uri)
    #expect(published["version"] == 2)
    #expect(published["diagnostics"]?.arrayValue?.count == 1)
  }

  @Test func documentsThatAreNoSpecsGetNothing() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open("file:///work/package.json", "{ broken")
    session.open("file:///work/other.json", "{\"$schema\": \"https://example.com/other.json\", ,}")
    session.open("file:///work/named.json", "{\"$schema\": \"../header-spec.schema.json\", ,}")
    session.open("file:///work/by-id.json", "{\"$schema\": \"\(SpecDocumentFilter.schemaID)\", ,}")
    #expect(try session.published("file:///work/named.json")["diagnostics"]?.arrayValue?.count == 1)
    #expect(try session.published("file:///work/by-id.json")["diagnostics"]?.arrayValue?.count == 1)
    let others = session.drain(after: 0.3).filter {
      $0[path: "params", "uri"] == "file:///work/package.json"
        || $0[path: "params", "uri"] == "file:///work/other.json"
    }
    #expect(others.isEmpty)
  }

  @Test func closeClearsPushedDiagnostics() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, "{,}")
    #expect(try session.published(Self.uri)["diagnostics"]?.arrayValue?.isEmpty == false)
    session.notify("textDocument/didClose", ["textDocument": ["uri": .string(Self.uri)]])
    #expect(try session.published(Self.uri)["diagnostics"] == [])
  }

  @Test func removingTheSchemaClearsDiagnostics() throws {
    let session = try LSPSession()
    try session.initialize()
    let uri = "file:///work/plain.json"
    session.open(uri, "{\"$schema\": \"header-spec.schema.json\", ,}")
    #expect(try session.published(uri)["diagnostics"]?.arrayValue?.count == 1)
    session.change(uri, version: 2, text: "{ ,}")
    let cleared = try session.published(uri)
    #expect(cleared["diagnostics"] == [])
    #expect(cleared["version"] == 2)
  }

  @Test func rapidEditsAreCoalesced() throws {
    let session = try LSPSession()
    try session.initialize()
    var chunk = LSPSession.framed(
      LSPSession.notification(
        "textDocument/didOpen",
        [
          "textDocument": [
            "uri": .string(Self.uri), "languageId": "json", "version": 1, "text": "[",
          ]
        ]))
    for version in 2...51 {
      // Appends a digit at the end of the one line: "[", "[1", "[11", ...
      let end: JSONValue = ["line": 0, "character": .int(version - 1)]
      let change = LSPSession.change(
        Self.uri, version: version, range: ["start": end, "end": end], text: "1")
      chunk += LSPSession.framed(change)
    }
    session.write(chunk)
    let published = try session.published(Self.uri)
    #expect(published["version"] == 51)
    let more = session.drain(after: 0.3).filter {
      $0["method"] == "textDocument/publishDiagnostics"
    }
    #expect(more.isEmpty)
  }
}
