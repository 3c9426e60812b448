import LanguageServer
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
