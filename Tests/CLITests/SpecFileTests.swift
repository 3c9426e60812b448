import Foundation
import SpecFiles
import Testing

/// The input gate: what cannot be read, what is too large and what is not UTF-8 text is said
/// precisely, in the same words `check` prints and the server reports (writing is
/// `AtomicFileTests`').
@Suite struct SpecFileTests {
  @Test func readSaysWhyNot() throws {
    let missing = HeaderspecRunner.temporaryDirectory().path
    #expect(throws: SpecFile.Failure(message: "no such file or directory")) {
      try SpecFile.read(missing)
    }
    #expect(throws: SpecFile.Failure(message: "is a directory")) {
      try SpecFile.read(FileManager.default.temporaryDirectory.path)
    }
    for device in ["/dev/null", "/dev/zero"] {
      #expect(throws: SpecFile.Failure(message: "not a regular file")) {
        try SpecFile.read(device)
      }
    }
  }

  @Test func aFIFOAndALinkLoopAreRefusedWithoutBlocking() throws {
    let directory = HeaderspecRunner.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let fifo = directory.appendingPathComponent("pipe.header.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: SpecFile.Failure(message: "not a regular file")) { try SpecFile.read(fifo) }
    let first = directory.appendingPathComponent("a.header.json").path
    let second = directory.appendingPathComponent("b.header.json").path
    try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
    try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
    #expect(throws: SpecFile.Failure(message: "too many levels of symbolic links")) {
      try SpecFile.read(first)
    }
  }

  /// A sparse file claims its size without holding it: refused from its size, before a read.
  @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
    let path = try HeaderspecRunner.file("", name: "huge.header.json")
    #expect(truncate(path, 1 << 30) == 0)
    #expect(
      throws: SpecFile.Failure(
        message: "larger than 16 MiB, the size limit for a spec; not checked")
    ) {
      try SpecFile.read(path)
    }
    let small = try HeaderspecRunner.file(
      String(repeating: " ", count: 2049), name: "a.header.json")
    #expect(
      throws: SpecFile.Failure(message: "larger than 2 KiB, the size limit for a spec; not checked")
    ) {
      try SpecFile.read(small, limit: 2048)
    }
    #expect(try SpecFile.read(small, limit: 2049).count == 2049)
  }

  /// UTF-16 and UTF-32 are named, with or without a byte order mark, in either byte order.
  @Test(arguments: [
    (String.Encoding.utf16LittleEndian, false, "UTF-16"), (.utf16BigEndian, false, "UTF-16"),
    (.utf16LittleEndian, true, "UTF-16"), (.utf16BigEndian, true, "UTF-16"),
    (.utf32LittleEndian, false, "UTF-32"), (.utf32BigEndian, false, "UTF-32"),
    (.utf32LittleEndian, true, "UTF-32"), (.utf32BigEndian, true, "UTF-32"),
  ])
  func wideEncodingsAreNamed(encoding: String.Encoding, mark: Bool, name: String) throws {
    var data = #"{ "version": 1, "name": "名片 😀" }"#.data(using: encoding)!
    if mark { data = "\u{FEFF}".data(using: encoding)! + data }
    #expect(SpecFile.notText(Array(data)[...]) == "\(name) encoded; save it as UTF-8 (not checked)")
  }

  @Test func textIsText() {
    let text = Array(#"{ "name": "名片 😀", "version": 1 }"#.utf8)
    #expect(SpecFile.notText(text[...]) == nil)
    #expect(SpecFile.notText(([0xEF, 0xBB, 0xBF] + text)[...]) == nil, "a UTF-8 BOM is HS118's")
    #expect(
      SpecFile.notText(Array("{\u{0}}".utf8)[...])
        == "not a text file (a NUL byte at byte 1); not checked")
  }

  /// Standard input goes through the same gate: `/dev/zero` and an endless stream end with
  /// one line, not a crash.
  @Test func standardInputIsGatedToo() throws {
    let zeros = try HeaderspecRunner.run(
      ["check", "-"], stdin: Data(repeating: 0, count: 4096))
    #expect(zeros.status == 2)
    #expect(zeros.stderr.contains("<stdin>: not a text file (a NUL byte at byte 0)"))
    let blanks = try HeaderspecRunner.run(
      ["check", "-"], stdin: Data(repeating: 0x20, count: SpecFile.defaultSizeLimit + 1))
    #expect(blanks.status == 2)
    #expect(blanks.stderr.contains("<stdin>: larger than 16 MiB, the size limit for a spec"))
  }

  /// A project's `maxFileSizeMiB` sets the limit for the specs below it, in every command that
  /// reads one: a 1.5 MiB spec is refused under a 1 MiB limit and checked under 2 MiB.
  @Test func aProjectSetsTheSizeLimit() throws {
    let spec = try HeaderspecRunner.file(
      #"{ "version": 1, "name": "Big", "bar": { "maxHeight": 100, "minHeight": 44 } }"#
        + String(repeating: " ", count: 1_572_864), name: "big.header.json")
    let folder = URL(fileURLWithPath: spec).deletingLastPathComponent()
    let configuration = folder.appendingPathComponent(".headerspec.json")
    try Data(#"{ "maxFileSizeMiB": 1 }"#.utf8).write(to: configuration)
    for command in [["check"], ["format", "--check"], ["preview"]] {
      let refused = try HeaderspecRunner.run(command + [spec])
      #expect(refused.status != 0, "\(command)")
      #expect(
        refused.stderr.contains("\(spec): larger than 1 MiB, the size limit for a spec"),
        "\(command): \(refused.stderr)")
    }
    // Exactly one byte over: `check` reads all of it before it stops (more would be written to
    // a closed pipe).
    let over = try Data(contentsOf: URL(fileURLWithPath: spec)).prefix(1_048_577)
    let stdin = try HeaderspecRunner.run(["check", "--stdin-filename", spec, "-"], stdin: over)
    #expect(stdin.stderr.contains("larger than 1 MiB"), "\(stdin.stderr)")
    try Data(#"{ "maxFileSizeMiB": 2 }"#.utf8).write(to: configuration)
    let checked = try HeaderspecRunner.run(["check", spec])
    #expect(!checked.stderr.contains("larger than"), "\(checked.stderr)")
    #expect(checked.stdout.contains("1 file checked"), "\(checked.stdout)")
  }
}
