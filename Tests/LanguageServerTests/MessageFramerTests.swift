import LanguageServer
import Testing

/// The base protocol's framing, on the framer directly: chunking, bad headers, huge lengths.
@Suite struct MessageFramerTests {
  /// `Content-Length` framing of `body`.
  func framed(_ body: String, length: Int? = nil) -> [UInt8] {
    Array("Content-Length: \(length ?? body.utf8.count)\r\n\r\n\(body)".utf8)
  }

  func events(_ chunks: [[UInt8]], limit: Int = 1 << 20) -> [MessageFramer.Event] {
    var framer = MessageFramer(maximumBodyLength: limit)
    var events: [MessageFramer.Event] = []
    for chunk in chunks {
      framer.append(chunk)
      while let event = framer.next() { events.append(event) }
    }
    return events
  }

  func message(_ body: String) -> MessageFramer.Event { .message(Array(body.utf8)) }

  @Test func oneByteAtATime() {
    let bytes = framed(#"{"a":"日本🙂"}"#) + framed("{}")
    #expect(events(bytes.map { [$0] }) == [message(#"{"a":"日本🙂"}"#), message("{}")])
  }

  @Test func twoMessagesInOneChunk() {
    #expect(events([framed("[1]") + framed("[2]")]) == [message("[1]"), message("[2]")])
  }

  @Test func otherHeadersAreIgnoredAndNamesAreCaseInsensitive() {
    let header =
      "content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
    #expect(events([Array((header + "{}").utf8)]) == [message("{}")])
  }

  @Test func missingContentLengthIsSkipped() {
    let bad = Array("Content-Type: x\r\n\r\n{}".utf8)
    let result = events([bad + framed("[3]")])
    #expect(result.count == 2)
    #expect(result.last == message("[3]"))
    guard case .problem = result.first else {
      Issue.record("expected a problem")
      return
    }
  }

  @Test func invalidContentLengthIsSkipped() {
    let bad = Array("Content-Length: twelve\r\n\r\n{}".utf8)
    let result = events([bad, framed("[4]")])
    #expect(result.last == message("[4]"))
    #expect(result.count == 2)
  }

  @Test func hugeDeclaredLengthIsRefusedWithoutWaiting() {
    let bad = framed(#"{"jsonrpc":"2.0"}"#, length: 2_000_000_000)
    let result = events([bad, framed("[5]")], limit: 1 << 20)
    #expect(result.count == 2)
    #expect(result.last == message("[5]"))
  }

  @Test func lengthTooLongSwallowsTheNextHeaderThenResynchronises() {
    // The first body claims 5 bytes too many: it takes the start of the next header, which
    // is then garbage; the framer finds the third message.
    let chunks = [framed("[1]", length: 8), framed("[2]"), framed("[3]")]
    let result = events([chunks.flatMap { $0 }])
    #expect(result.first == .message(Array("[1]Conte".utf8)))
    #expect(result.last == message("[3]"))
  }

  @Test func lengthTooShortLeavesGarbageThatIsSkipped() {
    let result = events([framed("[10]", length: 2) + framed("[6]")])
    #expect(result.first == message("[1"))
    #expect(result.last == message("[6]"))
  }

  @Test func endlessGarbageIsBounded() {
    var framer = MessageFramer()
    for _ in 0..<100 {
      framer.append([UInt8](repeating: UInt8(ascii: "x"), count: 1000))
      while framer.next() != nil {}
    }
    #expect(framer.bufferedByteCount < 20_000)
    framer.append(framed("[7]"))
    var last: MessageFramer.Event?
    while let event = framer.next() { last = event }
    #expect(last == message("[7]"))
  }

  /// A body over `largeBodyLength` between small messages, in one chunk and in chunks of
  /// several sizes: every body exact, and nothing left buffered once all are read.
  @Test(arguments: [1, 997, 1 << 16, 1 << 20])
  func largeBodyBetweenSmallMessages(chunkSize: Int) {
    let large = "[\"" + String(repeating: "日本🙂x", count: 20_000) + "\"]"
    #expect(large.utf8.count > MessageFramer.largeBodyLength)
    let bytes = framed("[1]") + framed(large) + framed("[2]")
    var framer = MessageFramer()
    var received: [MessageFramer.Event] = []
    for start in stride(from: 0, to: bytes.count, by: chunkSize) {
      framer.append(bytes[start..<min(bytes.count, start + chunkSize)])
      while let event = framer.next() { received.append(event) }
    }
    #expect(received == [message("[1]"), message(large), message("[2]")])
    #expect(framer.bufferedByteCount == 0)
  }

  @Test func emptyBody() {
    #expect(events([framed("")]) == [.message([])])
  }
}
