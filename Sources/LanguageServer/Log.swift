import Foundation

/// The server's log: lines on stderr (stdout belongs to the protocol). What the user should
/// see goes to the client as `window/logMessage` instead (`Server.showLog`).
public enum Log {
  private static let lock = NSLock()

  /// Writes `headerspec-lsp: message` and a newline to stderr, atomically.
  public static func line(_ message: String) {
    let line = Array("headerspec-lsp: \(message)\n".utf8)
    lock.lock()
    defer { lock.unlock() }
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  }
}
