import Foundation

/// The byte pipes of the base protocol: a reader thread that frames incoming bytes, and a
/// locked writer that frames outgoing bodies. Knows nothing about JSON-RPC.
///
/// The reader thread only reads and frames; it hands every batch (the events framed from one
/// `read`) to `onBatch`, which must return quickly (the server enqueues the batch on its own
/// queue). So the reader never waits for work, and a request and a `$/cancelRequest` written
/// in one chunk are handled as one batch, in order.
///
/// Output goes through an `Outbox` drained by a writer thread: `send` never blocks, and the
/// reader stops reading while more than `unsentByteLimit` bytes are unsent (a client that stops
/// reading its input), and reads on as the client drains them.
public final class Transport: @unchecked Sendable {
  private let input: Int32
  private let output: Int32
  private let outbox: Outbox
  private let maximumBodyLength: Int

  /// Reads `input` and writes `output` (file descriptors; stdin and stdout by default).
  public init(
    input: Int32 = 0, output: Int32 = 1, maximumBodyLength: Int = 256 << 20,
    unsentByteLimit: Int = 64 << 20
  ) {
    self.input = input
    self.output = output
    self.maximumBodyLength = maximumBodyLength
    outbox = Outbox(output: output, limit: unsentByteLimit)
  }

  /// Whether the unsent output is within the limit: the server starts no new work otherwise.
  public var hasRoom: Bool { outbox.hasRoom }

  /// Bytes sent and not yet written to the output.
  public var unsentBytes: Int { outbox.unsentBytes }

  /// Called when the unsent output falls back within the limit (on the writer thread).
  public func onRoom(_ action: @escaping @Sendable () -> Void) {
    outbox.onRoom = action
  }

  /// Tells the reader that a batch given to `onBatch` has been taken in: the reader stops
  /// while more than 16 are not, so every batch must be claimed once.
  public func claimBatch() {
    outbox.claimBatch()
  }

  /// Stops (or resumes) reading input: the server holds no more requests than it wants to
  /// while it works through those it has.
  public func pauseReading(_ paused: Bool) {
    outbox.pauseReading(paused)
  }

  /// Waits until everything sent is written, the output failed or `seconds` passed (before
  /// exiting, so that the last answers reach a client that is reading).
  public func flush(seconds: Double = 10) {
    outbox.flush(until: Date().addingTimeInterval(seconds))
  }

  /// Starts the reader thread. `onEnd` runs once, after the last batch, at end of input or on
  /// a read error.
  public func start(
    onBatch: @escaping @Sendable ([MessageFramer.Event]) -> Void,
    onEnd: @escaping @Sendable () -> Void
  ) {
    Transport.enlargePipe(output)
    Transport.enlargePipe(input)
    let input = input
    let maximumBodyLength = maximumBodyLength
    let outbox = outbox
    let thread = Thread {
      var framer = MessageFramer(maximumBodyLength: maximumBodyLength)
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        outbox.waitForRoom()
        let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        framer.append(chunk[0..<count])
        var events: [MessageFramer.Event] = []
        while let event = framer.next() { events.append(event) }
        if !events.isEmpty {
          outbox.batchHandedOff()
          onBatch(events)
        }
      }
      onEnd()
    }
    thread.name = "headerspec-lsp-reader"
    thread.stackSize = 1 << 20
    thread.start()
  }

  /// Asks for a pipe buffer of 1 MiB (the most an unprivileged process may ask for by
  /// default) instead of Linux's 64 KiB: a 2 MB outline then crosses in 2 or 3 turns between
  /// server and client rather than 33, each a context switch that a loaded machine delays.
  /// Nothing happens when `descriptor` is not a pipe or the system refuses.
  private static func enlargePipe(_ descriptor: Int32) {
    #if os(Linux)
      let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ, which Glibc does not export to Swift
      _ = fcntl(descriptor, setPipeSize, Int32(1 << 20))
    #endif
  }

  /// Queues one message for writing: its `Content-Length` header and `body`. Thread-safe and
  /// never blocks; messages go out whole and in the order sent. Once the output has failed
  /// (the client went away) messages are dropped.
  public func send(_ body: [UInt8]) {
    var message = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    message.reserveCapacity(message.count + body.count)
    message += body
    outbox.push(message)
  }
}
