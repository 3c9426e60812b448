import Foundation
import JSONSyntax
import LanguageServer
import TestSupport
import Testing

/// Events files (`*.events.json`) through the spawned server: diagnostics of the file and of
/// its replay through the spec it names, completion, hover, inlay hints, the "Simulate" lens
/// and its page, and a check again after the spec's edit. The spec's name is in CJK and
/// emoji, so every column after the `spec` value differs between UTF-8, UTF-16 and UTF-32.
@Suite(.timeLimit(.minutes(1))) struct EventsSessionTests {
  static let specName = "頭-🙂.header.json"
  /// A squareCash bar from 100 to 50 pt that snaps to 0 or 1 at half way.
  static let spec = """
    {"name": "標題 🙂", "bar": {"maxHeight": 100, "minHeight": 50},
     "behavior": {"kind": "squareCash", "snapping": [
       {"from": 0, "to": 0.5, "target": 0}, {"from": 0.5, "to": 1, "target": 1}]},
     "subviews": []}
    """

  /// A drag to 0.6 released there (it snaps to 1), then the app's changes, on one line after
  /// the spec's name. `expect` on the scroll states a height of 71 where the replay gives 70
  /// (HS408 at 1️⃣).
  static let events = MarkedText(
    """
    {"spec": "頭-🙂.header.json", "events": [{"type": "beginDrag", "offset": -100}2️⃣, \
    {"type": "scroll", "offset": -70, "expect": {"progress": 0.6, "height": 1️⃣71}}3️⃣, \
    {"type": "endDrag", "offset": -70}4️⃣, {"type": "setProgress", "progress": 0}5️⃣, \
    {"type": "scrollToTop"}6️⃣]}
    """)

  /// A folder of its own with the spec in it.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerspec-events-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(spec.utf8).write(to: folder.appendingPathComponent(specName))
    return folder
  }

  /// A session in `encoding` with the events file of `text` open in `folder` (not the spec),
  /// and its first published diagnostics.
  static func open(
    _ text: String, in folder: URL, encoding: String = "utf-16", name: String = "s.events.json"
  ) throws -> (LSPSession, uri: String, published: JSONValue) {
    let session = try LSPSession()
    var capabilities = LSPSession.capabilities(encodings: [encoding])
    if case .object(var members) = capabilities {
      members.removeAll { $0.0 == "textDocument" }
      members.append(
        (
          "textDocument",
          [
            "publishDiagnostics": ["versionSupport": true],
            "completion": ["completionItem": ["snippetSupport": false]],
            "hover": ["contentFormat": ["markdown"]],
          ]
        ))
      capabilities = .object(members)
    }
    let result = try session.initialize(capabilities)
    #expect(result[path: "capabilities", "positionEncoding"] == .string(encoding))
    let uri = folder.appendingPathComponent(name).absoluteString
    session.open(uri, text)
    return (session, uri, try session.published(uri, version: 1))
  }

  static func range(_ start: Int, _ end: Int, _ text: String, _ encoding: String) -> JSONValue {
    Expected.range(start, end, in: text, encoding: encoding)
  }

  static func offset(of needle: String, in text: String) -> Int {
    text.utf8.count - text[text.range(of: needle)!.lowerBound...].utf8.count
  }

  // MARK: - Diagnostics, hover, inlay hints, lens: each position encoding

  @Test(arguments: ["utf-8", "utf-16", "utf-32"])
  func theReplayThroughTheNamedSpec(encoding: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = Self.events.text
    let (session, uri, published) = try Self.open(text, in: folder, encoding: encoding)
    let textDocument: JSONValue = ["uri": .string(uri)]
    // HS408 at the stated height, read from the spec on disk.
    let at = Self.events.offset("1")
    #expect(
      published["diagnostics"]
        == [
          [
            "range": Self.range(at, at + 2, text, encoding), "severity": 1, "code": "HS408",
            "source": "headerspec",
            "message": "height is 70, not the expected 71",
          ]
        ])

    // Inlay hints after each event, in the whole document.
    let all = Self.range(0, text.utf8.count, text, encoding)
    let hints = try session.response(
      session.request("textDocument/inlayHint", ["textDocument": textDocument, "range": all]))
    let labels = hints["result"]?.arrayValue?.map { $0["label"] ?? .null }
    #expect(
      labels == [
        "progress 0 · 100 pt", "progress 0.6 · 70 pt", "progress 1 · 50 pt · snaps to 1",
        "progress 0 · 100 pt", "progress 0 · 100 pt",
      ])
    let positions = hints["result"]?.arrayValue?.map { $0["position"] ?? .null }
    #expect(
      positions
        == ["2", "3", "4", "5", "6"].map {
          Expected.position(Self.events.offset($0), in: text, encoding: encoding)
        })

    // Hover on the endDrag event: its record; on the setProgress event: what it changed.
    let endDrag = Self.offset(of: #""endDrag""#, in: text)
    let hover = try session.response(
      session.request(
        "textDocument/hover",
        [
          "textDocument": textDocument,
          "position": Expected.position(endDrag, in: text, encoding: encoding),
        ]))
    #expect(
      hover[path: "result", "contents", "value"]
        == """
        **`endDrag`**, event 3 of 5

        | offset | progress | height | snap |
        | --- | --- | --- | --- |
        | -50 pt | 1 | 50 pt | snaps to 1 |
        """)
    let eventStart = Self.offset(of: #"{"type": "endDrag""#, in: text)
    #expect(
      hover[path: "result", "range"]
        == Self.range(eventStart, Self.events.offset("4"), text, encoding))
    let setProgress = Self.offset(of: #""setProgress""#, in: text)
    let changed = try session.response(
      session.request(
        "textDocument/hover",
        [
          "textDocument": textDocument,
          "position": Expected.position(setProgress, in: text, encoding: encoding),
        ]))
    #expect(
      changed[path: "result", "contents", "value"]?.stringValue?.hasSuffix(
        "The app sets the progress to 0: the offset goes from -50 to -100 pt, the height "
          + "from 50 pt to 100 pt.") == true)

    // The spec value: the file it resolves to.
    let spec = Self.offset(of: #""頭"#, in: text) + 2
    let specHover = try session.response(
      session.request(
        "textDocument/hover",
        [
          "textDocument": textDocument,
          "position": Expected.position(spec, in: text, encoding: encoding),
        ]))
    let path = folder.appendingPathComponent(Self.specName).standardizedFileURL.path
    #expect(
      specHover[path: "result", "contents", "value"]?.stringValue?.hasPrefix(
        "**Spec**: `\(path)`") == true)

    // The lens above the `events` key, which replays the file.
    let lenses = try session.response(
      session.request("textDocument/codeLens", ["textDocument": textDocument]))
    let key = Self.offset(of: #""events""#, in: text)
    #expect(
      lenses["result"]
        == [
          [
            "range": Self.range(key, key + 8, text, encoding),
            "command": [
              "title": "Simulate 5 events", "command": "headerspec.showPreview",
              "arguments": [.string(uri), "events"],
            ],
          ]
        ])
    _ = try session.shutdownAndExit()
  }

  // MARK: - Completion, the replay page, the spec link

  @Test func completionOfTypesKeysAndExpectKeys() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = MarkedText(
      """
      {"spec": "頭-🙂.header.json", "events": [{"type": 1️⃣"scroll", "offset": 0, 2️⃣}, \
      {"type": "setProgress", "progress": 1, "expect": {"height": 50, 3️⃣}}]}
      """)
    for encoding in ["utf-8", "utf-16", "utf-32"] {
      let (session, uri, _) = try Self.open(text.text, in: folder, encoding: encoding)
      func labels(_ marker: String) throws -> [String] {
        let response = try session.response(
          session.request(
            "textDocument/completion",
            [
              "textDocument": ["uri": .string(uri)],
              "position": Expected.position(
                text.offset(marker), in: text.text, encoding: encoding),
            ]))
        let items = response[path: "result", "items"]?.arrayValue ?? []
        return items.compactMap { $0["label"]?.stringValue }
      }
      // The event types, each documented, replacing the string at the cursor.
      let types = try session.response(
        session.request(
          "textDocument/completion",
          [
            "textDocument": ["uri": .string(uri)],
            "position": Expected.position(text.offset("1"), in: text.text, encoding: encoding),
          ]))
      let items = types[path: "result", "items"]?.arrayValue ?? []
      #expect(
        items.compactMap { $0["label"]?.stringValue }
          == [
            #""beginDrag""#, #""scroll""#, #""endDrag""#, #""endDecelerate""#,
            #""environment""#, #""contentHeight""#, #""setProgress""#, #""scrollToTop""#,
          ])
      let scroll = try #require(items.first { $0["label"] == #""scroll""# })
      #expect(
        scroll["documentation"]?["value"]
          == "The content moved to `offset`: the behaviour computes the progress.")
      let scrollStart = text.offset("1")
      #expect(
        scroll[path: "textEdit", "range"]
          == Self.range(scrollStart, scrollStart + 8, text.text, encoding))
      // A scroll event's keys: not those present, not those only endDrag, environment,
      // contentHeight or setProgress take.
      #expect(try labels("2") == ["expect"])
      // The expect keys not yet there.
      #expect(try labels("3") == ["progress", "offset", "snappedTo", "tolerance"])
      _ = try session.shutdownAndExit()
    }
  }

  @Test func theSimulateCommandWritesThePageReplayingTheRecords() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try LSPSession()
    try session.initialize(LensAndLinkSessionTests.capabilities(showDocument: true))
    let uri = folder.appendingPathComponent("replay.events.json").absoluteString
    session.open(uri, Self.events.text)
    let id = session.request(
      "workspace/executeCommand",
      ["command": "headerspec.showPreview", "arguments": [.string(uri), "events"]])
    let show = try session.message("window/showDocument")
    let target = try #require(show[path: "params", "uri"]?.stringValue)
    #expect(target.hasSuffix(".html#play=fling"))
    session.respond(to: show, result: ["success": true])
    #expect(try session.response(id)[path: "result", "uri"] == .string(target))
    let html = try String(contentsOf: try #require(URL(string: target)), encoding: .utf8)
    // The spec's page (its name), whose first environment plays the five records.
    #expect(html.contains("<title>標題 🙂 · headerspec preview</title>"))
    #expect(
      html.contains(
        #""gesture":[[0,100,"beginDrag",null],[0.6,70,"scroll",null],[1,50,"endDrag",1],"#
          + #"[0,100,"setProgress",null],[0,100,"scrollToTop",null]]"#))
    // A spec's URI with "events" is refused: it is not an events file.
    let wrong = session.request(
      "workspace/executeCommand",
      [
        "command": "headerspec.showPreview",
        "arguments": [
          .string(folder.appendingPathComponent(Self.specName).absoluteString), "events",
        ],
      ])
    #expect(try session.response(wrong)[path: "error", "code"] == -32803)
    _ = try session.shutdownAndExit()
  }

  @Test func theSpecValueLinksToTheSpecFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = Self.events.text
    let (session, uri, _) = try Self.open(text, in: folder, encoding: "utf-32")
    let response = try session.response(
      session.request("textDocument/documentLink", ["textDocument": ["uri": .string(uri)]]))
    let start = Self.offset(of: "頭", in: text)
    let end = Self.offset(of: #"", "events""#, in: text)
    let target = folder.appendingPathComponent(Self.specName).standardizedFileURL
    #expect(
      response["result"]
        == [
          [
            "range": Self.range(start, end, text, "utf-32"),
            "target": .string(target.absoluteString),
            "tooltip": "Open the spec",
          ]
        ])
    _ = try session.shutdownAndExit()
  }
}
