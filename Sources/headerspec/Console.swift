import Foundation

/// Standard output and error: whole strings written at once (no interleaving between threads),
/// and whether each is a terminal. A failed write is never ignored: the first failure is kept,
/// nothing more is written to that stream (a full disk would otherwise get a file with holes
/// in its middle), and `finish` turns it into exit status 2.
enum Console {
  static func out(_ text: String) { write(text, to: STDOUT_FILENO) }

  static func error(_ text: String) { write(text, to: STDERR_FILENO) }

  /// The exit status: `status` when every write succeeded; else 2, with
  /// `headerspec: cannot write to standard output: REASON` on stderr (when stderr still works).
  static func finish(_ status: Int32) -> Int32 {
    let (outFailure, errorFailed) = failures.withLock { ($0.stdout, $0.stderr != nil) }
    if let outFailure {
      problem("cannot write to standard output: \(SpecFile.reason(outFailure))")
      return 2
    }
    return errorFailed ? 2 : status
  }

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

  /// The first `errno` of a failed write to each stream.
  private struct Failures {
    var stdout: Int32?
    var stderr: Int32?
  }

  private static let failures = Locked(Failures())

  private static func write(_ text: String, to descriptor: Int32) {
    let isOut = descriptor == STDOUT_FILENO
    failures.withLock { failures in
      guard (isOut ? failures.stdout : failures.stderr) == nil else { return }
      guard let code = writeAll(Array(text.utf8), to: descriptor) else { return }
      if isOut { failures.stdout = code } else { failures.stderr = code }
    }
  }

  /// nil when every byte was written, else the `errno` of the failure.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += result
    }
    return nil
  }
}
