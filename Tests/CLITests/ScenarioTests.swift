import Foundation
import Testing

/// Every golden scenario under `Scenarios/`, through the real binary (see `Scenario`).
@Suite struct ScenarioTests {
  static let recording = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"

  @Test(arguments: Scenario.all)
  func scenario(_ scenario: Scenario) throws {
    let directory = try scenario.prepare()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stdin = try? Data(contentsOf: scenario.folder.appendingPathComponent("stdin"))
    let result = try HeaderspecRunner.run(scenario.arguments, in: directory, stdin: stdin)
    let actual = [
      "expected.stdout": result.stdout, "expected.stderr": result.stderr,
      "expected.status": "\(result.status)\n",
    ]
    let expectedFiles = scenario.folder.appendingPathComponent("expected.files")
    let changed = Self.files(under: expectedFiles).map { relative in
      let produced = directory.appendingPathComponent(relative)
      return (
        relative, (try? Data(contentsOf: produced)).map { String(decoding: $0, as: UTF8.self) }
      )
    }
    if Self.recording {
      for (file, text) in actual {
        try Data(text.utf8).write(to: scenario.folder.appendingPathComponent(file))
      }
      for (relative, text) in changed {
        try Data((text ?? "").utf8).write(to: expectedFiles.appendingPathComponent(relative))
      }
      Issue.record("recorded \(scenario.name); review the files and rerun without UPDATE_GOLDEN")
      return
    }
    for (file, text) in actual.sorted(by: { $0.key < $1.key }) {
      #expect(text == scenario.text(file), "\(scenario.name)/\(file)")
    }
    for (relative, text) in changed {
      let expected = try String(
        contentsOf: expectedFiles.appendingPathComponent(relative), encoding: .utf8)
      #expect(text == expected, "\(scenario.name)/expected.files/\(relative)")
    }
  }

  /// The relative paths of the regular files under `folder`, sorted.
  static func files(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { relative in
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(relative).path, isDirectory: &isDirectory)
      return !isDirectory.boolValue
    }.sorted()
  }
}
