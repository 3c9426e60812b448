import Foundation

/// The server's framed output not yet written, in order, and the writer thread that drains it
/// into a file descriptor.
///
/// `push` never blocks, so no server thread waits on a client that stops reading; instead the
/// transport's reader calls `waitForRoom` before each read and stops taking requests while
/// more than `limit` bytes wait here, and reads on as the client drains them. So what the
/// server holds for a client that does not read is bounded by `limit` plus the answers to
/// the requests already started.
final class Outbox: @unchecked Sendable {
  private let output: Int32
  /// The number of unsent bytes above which the reader stops reading.
  let limit: Int
  private let condition = NSCondition()
  private var chunks: [[UInt8]] = []
  private var head = 0
  /// Bytes pushed and not yet written (including the chunk being written).
  private var unsent = 0
  private var writerStarted = false
  private var readingPaused = false
  private var unclaimedBatches = 0
  private var failed = false
  /// Called (on the writer thread) when the unsent bytes fall back to `limit` or below after
  /// having been above it.
  var onRoom: (@Sendable () -> Void)?

  init(output: Int32, limit: Int) {
    self.output = output
    self.limit = limit
  }

  /// Whether the unsent bytes are within `limit`.
  var hasRoom: Bool {
    condition.lock()
    defer { condition.unlock() }
    return unsent <= limit
  }

  /// The bytes waiting to be written.
  var unsentBytes: Int {
    condition.lock()
    defer { condition.unlock() }
    return unsent
  }

  /// Queues `bytes` for writing. Once the output has failed (the client went away), drops them.
  func push(_ bytes: [UInt8]) {
    condition.lock()
    defer { condition.unlock() }
    guard !failed, !bytes.isEmpty else { return }
    chunks.append(bytes)
    unsent += bytes.count
    if !writerStarted {
      writerStarted = true
      let thread = Thread { [self] in drain() }
      thread.name = "headerspec-lsp-writer"
      thread.stackSize = 1 << 20
      thread.start()
    }
    condition.broadcast()
  }

  /// Blocks while more than `limit` bytes are unsent (and the output still works), or while
  /// reading is paused.
  func waitForRoom() {
    condition.lock()
    defer { condition.unlock() }
    while (unsent > limit && !failed) || readingPaused || unclaimedBatches > 16 {
      condition.wait()
    }
  }

  /// Counts a batch the reader handed to the server (`claimBatch` when the server takes it):
  /// the reader waits while more than 16 are unclaimed, so a busy server does not let read
  /// input pile up on its queue.
  func batchHandedOff() {
    condition.lock()
    defer { condition.unlock() }
    unclaimedBatches += 1
  }

  func claimBatch() {
    condition.lock()
    defer { condition.unlock() }
    unclaimedBatches -= 1
    condition.broadcast()
  }

  /// Pauses or resumes the reader (`waitForRoom`): the server pauses it while it has more
  /// requests waiting than it wants to hold.
  func pauseReading(_ paused: Bool) {
    condition.lock()
    defer { condition.unlock() }
    guard readingPaused != paused else { return }
    readingPaused = paused
    condition.broadcast()
  }

  /// Blocks until everything pushed is written, the output failed or `deadline` passed.
  func flush(until deadline: Date) {
    condition.lock()
    defer { condition.unlock() }
    while unsent > 0 && !failed && condition.wait(until: deadline) {}
  }

  /// The writer thread: writes the chunks in order, for the life of the process.
  private func drain() {
    while true {
      condition.lock()
      while head == chunks.count { condition.wait() }
      let chunk = chunks[head]
      chunks[head] = []
      head += 1
      if head > 1024 && head * 2 > chunks.count {
        chunks.removeFirst(head)
        head = 0
      }
      condition.unlock()
      let written = writeAll(chunk)
      condition.lock()
      let wasFull = unsent > limit
      unsent -= chunk.count
      if !written {
        failed = true
        unsent = 0
        chunks = []
        head = 0
      }
      let freed = wasFull && unsent <= limit
      condition.broadcast()
      condition.unlock()
      if freed { onRoom?() }
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
