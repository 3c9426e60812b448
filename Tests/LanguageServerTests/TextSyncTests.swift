import JSONSyntax
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

  /// Whether `published` has a diagnostic exactly at UTF-8 `start ..< end` of the mirror.
  func hasDiagnostic(_ published: JSONValue, at start: Int, _ end: Int, _ mirror: Mirror) -> Bool {
    (published["diagnostics"]?.arrayValue ?? []).contains {
      $0["range"] == mirror.range(start, end)
    }
  }

  @Test(arguments: ["utf-16", "utf-8", "utf-32"])
  func incrementalEditsWithCJKAndEmoji(encoding: String) throws {
    let session = try LSPSession()
    let result = try session.initialize(LSPSession.capabilities(encodings: [encoding]))
    #expect(result[path: "capabilities", "positionEncoding"] == .string(encoding))
    // A valid spec with a stray `@` after non-ASCII text on its second line.
    var mirror = Mirror(
      text: "{\"bar\": {\"maxHeight\": 100}, \"behavior\": {\"kind\": \"fixed\"},\n"
        + " \"name\": \"👩‍👩‍👧日本語🙂\" @}",
      encoding: encoding)
    session.open(Self.uri, mirror.text)
    var published = try session.published(Self.uri, version: 1)
    var at = mirror.offset(of: "@")
    #expect(hasDiagnostic(published, at: at, at + 1, mirror))

    // Insert CJK text and an emoji before the error, on its line.
    let quote = mirror.offset(of: "\" @")
    session.change(Self.uri, version: 2, range: mirror.range(quote, quote), text: "中文🙂")
    mirror.replace(quote, quote, with: "中文🙂")
    published = try session.published(Self.uri, version: 2)
    at = mirror.offset(of: "@")
    #expect(hasDiagnostic(published, at: at, at + 1, mirror))

    // Delete an emoji (two UTF-16 units, four UTF-8 bytes, one scalar) before the error.
    let emoji = mirror.offset(of: "🙂")
    session.change(Self.uri, version: 3, range: mirror.range(emoji, emoji + 4), text: "")
    mirror.replace(emoji, emoji + 4, with: "")
    published = try session.published(Self.uri, version: 3)
    at = mirror.offset(of: "@")
    #expect(hasDiagnostic(published, at: at, at + 1, mirror))

    // A second error on the first line: both are where they should be.
    let lineEnd = mirror.offset(of: ",\n") + 1
    session.change(Self.uri, version: 4, range: mirror.range(lineEnd, lineEnd), text: "@")
    mirror.replace(lineEnd, lineEnd, with: "@")
    published = try session.published(Self.uri, version: 4)
    let second = mirror.offset(of: " @") + 1
    #expect(hasDiagnostic(published, at: lineEnd, lineEnd + 1, mirror))
    #expect(hasDiagnostic(published, at: second, second + 1, mirror))

    // Remove both (two notifications in a row, possibly coalesced): a valid spec again.
    session.change(Self.uri, version: 5, range: mirror.range(second - 1, second + 1), text: "")
    mirror.replace(second - 1, second + 1, with: "")
    session.change(Self.uri, version: 6, range: mirror.range(lineEnd, lineEnd + 1), text: "")
    mirror.replace(lineEnd, lineEnd + 1, with: "")
    published = try session.published(Self.uri, version: 6)
    #expect(published["diagnostics"] == [])
    #expect(try state(session)["text"] == .string(mirror.text))
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func relatedInformationPointsAtTheOtherParty(encoding: String) throws {
    let session = try LSPSession()
    try session.initialize(LSPSession.capabilities(encodings: [encoding]))
    // The second subview repeats the first one's id (HS312, related: the first); non-ASCII
    // text before both so that the columns differ between encodings.
    let keyframes = #""keyframes": [{"progress": 0, "frame": [0, 0, 10, 10]}]"#
    let mirror = Mirror(
      text: "{\"bar\": {\"maxHeight\": 100}, \"behavior\": {\"kind\": \"fixed\"},\n"
        + " \"subviews\": [{\"text\": \"日本🙂\", \"id\": \"a\", \"kind\": \"label\", \(keyframes)},\n"
        + "  {\"text\": \"中文🙂\", \"id\": \"a\", \"kind\": \"label\", \(keyframes)}]}",
      encoding: encoding)
    session.open(Self.uri, mirror.text)
    let published = try session.published(Self.uri, version: 1)
    let duplicate = try #require(
      published["diagnostics"]?.arrayValue?.first { $0["code"] == "HS312" })
    let related = try #require(duplicate["relatedInformation"]?.arrayValue?.first)
    let first = mirror.offset(of: "\"a\"")
    #expect(related[path: "location", "uri"] == .string(Self.uri))
    #expect(related[path: "location", "range", "start"] == mirror.range(first, first)["start"])
    #expect(related["message"] == "first used here")
    let second = mirror.offset(of: "中文")
    #expect(duplicate[path: "range", "start", "line"] == 2)
    #expect(
      (duplicate[path: "range", "start", "character"]?.intValue ?? 0)
        > (mirror.range(second, second)[path: "start", "character"]?.intValue ?? .max))
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
    session.open(Self.uri, Fixtures.validSpec)
    #expect(try session.published(Self.uri)["diagnostics"] == [])
    session.change(Self.uri, version: 2, text: "{\"a\": }")
    let published = try session.published(Self.uri)
    #expect(published["version"] == 2)
    #expect(published["diagnostics"]?.arrayValue?.isEmpty == false)
  }

  @Test func documentsThatAreNoSpecsGetNothing() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open("file:///work/package.json", "{ broken")
    session.open("file:///work/other.json", "{\"$schema\": \"https://example.com/other.json\", ,}")
    session.open("file:///work/named.json", "{\"$schema\": \"../header-spec.schema.json\", ,}")
    session.open("file:///work/by-id.json", "{\"$schema\": \"\(SpecDocumentFilter.schemaID)\", ,}")
    #expect(
      try session.published("file:///work/named.json")["diagnostics"]?.arrayValue?.isEmpty == false)
    #expect(
      try session.published("file:///work/by-id.json")["diagnostics"]?.arrayValue?.isEmpty == false)
    let others = try session.drain().filter {
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
    #expect(try session.published(uri)["diagnostics"]?.arrayValue?.isEmpty == false)
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
    let more = try session.drain().filter {
      $0["method"] == "textDocument/publishDiagnostics"
    }
    #expect(more.isEmpty)
  }

  @Test func featureRequestsGetTheAnalysisOfTheCurrentVersion() throws {
    let session = try LSPSession()
    try session.initialize()
    let params: JSONValue = ["textDocument": ["uri": .string(Self.uri)]]
    let (first, request) = session.makeRequest("headerspec/documentState", params)
    let (second, again) = session.makeRequest("headerspec/documentState", params)
    let open = LSPSession.notification(
      "textDocument/didOpen",
      ["textDocument": ["uri": .string(Self.uri), "languageId": "json", "version": 1, "text": "{"]])
    // Asked in the same chunk as the open and an edit: both wait for version 2's analysis.
    let change = LSPSession.change(Self.uri, version: 2, text: Fixtures.validSpec)
    session.write([open, request, change, again].flatMap(LSPSession.framed))
    for id in [first, second] {
      let result = try session.response(id)["result"]
      #expect(result?["analysed"] == true)
      #expect(result?["version"] == 2)
      #expect(result?["text"] == .string(Fixtures.validSpec))
    }
    session.open("file:///work/plain.json", "{}")
    let plain = session.request(
      "headerspec/documentState", ["textDocument": ["uri": "file:///work/plain.json"]])
    #expect(try session.response(plain)[path: "result", "analysed"] == false)
    let missing = session.request(
      "headerspec/documentState", ["textDocument": ["uri": "file:///work/none.json"]])
    #expect(try session.response(missing)["result"] == .null)
  }
}
