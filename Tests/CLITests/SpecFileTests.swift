import Foundation
import Testing

@testable import headerspec

/// Atomic writes: permissions kept, a file changed since it was read left alone, no temporary
/// file left behind, and what cannot be read said precisely.
@Suite struct SpecFileTests {
  func scratch(_ text: String, mode: Int16 = 0o640) throws -> String {
    let path = try HeaderspecRunner.file(text, name: "a.header.json")
    chmod(path, mode_t(mode))
    return path
  }

  func siblings(of path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
  }

  @Test func writeKeepsPermissionsAndLeavesNoTemporaryFile() throws {
    let path = try scratch("old\n", mode: 0o604)
    try SpecFile.write(Array("new\n".utf8), to: path, replacing: Array("old\n".utf8))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o604)
    #expect(try siblings(of: path) == ["a.header.json"])
  }

  @Test func aFileChangedOnDiskIsNotOverwritten() throws {
    let path = try scratch("edited elsewhere\n")
    #expect(throws: SpecFile.Failure.self) {
      try SpecFile.write(Array("fixed\n".utf8), to: path, replacing: Array("as read\n".utf8))
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "edited elsewhere\n")
    #expect(try siblings(of: path) == ["a.header.json"])
  }

  @Test func aFailedWriteLeavesTheOriginal() throws {
    let path = try scratch("old\n")
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    chmod(directory, 0o500)
    defer { chmod(directory, 0o700) }
    guard geteuid() != 0 else { return }  // root writes anyway: nothing to fail
    #expect(throws: SpecFile.Failure.self) {
      try SpecFile.write(Array("new\n".utf8), to: path, replacing: Array("old\n".utf8))
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
  }

  @Test func readSaysWhyNot() throws {
    let missing = HeaderspecRunner.temporaryDirectory().path
    #expect(throws: SpecFile.Failure(message: "no such file or directory")) {
      try SpecFile.read(missing)
    }
    #expect(throws: SpecFile.Failure(message: "is a directory")) {
      try SpecFile.read(FileManager.default.temporaryDirectory.path)
    }
    #expect(throws: SpecFile.Failure(message: "not a regular file")) {
      try SpecFile.read("/dev/null")
    }
  }
}
