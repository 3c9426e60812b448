import Foundation
import LanguageServer
import Testing

/// The transport over real pipes: the reader thread frames whatever chunking arrives, and
/// `send` writes whole framed messages.
@Suite(.timeLimit(.minutes(1))) struct TransportTests {
  /// Collects the transport's batches.
  final class Collector: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [MessageFramer.Event] = []
    private(set) var ended = false

    func add(_ batch: [MessageFramer.Event]) {
      condition.lock()
      events += batch
      condition.broadcast()
      condition.unlock()
    }

    /// The events so far, without waiting.
    var received: [MessageFramer.Event] {
      condition.lock()
      defer { condition.unlock() }
      return events
    }

    func end() {
      condition.lock()
      ended = true
      condition.broadcast()
      condition.unlock()
    }

    /// The events once there are `count` of them (or what came within 10 s).
    func wait(for count: Int) -> [MessageFramer.Event] {
      let deadline = Date().addingTimeInterval(10)
      condition.lock()
      defer { condition.unlock() }
      while events.count < count && !ended && condition.wait(until: deadline) {}
      return events
    }
  }

  /// Waits until `pipe` has no room for another write (10 s at most): its writer is blocked.
  static func waitUntilFull(_ pipe: Pipe) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    var entry = pollfd(
      fd: pipe.fileHandleForWriting.fileDescriptor, events: Int16(POLLOUT), revents: 0)
    while Date() < deadline {
      if poll(&entry, 1, 0) == 0 { return true }
      usleep(1000)
    }
    return false
  }

  // Each test keeps its pipe alive until the reader thread has ended: a read end closed under
  // a running reader would let it read whatever later reuses the descriptor.

  @Test func readerFramesBytesWrittenOneAtATime() throws {
    let pipe = Pipe()
    defer { withExtendedLifetime(pipe) {} }
    let transport = Transport(input: pipe.fileHandleForReading.fileDescriptor, output: -1)
    let collector = Collector()
    transport.start(
      onBatch: {
        collector.add($0)
        transport.claimBatch()
      }, onEnd: collector.end)
    let bytes = Array("Content-Length: 2\r\n\r\n{}Content-Length: 3\r\n\r\n[1]".utf8)
    for byte in bytes { pipe.fileHandleForWriting.write(Data([byte])) }
    #expect(collector.wait(for: 2) == [.message(Array("{}".utf8)), .message(Array("[1]".utf8))])
    try pipe.fileHandleForWriting.close()
    _ = collector.wait(for: 3)
    #expect(collector.ended)
  }

  @Test func hugeDeclaredLengthIsAProblemNotAnAllocation() throws {
    let pipe = Pipe()
    defer { withExtendedLifetime(pipe) {} }
    let transport = Transport(input: pipe.fileHandleForReading.fileDescriptor, output: -1)
    let collector = Collector()
    transport.start(
      onBatch: {
        collector.add($0)
        transport.claimBatch()
      }, onEnd: collector.end)
    pipe.fileHandleForWriting.write(
      Data("Content-Length: 2147483648\r\n\r\n{}Content-Length: 2\r\n\r\n[]".utf8))
    let events = collector.wait(for: 2)
    #expect(events.count == 2)
    #expect(events.last == .message(Array("[]".utf8)))
    try pipe.fileHandleForWriting.close()
    _ = collector.wait(for: 3)
    #expect(collector.ended)
  }

  @Test func sendWritesAFramedMessage() throws {
    let pipe = Pipe()
    let transport = Transport(input: -1, output: pipe.fileHandleForWriting.fileDescriptor)
    transport.send(Array(#"{"a":"é"}"#.utf8))
    transport.flush()
    try pipe.fileHandleForWriting.close()
    let written = pipe.fileHandleForReading.readDataToEndOfFile()
    #expect(String(decoding: written, as: UTF8.self) == "Content-Length: 10\r\n\r\n{\"a\":\"é\"}")
  }

  /// A reader that stops reading: `send` does not block, the unsent bytes are counted, the
  /// transport reads no more input while they are over the limit, and reads on (and calls
  /// `onRoom`) once they are written.
  @Test func unreadOutputStopsTheReaderUntilDrained() throws {
    let output = Pipe()
    let input = Pipe()
    defer { withExtendedLifetime((output, input)) {} }
    let transport = Transport(
      input: input.fileHandleForReading.fileDescriptor,
      output: output.fileHandleForWriting.fileDescriptor, unsentByteLimit: 1 << 20)
    let collector = Collector()
    let room = Collector()
    transport.onRoom { room.add([.problem("room")]) }
    // 4 MiB: more than the pipe holds (at most 1 MiB) plus the limit.
    let body = Array(repeating: UInt8(ascii: "x"), count: 4 << 20)
    transport.send(body)
    #expect(Self.waitUntilFull(output), "the writer never filled the pipe")
    #expect(!transport.hasRoom)
    #expect(transport.unsentBytes > 1 << 20)
    transport.start(
      onBatch: {
        collector.add($0)
        transport.claimBatch()
      }, onEnd: collector.end)
    input.fileHandleForWriting.write(Data("Content-Length: 2\r\n\r\n{}".utf8))
    // A fixed wait on purpose: what is tested is that nothing happens (the reader does not
    // read), and nothing marks a reader that waits for room, so a wrong reader has 0.3 s to read.
    Thread.sleep(forTimeInterval: 0.3)
    #expect(collector.received.isEmpty)
    var read = 0
    while read < body.count + 30 {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      read += data.count
      if data.last == UInt8(ascii: "x"), read >= body.count { break }
    }
    #expect(read >= body.count)
    #expect(collector.wait(for: 1) == [.message(Array("{}".utf8))])
    #expect(room.wait(for: 1).count == 1)
    #expect(transport.hasRoom)
    try input.fileHandleForWriting.close()
    _ = collector.wait(for: 2)
  }
}
