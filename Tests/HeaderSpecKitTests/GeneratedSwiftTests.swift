import Foundation
import HeaderGeometry
import HeaderSpecKit
import HeaderSpecLoading
import SpecAnalysis
import SwiftGeneration
import TestSupport
import Testing

/// The generated Swift of every example and valid corpus spec (and the generate-swift
/// scenario's, with its escapes and clashing ids), compiled with `swiftc` against the
/// HeaderGeometry this test run built, warnings as errors, equals the spec `LoadedHeaderSpec`
/// reads: the compiled program prints each value's `String(reflecting:)` (every stored
/// property, doubles in their round-trip form), compared with the loaded one's. A model change
/// that the generator does not cover fails here. `.ci/checks/app-example` does the same through
/// the plugin in a consumer package, and compares layouts too.
@Test func generatedSwiftCompilesToTheLoadedSpec() throws {
  let build = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent()
  let modules = build.appendingPathComponent("Modules")
  let objects = build.appendingPathComponent("HeaderGeometry.build")
  let fileManager = FileManager.default
  try #require(
    fileManager.fileExists(
      atPath: modules.appendingPathComponent("HeaderGeometry.swiftmodule").path),
    "HeaderGeometry's module is not beside the test binary (\(build.path))")
  // The objects of the module's sources as they are now: a renamed file leaves its old object
  // behind in an incremental build.
  let sourceFolder = TestFiles.root + "/Sources/Runtime/HeaderGeometry"
  let sourceNames = Set(
    (fileManager.enumerator(atPath: sourceFolder)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }.map { ($0 as NSString).lastPathComponent })
  let objectFiles = try fileManager.contentsOfDirectory(atPath: objects.path)
    .filter { $0.hasSuffix(".o") && sourceNames.contains(String($0.dropLast(2))) }
    .map { objects.appendingPathComponent($0).path }
  try #require(!objectFiles.isEmpty)

  let work = fileManager.temporaryDirectory.appendingPathComponent("generated-\(getpid())")
  try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
  defer { try? fileManager.removeItem(at: work) }
  var specs = TestFiles.specs
  let scenario = "Tests/CLITests/Scenarios/generate-swift/input/profile-card.header.json"
  specs.append((scenario, try #require(TestFiles.read(TestFiles.root + "/" + scenario))))
  var expected: [String] = []
  var sources: [String] = []
  var main = "import HeaderGeometry\n\n"
  for (index, (path, bytes)) in specs.enumerated() {
    guard let loaded = try? LoadedHeaderSpec(bytes: bytes) else { continue }
    let source = SwiftGenerator.source(
      for: loaded.spec, typeName: "Spec\(index)", sourceName: path)
    let file = work.appendingPathComponent("Spec\(index).swift").path
    try source.write(toFile: file, atomically: true, encoding: .utf8)
    sources.append(file)
    main += "print(String(reflecting: Spec\(index).spec))\n"
    expected.append(String(reflecting: loaded.spec))
  }
  #expect(expected.count >= 20)
  let mainFile = work.appendingPathComponent("main.swift").path
  try main.write(toFile: mainFile, atomically: true, encoding: .utf8)

  let program = work.appendingPathComponent("specs").path
  let compile = try run(
    "/usr/bin/env",
    ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path, "-o", program]
      + sources + [mainFile] + objectFiles)
  try #require(compile.status == 0, "swiftc: \(compile.output)")
  let printed = try run(program, [])
  #expect(printed.status == 0)
  let lines = printed.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  #expect(lines.count == expected.count)
  for (line, value) in zip(lines, expected) {
    #expect(String(line) == value)
  }
}

/// Runs `executable` and returns its status and its standard output and error, together.
private func run(_ executable: String, _ arguments: [String]) throws -> (
  status: Int32, output: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
