import Foundation
import JSONSyntax
import Testing

/// `workspace/diagnostic` reads the files of the workspace through the command line's input
/// gate (`SpecFile`): a FIFO, a link loop, a sparse 1 GB file, a NUL byte and UTF-16 each get
/// one diagnostic with the words `check` prints for the same file, a directory named like a
/// spec is searched (as `check` searches it), not read, and the server goes on answering
/// (before, a 1 GB file aborted it and the others got "Expected a JSON value" or a flood of
/// syntax errors).
@Suite(.timeLimit(.minutes(1))) struct WorkspaceInputGateTests {
  @Test func unreadableFilesGetTheMessageCheckPrints() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerspec-gate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("directory.header.json"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    #expect(mkfifo(path("fifo.header.json"), 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: path("loop.header.json"), withDestinationPath: "loop2.header.json")
    try FileManager.default.createSymbolicLink(
      atPath: path("loop2.header.json"), withDestinationPath: "loop.header.json")
    try Data("{\u{0}}".utf8).write(to: URL(fileURLWithPath: path("nul.header.json")))
    try #"{ "version": 1 }"#.data(using: .utf16LittleEndian)!.write(
      to: URL(fileURLWithPath: path("utf16.header.json")))
    try Data().write(to: URL(fileURLWithPath: path("huge.header.json")))
    #expect(truncate(path("huge.header.json"), 1 << 30) == 0)

    let session = try LSPSession()
    try session.initialize(
      LSPSession.capabilities(pull: true), workspaceFolders: [folder.absoluteString])
    let result = try session.response(
      session.request("workspace/diagnostic", ["previousResultIds": []]))["result"]
    let reports = result?["items"]?.arrayValue ?? []
    let names = [
      "fifo", "loop", "loop2", "nul", "utf16", "huge",
    ].map { "\($0).header.json" }
    #expect(reports.count == names.count, "\(reports.compactMap { $0["uri"]?.stringValue })")
    for name in names {
      let report = reports.first { $0["uri"]?.stringValue?.hasSuffix("/\(name)") == true }
      let items = report?["items"]?.arrayValue ?? []
      #expect(items.count == 1, "\(name): \(report?.text ?? "no report")")
      let message = items.first?["message"]?.stringValue ?? ""
      #expect(items.first?["severity"] == 1)
      // `check` says the same after the path.
      let check = Process()
      check.executableURL = try LSPSession.binary()
      check.arguments = ["check", path(name)]
      let errors = Pipe()
      check.standardError = errors
      check.standardOutput = FileHandle.nullDevice
      try check.run()
      let stderr = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      check.waitUntilExit()
      #expect(
        !message.isEmpty && stderr.contains("\(path(name)): \(message)"), "\(name): \(stderr)")
    }
    // Still answering.
    try session.roundTrip()
  }

  /// The project's `maxFileSizeMiB` applies to the workspace's files as it does in `check`.
  @Test func theProjectSizeLimitApplies() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerspec-gate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{ "maxFileSizeMiB": 1 }"#.utf8).write(
      to: folder.appendingPathComponent(".headerspec.json"))
    let spec = #"{ "version": 1, "name": "Big", "bar": { "maxHeight": 100, "minHeight": 44 } }"#
    try Data((spec + String(repeating: " ", count: 1_572_864)).utf8).write(
      to: folder.appendingPathComponent("big.header.json"))
    try Data(spec.utf8).write(to: folder.appendingPathComponent("small.header.json"))

    let session = try LSPSession()
    try session.initialize(
      LSPSession.capabilities(pull: true), workspaceFolders: [folder.absoluteString])
    let result = try session.response(
      session.request("workspace/diagnostic", ["previousResultIds": []]))["result"]
    let reports = result?["items"]?.arrayValue ?? []
    func messages(_ name: String) -> [String] {
      let report = reports.first { $0["uri"]?.stringValue?.hasSuffix("/\(name)") == true }
      return (report?["items"]?.arrayValue ?? []).compactMap { $0["message"]?.stringValue }
    }
    #expect(
      messages("big.header.json") == ["larger than 1 MiB, the size limit for a spec; not checked"])
    #expect(!messages("small.header.json").contains { $0.contains("larger than") })
  }
}
