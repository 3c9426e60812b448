import Foundation
import SpecFiles
import SpecRendering

/// Standard output and error: whole strings written at once (no interleaving between threads),
/// and whether each is a terminal. A failed write is never ignored: the first failure is kept,
/// nothing more is written to that stream (a full disk would otherwise get a file with a gap
/// in its middle), and `finish` turns it into exit status 2.
enum Console {
  static func out(_ text: String) { write(text, to: STDOUT_FILENO) }

  static func error(_ text: String) { write(text, to: STDERR_FILENO) }

  /// The exit status: `status` when every write succeeded; else 2, with
  /// `headerspec: cannot write to standard output: REASON` on stderr (when stderr still works).
  static func finish(_ status: Int32) -> Int32 {
    if let code = outFailure.withLock({ $0 }) {
      problem("cannot write to standard output: \(SpecFile.reason(code))")
      return 2
    }
    return errorFailure.withLock { $0 } == nil ? status : 2
  }

  /// `headerspec: MESSAGE` and a line break, on stderr; the message's control characters
  /// escaped (it quotes file names and arguments), so it stays one line.
  static func problem(_ message: String) {
    error("headerspec: \(TerminalText.escaped(message))\n")
  }

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

  /// The first `errno` of a failed write to stdout and to stderr; each lock also keeps one
  /// stream's writes whole, without holding up the other stream.
  private static let outFailure = Locked<Int32?>(nil)
  private static let errorFailure = Locked<Int32?>(nil)

  private static func write(_ text: String, to descriptor: Int32) {
    let failure = descriptor == STDOUT_FILENO ? outFailure : errorFailure
    failure.withLock { failure in
      guard failure == nil else { return }
      failure = FileOutput.writeAll(Array(text.utf8), to: descriptor)
    }
  }
}
