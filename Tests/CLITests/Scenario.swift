import Foundation

/// One golden scenario: a folder under `Tests/CLITests/Scenarios/NAME` with
///
/// * `cmd`: the arguments, one line, split at spaces (`'...'` keeps spaces and glob patterns);
/// * `input/`: the files the command runs among (copied to a fresh temporary directory, which
///   is the working directory);
/// * `setup` (optional): lines `symlink TARGET NAME`, `hardlink FILE NAME`, `chmod OCTAL NAME`,
///   `fifo NAME`, `write PATH TEXT`, `move FROM TO` and `git ARGS...` (git run in the
///   directory with a fixed author and date, for `diff --git`), for what git cannot hold (links, modes,
///   FIFOs, files under `.git` or ignored `.build` folders) or should not (names with control
///   characters: in `move`'s TO, `\n` stands for a line feed and `\e` for ESC);
/// * `stdin` (optional): fed to standard input;
/// * `expected.stdout`, `expected.stderr`, `expected.status`;
/// * `expected.files/` (optional): files that must have these contents afterwards (`--fix`,
///   `--write`).
///
/// `UPDATE_GOLDEN=1 swift test` rewrites the expected files from what the binary did, and then
/// fails, so that a recording is never green; review the diff before committing.
struct Scenario: CustomStringConvertible, Sendable {
  let name: String
  var description: String { name }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Scenarios")

  static var all: [Scenario] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().map(Scenario.init)
  }

  var folder: URL { Self.root.appendingPathComponent(name) }

  func text(_ file: String) -> String? {
    (try? Data(contentsOf: folder.appendingPathComponent(file))).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// `a 'b c' d` as `["a", "b c", "d"]`.
  var arguments: [String] {
    var arguments: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in (text("cmd") ?? "").trimmingCharacters(in: .newlines) {
      if character == "'" {
        quoted.toggle()
        started = true
      } else if character == " ", !quoted {
        if started { arguments.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { arguments.append(current) }
    return arguments
  }

  /// Runs `git ARGS` in `directory` with a fixed identity and date, so commits are the same
  /// on every machine; throws when git fails.
  static func git(_ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    for role in ["AUTHOR", "COMMITTER"] {
      environment["GIT_\(role)_NAME"] = "Scenario"
      environment["GIT_\(role)_EMAIL"] = "scenario@example.invalid"
      environment["GIT_\(role)_DATE"] = "2026-01-01T00:00:00Z"
    }
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.executableLoad, userInfo: ["git": arguments.joined(separator: " ")])
    }
  }

  /// A fresh working directory holding `input/` and what `setup` asks for.
  func prepare() throws -> URL {
    let directory = HeaderspecRunner.temporaryDirectory()
    let input = folder.appendingPathComponent("input")
    if FileManager.default.fileExists(atPath: input.path) {
      try FileManager.default.copyItem(at: input, to: directory)
    } else {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    for line in (text("setup") ?? "").split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      switch words.first {
      case "symlink":
        try FileManager.default.createSymbolicLink(
          atPath: directory.appendingPathComponent(words[2]).path, withDestinationPath: words[1])
      case "hardlink":
        try FileManager.default.linkItem(
          atPath: directory.appendingPathComponent(words[1]).path,
          toPath: directory.appendingPathComponent(words[2]).path)
      case "chmod":
        chmod(directory.appendingPathComponent(words[2]).path, mode_t(words[1], radix: 8)!)
      case "move":
        let name = words[2].replacingOccurrences(of: "\\n", with: "\n")
          .replacingOccurrences(of: "\\e", with: "\u{1B}")
        try FileManager.default.moveItem(
          at: directory.appendingPathComponent(words[1]),
          to: directory.appendingPathComponent(name))
      case "fifo":
        mkfifo(directory.appendingPathComponent(words[1]).path, 0o644)
      case "write":
        let file = directory.appendingPathComponent(words[1])
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(words.dropFirst(2).joined(separator: " ").utf8).write(to: file)
      case "git":
        try Self.git(Array(words.dropFirst()), in: directory)
      default:
        break
      }
    }
    return directory
  }
}
