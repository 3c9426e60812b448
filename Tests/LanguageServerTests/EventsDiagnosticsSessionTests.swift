import Foundation
import JSONSyntax
import LanguageServer
import TestSupport
import Testing

/// An events file's diagnostics through the spawned server: the file's own (schema,
/// did-you-mean, a number too large), HS409 when its spec cannot be read or has errors, the
/// check again when the open spec changes, and pulled diagnostics. Positions in UTF-8, UTF-16
/// and UTF-32 after a spec name in CJK and emoji.
@Suite(.timeLimit(.minutes(1))) struct EventsDiagnosticsSessionTests {
  typealias Events = EventsSessionTests

  /// `(range, code, message)` of each published diagnostic.
  static func summary(_ published: JSONValue) -> [[JSONValue]] {
    (published["diagnostics"]?.arrayValue ?? []).map {
      [$0["range"] ?? .null, $0["code"] ?? .null, $0["message"] ?? .null]
    }
  }

  @Test(arguments: ["utf-8", "utf-16", "utf-32"])
  func theFilesOwnProblems(encoding: String) throws {
    let folder = try Events.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = MarkedText(
      """
      {"spec": "頭-🙂.header.json", "events": [{"type": 1️⃣"scrol", "offset": 1}, \
      {"type": "scroll", 2️⃣"ofset": 2}, {"type": "scroll", "offset": 3️⃣1e999}]}
      """)
    // Named by its `$schema`, not by its file name.
    let schema = #"{"$schema": "../Schemas/scroll-events.schema.json", "#
    let marked = schema + text.text.dropFirst()
    let shift = schema.utf8.count - 1
    let (session, _, published) = try Events.open(
      marked, in: folder, encoding: encoding, name: "named-by-schema.json")
    func range(_ marker: String, _ length: Int) -> JSONValue {
      let start = text.offset(marker) + shift
      return Events.range(start, start + length, marked, encoding)
    }
    let missing = Events.offset(of: #"{"type": "scroll", "ofset""#, in: marked)
    #expect(
      Self.summary(published) == [
        [
          range("1", 7), "HS204",
          .string(
            #"type must be beginDrag, scroll, endDrag, endDecelerate, environment, "#
              + #"contentHeight, setProgress or scrollToTop, not "scrol"; did you mean scroll?"#),
        ],
        [
          Events.range(missing, missing + 1, marked, encoding), "HS203",
          #"missing required key "offset" in events[1] (Content offset)"#,
        ],
        [range("2", 7), "HS201", #"unknown key "ofset" in events[1]; did you mean offset?"#],
        [range("3", 5), "HS113", "Number is too large for a 64-bit floating point value"],
      ])
    _ = try session.shutdownAndExit()
  }

  @Test func aSpecThatCannotBeReadIsHS409() throws {
    let folder = try Events.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = #"{"spec": "無い-🙃.header.json", "events": [{"type": "scroll", "offset": 0}]}"#
    for encoding in ["utf-8", "utf-16", "utf-32"] {
      let (session, _, published) = try Events.open(text, in: folder, encoding: encoding)
      let start = Events.offset(of: #""無い"#, in: text)
      let end = Events.offset(of: #", "events""#, in: text)
      let diagnostics = published["diagnostics"]?.arrayValue ?? []
      #expect(diagnostics.count == 1)
      #expect(diagnostics.first?["code"] == "HS409")
      #expect(diagnostics.first?["range"] == Events.range(start, end, text, encoding))
      #expect(
        diagnostics.first?["message"]?.stringValue?.hasPrefix(
          "the expectations of these events are not checked: 無い-🙃.header.json cannot be read: "
        ) == true)
      _ = try session.shutdownAndExit()
    }
  }

  /// The open spec is read from the editor: with an error it is HS409; its edit checks the
  /// events file again, which then gets the replay's HS408.
  @Test func theSpecsEditChecksTheEventsFileAgain() throws {
    let folder = try Events.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = Events.events.text
    let (session, uri, first) = try Events.open(text, in: folder, encoding: "utf-8")
    #expect(Self.summary(first).map { $0[1] } == ["HS408"])
    let specURI = folder.appendingPathComponent(Events.specName).absoluteString
    let broken = Events.spec.replacingOccurrences(of: #""minHeight": 50"#, with: #""minHeight": "#)
    session.open(specURI, broken)
    let failed = try session.published(uri, version: 1)
    let start = Events.offset(of: #""頭"#, in: text)
    let end = Events.offset(of: #", "events""#, in: text)
    #expect(
      Self.summary(failed) == [
        [
          Events.range(start, end, text, "utf-8"), "HS409",
          .string(
            "the expectations of these events are not checked: 頭-🙂.header.json has an error; "
              + "check it and fix it"),
        ]
      ])
    // The spec now collapses to 30 pt: the same 30 pt of scrolling is less of its range.
    session.change(
      specURI, version: 2, text: Events.spec.replacingOccurrences(of: "50", with: "30"))
    let fixed = try session.published(uri, version: 1)
    #expect(
      Self.summary(fixed).map { $0[2] } == [
        "progress is 0.4285714286, not the expected 0.6",
        "height is 70, not the expected 71",
      ])
    // Closed, the spec is read from the disk again.
    session.notify("textDocument/didClose", ["textDocument": ["uri": .string(specURI)]])
    #expect(
      Self.summary(try session.published(uri, version: 1)).map { $0[2] }
        == ["height is 70, not the expected 71"])
    // The events file's own edit is checked too: the expectation is now met.
    let at = Events.events.offset("1")
    session.change(
      uri, version: 2, range: Events.range(at, at + 2, text, "utf-8"), text: "70")
    #expect(Self.summary(try session.published(uri, version: 2)) == [])
    _ = try session.shutdownAndExit()
  }

  /// Pulled as a spec's are; the spec's edit asks the client to pull again, and the next pull
  /// has the replay through the edited spec.
  @Test func pulledDiagnostics() throws {
    let folder = try Events.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try LSPSession()
    try session.initialize(
      [
        "general": ["positionEncodings": ["utf-16"]],
        "textDocument": ["diagnostic": [:]],
        "workspace": ["diagnostics": ["refreshSupport": true]],
      ])
    let uri = folder.appendingPathComponent("pulled.events.json").absoluteString
    session.open(uri, Events.events.text)
    func pull(_ previous: JSONValue? = nil) throws -> JSONValue {
      var params: [(String, JSONValue)] = [("textDocument", ["uri": .string(uri)])]
      if let previous { params.append(("previousResultId", previous)) }
      return try session.response(session.request("textDocument/diagnostic", .object(params)))[
        "result"] ?? .null
    }
    let report = try pull()
    #expect(report["kind"] == "full")
    #expect(report["items"]?.arrayValue?.map { $0["code"] } == ["HS408"])
    #expect(try pull(report["resultId"])["kind"] == "unchanged")
    // The spec opens in the editor with a bar that collapses to 30 pt.
    let specURI = folder.appendingPathComponent(Events.specName).absoluteString
    session.open(specURI, Events.spec.replacingOccurrences(of: "50", with: "30"))
    let refresh = try session.message("workspace/diagnostic/refresh")
    session.respond(to: refresh, result: .null)
    let fresh = try pull(report["resultId"])
    #expect(fresh["kind"] == "full")
    #expect(
      fresh["items"]?.arrayValue?.map { $0["message"] } == [
        "progress is 0.4285714286, not the expected 0.6",
        "height is 70, not the expected 71",
      ])
    _ = try session.shutdownAndExit()
  }

  /// Closed, the file's diagnostics are cleared; reopened at once with other text and the same
  /// version, it gets that text's, never the check of the text it had.
  @Test func closeAndReopen() throws {
    let folder = try Events.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (session, uri, first) = try Events.open(Events.events.text, in: folder)
    #expect(Self.summary(first).map { $0[1] } == ["HS408"])
    session.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
    #expect(try session.published(uri)["diagnostics"] == [])
    session.open(uri, Events.events.text)
    session.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
    let met = Events.events.text.replacingOccurrences(of: "71", with: "70")
    session.open(uri, met)
    // Inlay hints wait for the check of the reopened text.
    let hints = try session.response(
      session.request(
        "textDocument/inlayHint",
        [
          "textDocument": ["uri": .string(uri)],
          "range": Events.range(0, met.utf8.count, met, "utf-16"),
        ]))
    #expect(hints["result"]?.arrayValue?.count == 5)
    let publishes = try session.drain().filter {
      $0["method"] == "textDocument/publishDiagnostics"
    }.map { $0["params"] ?? .null }
    // After the last close's empty publish, only the reopened text's: no HS408.
    let lastClose = try #require(publishes.lastIndex { $0["version"] == nil })
    let after = publishes[(lastClose + 1)...]
    #expect(!after.isEmpty)
    #expect(after.allSatisfy { $0["diagnostics"] == [] && $0["version"] == 1 })
    _ = try session.shutdownAndExit()
  }
}
