import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// Broken and unusual framing sent to the real binary: it answers or logs, and keeps serving.
@Suite(.timeLimit(.minutes(1))) struct FramingSessionTests {
  /// A started and initialized session.
  func session() throws -> LSPSession {
    let session = try LSPSession()
    try session.initialize()
    return session
  }

  /// The server still answers a request: it kept serving.
  func expectServing(_ session: LSPSession) throws {
    let id = session.request("custom/ping")
    #expect(
      try session.response(id)[path: "error", "code"] == .int(ResponseError.methodNotFoundCode))
  }

  @Test func messageFedOneByteAtATime() throws {
    let session = try LSPSession()
    let (id, message) = session.makeRequest("initialize", ["capabilities": [:]])
    for byte in LSPSession.framed(message) { session.write([byte]) }
    #expect(try session.response(id)[path: "result", "serverInfo", "name"] == "headerspec")
  }

  @Test func twoMessagesInOneChunk() throws {
    let session = try session()
    let (first, one) = session.makeRequest("custom/a")
    let (second, two) = session.makeRequest("custom/b")
    session.write(LSPSession.framed(one) + LSPSession.framed(two))
    #expect(try session.response(first)["error"] != nil)
    #expect(try session.response(second)["error"] != nil)
  }

  @Test func bodyThatIsNotJSONIsAParseError() throws {
    let session = try session()
    session.write(Array("Content-Length: 9\r\n\r\n{\"jsonrpc".utf8))
    let error = try session.wait(for: "parse error") { $0["id"] == .null && $0["error"] != nil }
    #expect(error[path: "error", "code"] == .int(ResponseError.parseErrorCode))
    try expectServing(session)
  }

  @Test func bodyOfInvalidUTF8IsAParseError() throws {
    let session = try session()
    let body: [UInt8] =
      Array(#"{"jsonrpc":"2.0","id":7,"method":"a"#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)
    session.write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    let error = try session.wait(for: "parse error") { $0["error"] != nil }
    #expect(error[path: "error", "code"] == .int(ResponseError.parseErrorCode))
    try expectServing(session)
  }

  @Test func bodyThatIsNoMessageIsAnInvalidRequest() throws {
    let session = try session()
    session.send([1, 2, 3])
    session.send(["jsonrpc": "1.0", "id": 99, "method": "x"])
    let first = try session.wait(for: "invalid request") { $0["id"] == .null && $0["error"] != nil }
    #expect(first[path: "error", "code"] == .int(ResponseError.invalidRequestCode))
    #expect(
      try session.response(99)[path: "error", "code"] == .int(ResponseError.invalidRequestCode))
    try expectServing(session)
  }

  /// Sends `body` as one framed message.
  func sendRaw(_ session: LSPSession, _ body: String) {
    session.write(Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
  }

  @Test func numberBeyondDoubleInParamsIsInvalidParamsForThatID() throws {
    let session = try session()
    sendRaw(
      session,
      #"{"jsonrpc":"2.0","id":41,"method":"textDocument/hover","params":"#
        + #"{"textDocument":{"uri":"file:///a.header.json"},"position":{"line":1e400,"character":-1E999}}}"#
    )
    let error = try session.response(41)
    #expect(error[path: "error", "code"] == .int(ResponseError.invalidParamsCode))
    #expect(
      error[path: "error", "message"]
        == "a number is beyond the range of a 64-bit floating point value")
    sendRaw(session, #"{"jsonrpc":"2.0","id":"s-1","method":"custom/x","params":{"a":[2e308]}}"#)
    let byString = try session.wait(for: "the answer to s-1") { $0["id"] == "s-1" }
    #expect(byString[path: "error", "code"] == .int(ResponseError.invalidParamsCode))
    try expectServing(session)
  }

  @Test func nestingBeyondTheLimitIsInvalidParamsForThatID() throws {
    let session = try session()
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    sendRaw(
      session, #"{"jsonrpc":"2.0","id":42,"method":"custom/deep","params":{"a":"# + deep + "}}")
    let error = try session.response(42)
    #expect(error[path: "error", "code"] == .int(ResponseError.invalidParamsCode))
    try expectServing(session)
  }

  @Test func notificationWithANumberBeyondDoubleIsIgnored() throws {
    let session = try session()
    session.open("file:///n.header.json", #"{ "version": 1 }"#)
    sendRaw(
      session,
      #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":"#
        + #"{"uri":"file:///n.header.json","version":1e400},"contentChanges":[{"text":"{"}]}}"#)
    let id = session.request(
      "headerspec/documentState", ["textDocument": ["uri": "file:///n.header.json"]])
    let state = try session.response(id)
    #expect(state[path: "result", "text"] == #"{ "version": 1 }"#)
    #expect(state[path: "result", "version"] == .int(1))
  }

  @Test func missingContentLengthIsSkipped() throws {
    let session = try session()
    session.write(Array("Content-Type: application/vscode-jsonrpc\r\n\r\n{}".utf8))
    try expectServing(session)
  }

  @Test func wrongContentLengthIsSurvived() throws {
    let session = try session()
    let (_, message) = session.makeRequest("custom/short")
    let body = message.utf8
    // Too short: the body is cut (a parse error) and its tail is skipped as garbage.
    session.write(Array("Content-Length: \(body.count - 4)\r\n\r\n".utf8) + body)
    _ = try session.wait(for: "a parse error") {
      $0[path: "error", "code"] == .int(ResponseError.parseErrorCode)
    }
    try expectServing(session)
    // Too long: the body takes the start of the next message's header, so that message is
    // lost; the server resynchronises on the one after.
    session.write(Array("Content-Length: \(body.count + 3)\r\n\r\n".utf8) + body)
    session.request("custom/lost")
    try expectServing(session)
  }

  @Test func twoGigabyteDeclaredLengthIsRefused() throws {
    let session = try session()
    session.write(Array("Content-Length: 2147483648\r\n\r\n{\"jsonrpc\":\"2.0\"}".utf8))
    try expectServing(session)
    session.write(Array("Content-Length: 99999999999999999999999\r\n\r\n{}".utf8))
    try expectServing(session)
  }

  @Test func contentTypeHeaderIsAccepted() throws {
    let session = try LSPSession()
    let (id, message) = session.makeRequest("initialize", ["capabilities": [:]])
    let body = message.utf8
    session.write(
      Array(
        "Content-Length: \(body.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
          .utf8)
        + body)
    #expect(try session.response(id)["result"] != nil)
  }
}
