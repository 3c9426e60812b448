import Foundation
import LanguageService
import SpecFiles
import Testing

@testable import headerspec

/// `AtomicFile` on real files: what it keeps (links, owner, group, mode), what it refuses
/// (read-only, hard-linked, changed on disk up to the rename), and that it leaves no temporary
/// file behind. The commands' side is in `FileWritingTests`.
@Suite struct AtomicFileTests {
  static let isRoot = geteuid() == 0

  /// A fresh directory holding `name` with `text` and `mode`; its path.
  func scratch(_ text: String, name: String = "a.header.json", mode: mode_t = 0o640) throws
    -> String
  {
    let path = try HeaderspecRunner.file(text, name: name)
    chmod(path, mode)
    return path
  }

  func siblings(of path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: AtomicFile.split(path).directory).sorted()
  }

  func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  func info(_ path: String) -> stat {
    var info = stat()
    lstat(path, &info)
    return info
  }

  func write(_ text: String, to path: String, expecting original: String) throws {
    try AtomicFile(path: path, expected: Array(original.utf8)).write(Array(text.utf8))
  }

  // MARK: - What is kept

  @Test func writeKeepsPermissionsAndLeavesNoTemporaryFile() throws {
    let path = try scratch("old\n", mode: 0o604)
    try write("new\n", to: path, expecting: "old\n")
    #expect(try contents(path) == "new\n")
    #expect(info(path).st_mode & 0o7777 == 0o604)
    #expect(try siblings(of: path) == ["a.header.json"])
  }

  @Test func aSymbolicLinkIsWrittenThroughToItsTarget() throws {
    let target = try scratch("old\n", name: "target.header.json")
    // The link lives in another directory, and points there through a relative path.
    let link = HeaderspecRunner.temporaryDirectory().appendingPathComponent("link.header.json")
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    let relative =
      "../"
      + URL(fileURLWithPath: target).pathComponents.suffix(2).joined(
        separator: "/")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: relative)
    try write("new\n", to: link.path, expecting: "old\n")
    #expect(info(link.path).st_mode & S_IFMT == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == relative)
    #expect(try contents(target) == "new\n")
    #expect(try siblings(of: target) == ["target.header.json"])
    #expect(try siblings(of: link.path) == ["link.header.json"])
  }

  @Test func aNewFileGetsTheDefaultModeAndMustStillBeAbsent() throws {
    let directory = HeaderspecRunner.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("out.svg").path
    try AtomicFile(path: path, expected: nil).write(Array("<svg/>".utf8))
    let mask = umask(0)
    umask(mask)
    #expect(try contents(path) == "<svg/>")
    #expect(info(path).st_mode & 0o777 == 0o666 & ~mask)

    let raced = directory.appendingPathComponent("raced.svg").path
    let writer = AtomicFile(path: raced, expected: nil) {
      _ = FileManager.default.createFile(atPath: raced, contents: Data("theirs".utf8))
    }
    #expect(throws: SpecFile.Failure.self) { try writer.write(Array("<svg/>".utf8)) }
    #expect(try contents(raced) == "theirs")
    #expect(try siblings(of: path) == ["out.svg", "raced.svg"])
  }

  /// As root: a `nobody:nogroup` setuid and setgid file stays exactly that, rather than
  /// becoming a root-owned setuid file.
  @Test(.enabled(if: isRoot, "chown to another user needs root"))
  func ownerGroupAndSpecialBitsAreKept() throws {
    let path = try scratch("old\n")
    #expect(chown(path, 65534, 65534) == 0)
    #expect(chmod(path, 0o6755) == 0)
    try write("new\n", to: path, expecting: "old\n")
    let after = info(path)
    #expect(try contents(path) == "new\n")
    #expect(after.st_uid == 65534 && after.st_gid == 65534)
    #expect(after.st_mode & 0o7777 == 0o6755)
  }

  // MARK: - What is refused

  @Test func aReadOnlyFileIsRefusedEvenForRoot() throws {
    let path = try scratch("old\n", mode: 0o444)
    #expect(throws: SpecFile.Failure(message: "is read-only (mode 444); not written")) {
      try write("new\n", to: path, expecting: "old\n")
    }
    #expect(try contents(path) == "old\n")
    #expect(try siblings(of: path) == ["a.header.json"])
  }

  @Test func aFileWithOtherHardLinksIsRefused() throws {
    let path = try scratch("old\n")
    let other = AtomicFile.split(path).directory + "/other.header.json"
    #expect(link(path, other) == 0)
    #expect(
      throws: SpecFile.Failure(
        message: "has 2 hard links, which a rewrite would split; not written")
    ) {
      try write("new\n", to: path, expecting: "old\n")
    }
    #expect(try contents(path) == "old\n")
    #expect(info(path).st_ino == info(other).st_ino)
    #expect(try siblings(of: path) == ["a.header.json", "other.header.json"])
  }

  @Test func aFileChangedOnDiskIsNotOverwritten() throws {
    let path = try scratch("edited elsewhere\n")
    #expect(throws: SpecFile.Failure.self) {
      try write("fixed\n", to: path, expecting: "as read\n")
    }
    #expect(try contents(path) == "edited elsewhere\n")
    #expect(try siblings(of: path) == ["a.header.json"])
  }

  /// The late check: an edit saved after the temporary file was written, just before the
  /// rename, is kept (the check used to run before the temporary file was even created).
  @Test func anEditJustBeforeTheRenameIsKept() throws {
    let path = try scratch("as read\n")
    let writer = AtomicFile(path: path, expected: Array("as read\n".utf8)) {
      try? Data("edited meanwhile\n".utf8).write(to: URL(fileURLWithPath: path))
    }
    #expect(throws: SpecFile.Failure(message: "changed on disk since it was read; not written")) {
      try writer.write(Array("fixed\n".utf8))
    }
    #expect(try contents(path) == "edited meanwhile\n")
    #expect(try siblings(of: path) == ["a.header.json"])
  }

  /// A same-length edit, a `chmod` and a replacement by another file with the same bytes all
  /// count as changes.
  @Test(arguments: ["same length", "chmod", "replaced"])
  func anyChangeJustBeforeTheRenameIsSeen(_ change: String) throws {
    let path = try scratch("as read\n")
    let writer = AtomicFile(path: path, expected: Array("as read\n".utf8)) {
      switch change {
      case "same length": try? Data("AS READ\n".utf8).write(to: URL(fileURLWithPath: path))
      case "chmod": chmod(path, 0o600)
      default:
        unlink(path)
        _ = FileManager.default.createFile(atPath: path, contents: Data("as read\n".utf8))
      }
    }
    #expect(throws: SpecFile.Failure.self) { try writer.write(Array("fixed\n".utf8)) }
    #expect(try contents(path) != "fixed\n")
    #expect(try siblings(of: path) == ["a.header.json"])
  }

  @Test(.enabled(if: !isRoot, "root may write into a read-only directory"))
  func aReadOnlyDirectoryFailsAndLeavesTheOriginal() throws {
    let path = try scratch("old\n")
    let directory = AtomicFile.split(path).directory
    chmod(directory, 0o500)
    defer { chmod(directory, 0o700) }
    #expect(throws: SpecFile.Failure(message: "cannot write beside it: permission denied")) {
      try write("new\n", to: path, expecting: "old\n")
    }
    #expect(try contents(path) == "old\n")
  }
}
