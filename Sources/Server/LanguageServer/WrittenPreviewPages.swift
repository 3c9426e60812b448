import Foundation

/// The preview pages this server process wrote (`PreviewPageFile.write`), removed when it
/// exits, so that a day of previews leaves no page behind in the temporary folder. Each
/// document has one page, rewritten in place, so the set holds one file per document shown.
/// Thread-safe: pages are written on the work queue, removed on the server's queue at `exit`.
final class WrittenPreviewPages: @unchecked Sendable {
  /// The server process's pages.
  static let shared = WrittenPreviewPages()

  private let lock = NSLock()
  private var files: Set<URL> = []

  /// Notes `file` as written by this process.
  func record(_ file: URL) {
    lock.lock()
    defer { lock.unlock() }
    files.insert(file)
  }

  /// The files recorded and not yet removed.
  var recorded: Set<URL> {
    lock.lock()
    defer { lock.unlock() }
    return files
  }

  /// Removes every page recorded (one that is gone already is skipped) and forgets them.
  func removeAll() {
    lock.lock()
    let pages = files
    files = []
    lock.unlock()
    for page in pages { try? FileManager.default.removeItem(at: page) }
  }
}
