import Foundation

/// `checked 120/1000 files, 1.4 s` on stderr, redrawn in place at most ten times a second, when
/// stderr is a terminal and there are more than a few files; erased when done.
final class ProgressLine: @unchecked Sendable {
  /// Fewer files than this finish too fast for a progress line to help.
  static let minimumFiles = 8

  private let total: Int
  private let enabled: Bool
  private let start = Date()
  private let lock = NSLock()
  private var done = 0
  private var lastDrawn = Date.distantPast

  init(total: Int) {
    self.total = total
    enabled = total >= Self.minimumFiles && Console.stderrIsTerminal
  }

  /// One more file done (any thread).
  func advance() {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    done += 1
    let now = Date()
    guard now.timeIntervalSince(lastDrawn) >= 0.1 || done == total else { return }
    lastDrawn = now
    let elapsed = String(format: "%.1f", now.timeIntervalSince(start))
    Console.error("\r\u{1B}[Kchecked \(done)/\(total) files, \(elapsed) s")
  }

  /// Erases the line.
  func finish() {
    guard enabled else { return }
    Console.error("\r\u{1B}[K")
  }
}
