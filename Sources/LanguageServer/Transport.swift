import Foundation

/// The byte pipes of the base protocol: a reader thread that frames incoming bytes, and a
/// locked writer that frames outgoing bodies. Knows nothing about JSON-RPC.
///
/// The reader thread only reads and frames; it hands every batch (the events framed from one
/// `read`) to `onBatch`, which must return quickly (the server enqueues the batch on its own
/// queue). So the reader never waits for work, and a request and a `$/cancelRequest` written
/// in one chunk are handled as one batch, in order.
public final class Transport: @unchecked Sendable {
  private let input: Int32
  private let output: Int32
  private let writeLock = NSLock()
  private let maximumBodyLength: Int

  /// Reads `input` and writes `output` (file descriptors; stdin and stdout by default).
  public init(input: Int32 = 0, output: Int32 = 1, maximumBodyLength: Int = 256 << 20) {
    self.input = input
    self.output = output
    self.maximumBodyLength = maximumBodyLength
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
    let thread = Thread {
      var framer = MessageFramer(maximumBodyLength: maximumBodyLength)
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        framer.append(chunk[0..<count])
        var events: [MessageFramer.Event] = []
        while let event = framer.next() { events.append(event) }
        if !events.isEmpty { onBatch(events) }
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

  /// Writes one message: its `Content-Length` header and `body`. Thread-safe; a message is
  /// never interleaved with another. Write errors (the client went away) are ignored. A small
  /// message goes out in one `write`; a large body is written from where it is, not copied
  /// behind its header.
  public func send(_ body: [UInt8]) {
    let header = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    writeLock.lock()
    defer { writeLock.unlock() }
    if body.count <= 1 << 16 {
      _ = writeAll(header + body)
    } else if writeAll(header) {
      _ = writeAll(body)
    }
  }

  /// Writes all of `bytes`; false when the output failed.
  private func writeAll(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(output, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }
}
