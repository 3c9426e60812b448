import Foundation

/// The server's log: lines on stderr (stdout belongs to the protocol). What the user should
/// see goes to the client as `window/logMessage` instead (`Server.showLog`).
public enum Log {
  private static let lock = NSLock()

  /// Whether timing lines are written (`HEADERSPEC_LSP_TIMING=1` in the environment): one line
  /// per published analysis with the time from the edit to the publish, split into the
  /// analysis itself and the server's own work around it.
  public static let timing = ProcessInfo.processInfo.environment["HEADERSPEC_LSP_TIMING"] == "1"

  /// Writes `headerspec-lsp: message` and a newline to stderr, atomically.
  public static func line(_ message: String) {
    let line = Array("headerspec-lsp: \(message)\n".utf8)
    lock.lock()
    defer { lock.unlock() }
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  }
}
