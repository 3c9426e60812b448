import Foundation
import JSONSyntax
import LanguageServer
import Testing

/// `textDocument/diagnostic` and `workspace/diagnostic` for clients that pull.
@Suite(.timeLimit(.minutes(1))) struct PullDiagnosticsTests {
  static let uri = "file:///work/pull.header.json"

  func pullSession(_ capabilities: JSONValue = LSPSession.capabilities(pull: true)) throws
    -> LSPSession
  {
    let session = try LSPSession()
    try session.initialize(capabilities)
    return session
  }

  func pull(_ session: LSPSession, previous: String? = nil) throws -> JSONValue {
    var params: [(String, JSONValue)] = [("textDocument", ["uri": .string(Self.uri)])]
    if let previous { params.append(("previousResultId", .string(previous))) }
    return try session.response(session.request("textDocument/diagnostic", .object(params)))[
      "result"] ?? .null
  }

  /// Waits until the workspace pull with `token` has checked the folders (the end of its
  /// progress, sent just before it parks when nothing changed), then for a round trip, so
  /// the server has parked it: events, not a fixed time.
  func waitUntilParked(_ session: LSPSession, token: String) throws {
    _ = try session.wait(for: "the end of \(token)'s progress") {
      $0["method"] == "$/progress" && $0[path: "params", "token"] == .string(token)
        && $0[path: "params", "value", "kind"] == "end"
    }
    try session.roundTrip()
  }

  @Test func pullGivesFullThenUnchangedThenFull() throws {
    let session = try pullSession()
    session.open(Self.uri, "{\"a\": 1,}")
    let first = try pull(session)
    #expect(first["kind"] == "full")
    #expect(first["items"]?.arrayValue?.isEmpty == false)
    let resultID = try #require(first["resultId"]?.stringValue)
    let second = try pull(session, previous: resultID)
    #expect(second == ["kind": "unchanged", "resultId": .string(resultID)])
    session.change(Self.uri, version: 2, text: Fixtures.validSpec)
    let third = try pull(session, previous: resultID)
    #expect(third["kind"] == "full")
    #expect(third["items"] == [])
    #expect(third["resultId"] != .string(resultID))
  }

  @Test func pullClientsGetNoPushes() throws {
    let session = try pullSession()
    session.open(Self.uri, "{,}")
    _ = try pull(session)
    let pushes = try session.drain().filter {
      $0["method"] == "textDocument/publishDiagnostics"
    }
    #expect(pushes.isEmpty)
  }

  @Test func pullOfADocumentThatIsNotOpenOrNoSpecIsEmpty() throws {
    let session = try pullSession()
    #expect(try pull(session) == ["kind": "full", "items": []])
    session.open("file:///work/x.json", "{,}")
    let id = session.request(
      "textDocument/diagnostic", ["textDocument": ["uri": "file:///work/x.json"]])
    #expect(try session.response(id)[path: "result", "items"] == [])
  }

  @Test func aPullBeforeAnEditIsAnsweredForTheNewVersion() throws {
    // Without staleRequestSupport, a pull that waits across an edit answers for the latest
    // version: never a stale result.
    let session = try pullSession()
    let (id, pull) = session.makeRequest(
      "textDocument/diagnostic", ["textDocument": ["uri": .string(Self.uri)]])
    let open = LSPSession.notification(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(Self.uri), "languageId": "json", "version": 1, "text": "{,}",
        ]
      ])
    let change = LSPSession.change(Self.uri, version: 2, text: Fixtures.validSpec)
    session.write(LSPSession.framed(open) + LSPSession.framed(pull) + LSPSession.framed(change))
    let result = try session.response(id)["result"]
    #expect(result?["kind"] == "full")
    #expect(result?["items"] == [])
  }

  @Test func workspaceDiagnosticChecksTheFoldersSpecs() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerspec-ws-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{,}".utf8).write(to: folder.appendingPathComponent("bad.header.json"))
    try Data(Fixtures.validSpec.utf8).write(
      to: folder.appendingPathComponent("nested/good.header.json"))
    try Data("{,}".utf8).write(to: folder.appendingPathComponent("other.json"))
    // A link out of the folder is not read (its target never reaches the client).
    let secret = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerspec-secret-\(UUID().uuidString)")
    try Data("TOPSECRET".utf8).write(to: secret)
    defer { try? FileManager.default.removeItem(at: secret) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("leak.header.json").path,
      withDestinationPath: secret.path)

    let session = try LSPSession()
    try session.initialize(
      LSPSession.capabilities(pull: true), workspaceFolders: [folder.absoluteString])
    let id = session.request(
      "workspace/diagnostic", ["previousResultIds": [], "workDoneToken": "ws-1"])
    let result = try session.response(id)["result"]
    let reports = result?["items"]?.arrayValue ?? []
    #expect(reports.count == 2)
    let bad = reports.first { $0["uri"]?.stringValue?.hasSuffix("/bad.header.json") == true }
    #expect(bad?["items"]?.arrayValue?.isEmpty == false)
    #expect(bad?["version"] == .null)
    let good = reports.first { $0["uri"]?.stringValue?.hasSuffix("/good.header.json") == true }
    #expect(good?["items"] == [])
    let begin = try session.message("$/progress")
    #expect(begin[path: "params", "token"] == "ws-1")
    #expect(begin[path: "params", "value", "kind"] == "begin")

    // Nothing changed: the next pull waits (long poll) until the client cancels it.
    let previous: [JSONValue] = reports.map {
      ["uri": $0["uri"] ?? .null, "value": $0["resultId"] ?? .null]
    }
    let again = session.request(
      "workspace/diagnostic", ["previousResultIds": .array(previous), "workDoneToken": "ws-2"])
    try waitUntilParked(session, token: "ws-2")
    session.notify("$/cancelRequest", ["id": .int(again)])
    #expect(
      try session.response(again)[path: "error", "code"] == .int(ResponseError.requestCancelledCode)
    )

    // A parked pull is answered when an open document changes the reports.
    let third = session.request(
      "workspace/diagnostic", ["previousResultIds": .array(previous), "workDoneToken": "ws-3"])
    try waitUntilParked(session, token: "ws-3")
    session.open(folder.appendingPathComponent("nested/good.header.json").absoluteString, "{,}")
    let changed = try session.response(third)[path: "result", "items"]?.arrayValue ?? []
    let full = changed.filter { $0["kind"] == "full" }
    #expect(full.count == 1)
    #expect(full.first?["version"] == 1)
    #expect(full.first?["items"]?.arrayValue?.isEmpty == false)
  }

  @Test func workspaceDiagnosticCreatesProgressWhenTheClientSupportsIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerspec-ws-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{}".utf8).write(to: folder.appendingPathComponent("a.header.json"))
    let session = try LSPSession()
    try session.initialize(
      LSPSession.capabilities(pull: true, workDoneProgress: true),
      workspaceFolders: [folder.absoluteString])
    let id = session.request("workspace/diagnostic", ["previousResultIds": []])
    let create = try session.message("window/workDoneProgress/create")
    let token = try #require(create[path: "params", "token"])
    session.respond(to: create, result: .null)
    #expect(try session.response(id)[path: "result", "items"]?.arrayValue?.count == 1)
    #expect(try session.message("$/progress")[path: "params", "token"] == token)
  }
}
