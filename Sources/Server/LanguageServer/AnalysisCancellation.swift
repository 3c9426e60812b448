import Foundation

/// Tells a running analysis that a newer version (or other settings) superseded it: set on the
/// server's queue, read by the analysis on the work queue between the environments of a matrix
/// (`SpecDocument.checkingGeometry(unless:)`), so that the check of the latest version starts
/// sooner and the two never run side by side. Once set, it stays set.
final class AnalysisCancellation: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false

  func cancel() {
    lock.lock()
    cancelled = true
    lock.unlock()
  }

  var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }
}
