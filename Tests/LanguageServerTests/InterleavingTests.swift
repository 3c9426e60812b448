import JSONSyntax
import LanguageServer
import TestSupport
import Testing

/// Edits and requests in random chunkings: whatever arrives, every answer is about the version
/// it names, and the last one is about the last version.
@Suite(.timeLimit(.minutes(1))) struct InterleavingTests {
  static let uri = "file:///work/interleaving.header.json"

  /// Versions alternate between a valid spec (even) and the spec with `@` after it (odd).
  @Test(arguments: [1, 2, 3] as [UInt64])
  func pushedDiagnosticsAlwaysMatchTheirVersion(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let session = try LSPSession()
    try session.initialize()
    let end = Fixtures.validSpec.utf8.count
    let position: JSONValue = ["line": 0, "character": .int(end)]
    var stream = LSPSession.framed(
      LSPSession.notification(
        "textDocument/didOpen",
        [
          "textDocument": [
            "uri": .string(Self.uri), "languageId": "json", "version": 0,
            "text": .string(Fixtures.validSpec),
          ]
        ]))
    let last = 120
    for version in 1...last {
      let range: JSONValue =
        version % 2 == 1
        ? ["start": position, "end": position]
        : ["start": position, "end": ["line": 0, "character": .int(end + 1)]]
      stream += LSPSession.framed(
        LSPSession.change(
          Self.uri, version: version, range: range, text: version % 2 == 1 ? "@" : ""))
    }
    // Cut the stream at random places and write the pieces with pauses between some.
    var index = 0
    while index < stream.count {
      let length = Int.random(in: 1...400, using: &random)
      session.write(Array(stream[index..<min(index + length, stream.count)]))
      index += length
    }
    var previous = -1
    while previous < last {
      let published = try session.published(Self.uri)
      let version = try #require(published["version"]?.intValue)
      #expect(version > previous)
      previous = version
      let diagnostics = published["diagnostics"]?.arrayValue ?? []
      if version % 2 == 0 {
        #expect(diagnostics.isEmpty, "version \(version)")
      } else {
        let at: JSONValue = [
          "start": position, "end": ["line": 0, "character": .int(end + 1)],
        ]
        #expect(diagnostics.contains { $0["range"] == at }, "version \(version)")
      }
    }
    #expect(previous == last)
  }
}
