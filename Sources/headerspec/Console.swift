import Foundation

/// Standard output and error: whole strings written at once (no interleaving between threads),
/// and whether each is a terminal.
enum Console {
  static func out(_ text: String) { write(text, to: STDOUT_FILENO) }

  static func error(_ text: String) { write(text, to: STDERR_FILENO) }

  /// `headerspec: MESSAGE` and a line break, on stderr.
  static func problem(_ message: String) { error("headerspec: \(message)\n") }

  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// Whether `choice` means colours: `auto` when stdout is a terminal and `NO_COLOR` is unset
  /// or empty (no-color.org).
  static func colors(_ choice: CheckOptions.ColorChoice) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
      return noColor.isEmpty && stdoutIsTerminal
    }
  }

  private static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return
      }
      written += result
    }
    bytes.removeAll()
  }
}
