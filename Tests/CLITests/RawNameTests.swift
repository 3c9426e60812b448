import Foundation
import Testing

@testable import headerspec

/// Names that are not UTF-8: found by the directory walk and reported as what they are, with
/// the invalid bytes shown as `\xNN` (they used to be reported as "no such file or
/// directory" under a name with U+FFFD in it).
@Suite struct RawNameTests {
  @Test func invalidBytesAreShownEscaped() {
    #expect(RawName.shown(Array("a.header.json".utf8)) == ("a.header.json", true))
    #expect(RawName.shown([0x61, 0xFF, 0x62]) == ("a\\xFFb", false))
    // A truncated 2-byte sequence, then an é and a lone continuation byte.
    #expect(RawName.shown([0xC3, 0x41, 0xC3, 0xA9, 0x80]) == ("\\xC3Aé\\x80", false))
    #expect(RawName.shown([0x0F]) == ("\u{0F}", true))
  }

  /// Whether the temporary directory takes a name that is not UTF-8 (Linux file systems do;
  /// APFS refuses it).
  static let takesAnyBytes: Bool = (try? RawNameTests().directory()) != nil

  /// A directory holding `ok.header.json` and `sub/bad\xFF.header.json` (raw bytes).
  func directory() throws -> URL {
    let directory = HeaderspecRunner.temporaryDirectory()
    let sub = directory.appendingPathComponent("sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: directory.appendingPathComponent("ok.header.json"))
    let name = Array((sub.path + "/bad").utf8) + [0xFF] + Array(".header.json".utf8) + [0]
    let descriptor = name.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    guard descriptor >= 0 else { throw CocoaError(.fileWriteInvalidFileName) }
    close(descriptor)
    return directory
  }

  @Test(
    .enabled(if: takesAnyBytes, "the file system refuses such names"),
    arguments: [".", "**/*.header.json"])
  func aFoundNameThatIsNotUTF8IsReportedAsSuch(_ argument: String) throws {
    let directory = try directory()
    let result = try HeaderspecRunner.run(["check", argument], in: directory)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "headerspec: sub/bad\\xFF.header.json: the file name is not valid UTF-8 (invalid bytes "
        + "shown as \\xNN); headerspec reads UTF-8 names only\n")
    #expect(result.stdout.hasSuffix("1 file checked: 2 errors, 0 warnings\n"))
  }

  @Test(.enabled(if: takesAnyBytes, "the file system refuses such names"))
  func anArgumentThatIsNotUTF8IsReportedAsSuch() throws {
    let directory = try directory()
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", #"exec "$0" check "sub/$(printf 'bad\377').header.json" 2>&1"#,
      HeaderspecRunner.binary.path,
    ]
    shell.currentDirectoryURL = directory
    let output = Pipe()
    shell.standardOutput = output
    try shell.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 2)
    #expect(
      text
        == "headerspec: sub/bad\\xFF.header.json: the argument is not valid UTF-8 (invalid bytes "
        + "shown as \\xNN); headerspec reads UTF-8 names only\n")
  }
}
