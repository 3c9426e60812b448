import Foundation
import Testing

/// `check --fix` and `format --write` through the real binary on real files: links written
/// through, hard-linked and read-only files refused (exit 2, untouched, no fix claimed), owner
/// and mode kept, one file named three ways written once. `AtomicFileTests` has the unit side.
@Suite struct FileWritingTests {
  /// A spec with 4 safe fixes (a swap, a clamp, a sort, a removed key) and 2 errors left.
  static let fixable = """
    {
      "bar": { "maxHeight": 50, "minHeight": 80 },
      "behavior": { "kind": "fixed", "stretchLimit": 300 },
      "subviews": [
        { "id": "title", "kind": "label", "text": "Hi",
          "keyframes": [
            { "progress": 1, "center": [30, 30], "size": [40, 20] },
            { "progress": 0, "alpha": 1.5 }
          ] }
      ],
      "behaviour": {}
    }

    """
  static let commands = [["check", "--fix"], ["format", "--write"]]

  /// A fresh directory holding `e.header.json` (`fixable`, mode 0644).
  func scratch() throws -> URL {
    let path = try HeaderspecRunner.file(Self.fixable, name: "e.header.json")
    chmod(path, 0o644)
    return URL(fileURLWithPath: path).deletingLastPathComponent()
  }

  func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  func info(_ url: URL) -> stat {
    var info = stat()
    lstat(url.path, &info)
    return info
  }

  func names(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test(arguments: commands)
  func aSymbolicLinkStaysALinkAndItsTargetIsWritten(_ command: [String]) throws {
    let directory = try scratch()
    let link = directory.appendingPathComponent("link.header.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "e.header.json")
    let result = try HeaderspecRunner.run(command + ["link.header.json"], in: directory)
    #expect(result.stderr.isEmpty)
    #expect(info(link).st_mode & S_IFMT == S_IFLNK)
    #expect(try contents(directory.appendingPathComponent("e.header.json")) != Self.fixable)
    #expect(try names(directory) == ["e.header.json", "link.header.json"])
    if command == ["check", "--fix"] { #expect(result.stdout.contains("4 fixes applied")) }
  }

  @Test(arguments: commands)
  func aHardLinkedFileIsRefused(_ command: [String]) throws {
    let directory = try scratch()
    let file = directory.appendingPathComponent("e.header.json")
    let other = directory.appendingPathComponent("other.header.json")
    #expect(link(file.path, other.path) == 0)
    let result = try HeaderspecRunner.run(command + ["e.header.json"], in: directory)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "headerspec: e.header.json: has 2 hard links, which a rewrite would split; not written\n"
    )
    #expect(try contents(file) == Self.fixable)
    #expect(info(file).st_ino == info(other).st_ino)
    if command == ["check", "--fix"] {
      #expect(result.stdout.hasSuffix("1 file checked: 4 errors, 1 warning, 0 fixes applied\n"))
    }
  }

  @Test(arguments: commands)
  func aReadOnlyFileIsRefused(_ command: [String]) throws {
    let directory = try scratch()
    let file = directory.appendingPathComponent("e.header.json")
    chmod(file.path, 0o444)
    let result = try HeaderspecRunner.run(command + ["e.header.json"], in: directory)
    #expect(result.status == 2)
    #expect(result.stderr == "headerspec: e.header.json: is read-only (mode 444); not written\n")
    #expect(try contents(file) == Self.fixable)
    #expect(info(file).st_mode & 0o7777 == 0o444)
    #expect(!result.stdout.contains("4 fixes applied"))
  }

  /// `e.header.json ./e.header.json $PWD/e.header.json` and a link: one file, checked, fixed
  /// and reported once, under the first name (it used to be "changed on disk" twice and
  /// "12 fixes applied").
  @Test func oneFileNamedFourWaysIsOneFile() throws {
    let directory = try scratch()
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("link.header.json").path,
      withDestinationPath: "e.header.json")
    let absolute = directory.appendingPathComponent("e.header.json").path
    let result = try HeaderspecRunner.run(
      ["check", "--fix", "e.header.json", "./e.header.json", absolute, "link.header.json"],
      in: directory)
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout.hasSuffix(
        "1 file checked: 2 errors, 0 warnings, 1 information, 4 fixes applied\n"))
    #expect(!result.stdout.contains("./e.header.json") && !result.stdout.contains(absolute))
  }

  /// Root fixing a `nobody:nogroup` 6755 file: it stays `nobody:nogroup` 6755 (it used to
  /// become a root-owned setuid file).
  @Test(.enabled(if: geteuid() == 0, "needs root, to chown a file to nobody"), arguments: commands)
  func ownerGroupAndModeAreKept(_ command: [String]) throws {
    let directory = try scratch()
    let file = directory.appendingPathComponent("e.header.json")
    #expect(chown(file.path, 65534, 65534) == 0)
    #expect(chmod(file.path, 0o6755) == 0)
    let result = try HeaderspecRunner.run(command + ["e.header.json"], in: directory)
    #expect(result.stderr.isEmpty)
    #expect(try contents(file) != Self.fixable)
    let after = info(file)
    #expect(after.st_uid == 65534 && after.st_gid == 65534)
    #expect(after.st_mode & 0o7777 == 0o6755)
  }

  /// `nobody` rewriting a root-owned, world-writable 6777 file cannot keep the owner: the
  /// setuid and setgid bits go rather than making a setuid-`nobody` file.
  @Test(.enabled(if: HeaderspecRunner.canRunAsNobody, "needs root and setpriv"))
  func setuidAndSetgidAreDroppedWhenTheOwnerCannotBeKept() throws {
    let directory = try scratch()
    chmod(directory.path, 0o777)
    let file = directory.appendingPathComponent("e.header.json")
    #expect(chmod(file.path, 0o6777) == 0)
    let result = try HeaderspecRunner.run(
      ["format", "--write", "e.header.json"], in: directory, asNobody: true)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try contents(file) != Self.fixable)
    let after = info(file)
    #expect(after.st_uid == 65534)
    #expect(after.st_mode & 0o7777 == 0o0777)
  }

  /// A directory the user may not write to: exit 2, the reason on stderr, and a report of the
  /// file as it is on disk, with no fix claimed (it used to say "1 fix applied"). Root can
  /// write anywhere, so as root the binary runs as `nobody`.
  @Test(
    .enabled(if: geteuid() != 0 || HeaderspecRunner.canRunAsNobody, "root needs setpriv"),
    arguments: commands)
  func aReadOnlyDirectoryIsAnErrorAndNoFixIsClaimed(_ command: [String]) throws {
    let directory = try scratch()
    let file = directory.appendingPathComponent("e.header.json")
    if geteuid() == 0 { #expect(chown(file.path, 65534, 65534) == 0) }
    chmod(directory.path, 0o555)
    defer { chmod(directory.path, 0o755) }
    let result = try HeaderspecRunner.run(
      command + ["e.header.json"], in: directory, asNobody: geteuid() == 0)
    #expect(result.status == 2)
    #expect(
      result.stderr == "headerspec: e.header.json: cannot write beside it: permission denied\n")
    #expect(try contents(file) == Self.fixable)
    #expect(try names(directory) == ["e.header.json"])
    if command == ["check", "--fix"] {
      #expect(result.stdout.contains("\"stretchLimit\": 300"))  // the text on disk is shown
      #expect(result.stdout.hasSuffix("1 file checked: 4 errors, 1 warning, 0 fixes applied\n"))
    }
  }
}
