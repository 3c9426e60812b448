import Foundation

/// Runs the built `headerspec` binary (beside the test bundle, or in `.build/debug`) and
/// captures what it prints.
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

  static var binary: URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for directory in [beside, beside.deletingLastPathComponent()] {
      let candidate = directory.appendingPathComponent("headerspec")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/debug/headerspec")
  }

  static func run(_ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// Writes `text` to a fresh temporary file and returns its path.
  static func file(_ text: String, name: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("headerspec-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
