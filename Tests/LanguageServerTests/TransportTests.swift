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

  // Each test keeps its pipe alive until the reader thread has ended: a read end closed under
  // a running reader would let it read whatever later reuses the descriptor.

  @Test func readerFramesBytesWrittenOneAtATime() throws {
    let pipe = Pipe()
    defer { withExtendedLifetime(pipe) {} }
    let transport = Transport(input: pipe.fileHandleForReading.fileDescriptor, output: -1)
    let collector = Collector()
    transport.start(onBatch: collector.add, onEnd: collector.end)
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
    transport.start(onBatch: collector.add, onEnd: collector.end)
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
    try pipe.fileHandleForWriting.close()
    let written = pipe.fileHandleForReading.readDataToEndOfFile()
    #expect(String(decoding: written, as: UTF8.self) == "Content-Length: 10\r\n\r\n{\"a\":\"é\"}")
  }
}
