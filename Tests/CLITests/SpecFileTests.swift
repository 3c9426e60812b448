import Foundation
import Testing

@testable import headerspec

/// What cannot be read said precisely (writing is `AtomicFileTests`').
@Suite struct SpecFileTests {
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
