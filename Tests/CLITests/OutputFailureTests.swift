import Foundation
import TestSupport
import Testing

/// A write to standard output that fails (here `/dev/full`: "no space left on device", as a
/// full disk gives) is an error on stderr and exit status 2; every command used to exit 0
/// with its output lost.
@Suite struct OutputFailureTests {
  static let root = URL(fileURLWithPath: TestFiles.root)
  static let spec = root.appendingPathComponent("Schemas/examples/facebook.header.json").path
  static let simulation = root.appendingPathComponent(
    "Tests/CLITests/Scenarios/simulate-text/input")

  static let commands: [[String]] = [
    ["--help"],
    ["--version"],
    ["check", spec],
    ["check", "--format", "json", spec],
    ["preview", spec, "--format", "svg"],
    ["preview", spec, "--format", "text"],
    [
      "simulate", simulation.appendingPathComponent("square-cash.header.json").path,
      "--events", simulation.appendingPathComponent("events.json").path,
    ],
    ["format", spec],
  ]

  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"),
    arguments: commands)
  func aFullDiskIsAnError(_ arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let result = try HeaderspecRunner.run(arguments, stdout: full)
    #expect(result.status == 2)
    #expect(
      result.stderr == "headerspec: cannot write to standard output: no space left on device\n")
  }

  /// A disk that fills in the middle of the output (here a file size limit: `ulimit -f 4`,
  /// with SIGXFSZ ignored, so the write past it fails with EFBIG): the SVG preview used to
  /// stop after 2 KB of 6 KB and exit 0.
  @Test func outputCutShortIsAnError() throws {
    let directory = HeaderspecRunner.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", #"trap "" XFSZ; ulimit -f 4; exec "$0" preview "$1" --format svg > out.svg"#,
      HeaderspecRunner.binary.path, Self.spec,
    ]
    shell.currentDirectoryURL = directory
    let errors = Pipe()
    shell.standardError = errors
    try shell.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    let written = try Data(contentsOf: directory.appendingPathComponent("out.svg"))
    #expect(written.count > 0 && written.count <= 4096)
    #expect(shell.terminationStatus == 2)
    #expect(stderr == "headerspec: cannot write to standard output: file too large\n")
  }
}
