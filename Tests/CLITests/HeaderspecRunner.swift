import Foundation
import TestSupport

/// Runs the built `headerspec` binary (`TestFiles.headerspecBinary`) and captures what it
/// prints.
struct HeaderspecRunner {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String

    /// stdout parsed as a JSON object.
    var json: [String: Any]? {
      (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }
  }

  /// The built binary (`TestFiles.headerspecBinary`: `HEADERSPEC_BINARY`, beside the test
  /// bundle, or in `.build/debug`).
  static var binary: URL {
    URL(fileURLWithPath: TestFiles.headerspecBinary ?? TestFiles.root + "/.build/debug/headerspec")
  }

  /// `setpriv`, which runs a command as another user (util-linux; Linux only).
  static let setpriv = "/usr/bin/setpriv"

  /// Whether `run(_:asNobody: true)` can work: root, with `setpriv` at hand.
  static var canRunAsNobody: Bool {
    geteuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv)
  }

  /// Runs the binary with `arguments` in `directory` (the current one when nil), feeding it
  /// `stdin`; `NO_COLOR` is set so that no test depends on the terminal. `stdout` replaces the
  /// captured standard output (then `Result.stdout` is empty); `asNobody` runs it as user and
  /// group 65534 (`nobody:nogroup`) through `setpriv`, for tests of what root may do and
  /// others may not.
  static func run(
    _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil,
    stdout: FileHandle? = nil, asNobody: Bool = false, environment extra: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    if asNobody {
      process.executableURL = URL(fileURLWithPath: setpriv)
      process.arguments =
        ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + arguments
    } else {
      process.executableURL = binary
      process.arguments = arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let input = Pipe()
    let out = Pipe()
    let err = Pipe()
    process.standardInput = input
    process.standardOutput = stdout ?? out
    process.standardError = err
    try process.run()
    if stdout != nil { try out.fileHandleForWriting.close() }
    // Each pipe is drained on its own thread so that a large stdout cannot block stderr.
    let group = DispatchGroup()
    nonisolated(unsafe) var stderr = Data()
    DispatchQueue.global().async(group: group) {
      stderr = err.fileHandleForReading.readDataToEndOfFile()
    }
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try? input.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// Writes `text` to a fresh temporary file and returns its path.
  static func file(_ text: String, name: String) throws -> String {
    let directory = temporaryDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// A fresh path under the temporary directory (not created).
  static func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("headerspec-cli-\(UUID().uuidString)")
  }
}
