import Foundation
import JSONSyntax
import LanguageServer
import Testing

/// Semantic tokens (`textDocument/semanticTokens/full` and `.../full/delta`) through the
/// spawned server: each token decoded from the relative integers and compared with positions
/// computed from the text directly, with CJK text and emoji before tokens on the same line so
/// that UTF-16, UTF-8 and code point columns differ.
@Suite(.timeLimit(.minutes(1))) struct SemanticTokensSessionTests {
  static let text = """
    {
      "name": "日本語🙂", "behavior": {"kind": "squareCash"},
      "bar": {"maxHeight": 100, "minHeight": 44},
      "supports": {"devices": ["iPhone 15", "nope"], "orientations": ["portrait"]},
      "subviews": [
        {"id": "avatar", "kind": "image", "keyframes": [{"progress": 0, "frame": [0, 0, 40, 40]}]},
        {"text": "名前 👩‍👩‍👧", "id": "title", "kind": "label", "font": {"weight": "bold"},
          "keyframes": [{"progress": 0, "size": [100, 20],
            "anchor": {"top": {"to": "avatar.bottom"}, "leading": {"to": "avatar.nowhere"}}}]}
      ]
    }
    """

  /// One decoded token: its position and length in the session's encoding, its type and
  /// modifiers by name.
  struct Token: Equatable, CustomStringConvertible {
    var line: Int
    var character: Int
    var length: Int
    var type: String
    var modifiers: [String] = []

    var description: String {
      "\(line):\(character)+\(length) \(type)\(modifiers.map { "." + $0 }.joined())"
    }
  }

  /// The tokens of LSP `data`, read with the server's legend.
  static func decode(_ data: [Int], legend: JSONValue) -> [Token] {
    let types = legend["tokenTypes"]?.arrayValue?.compactMap(\.stringValue) ?? []
    let modifiers = legend["tokenModifiers"]?.arrayValue?.compactMap(\.stringValue) ?? []
    var tokens: [Token] = []
    var line = 0
    var character = 0
    for start in stride(from: 0, to: data.count - 4, by: 5) {
      line += data[start]
      character = data[start] == 0 ? character + data[start + 1] : data[start + 1]
      let bits = data[start + 4]
      tokens.append(
        Token(
          line: line, character: character, length: data[start + 2],
          type: types.indices.contains(data[start + 3]) ? types[data[start + 3]] : "?",
          modifiers: modifiers.indices.filter { bits & (1 << $0) != 0 }.map { modifiers[$0] }))
    }
    return tokens
  }

  static func integers(_ value: JSONValue?) -> [Int] {
    value?.arrayValue?.compactMap(\.intValue) ?? []
  }

  /// The expected token for the `nth` (0-based) `needle` in `text`, `shift` UTF-8
  /// bytes into it and `length` bytes long (all of it by default).
  static func expected(
    _ needle: String, nth occurrence: Int = 0, shift: Int = 0, length: Int? = nil,
    _ type: String, _ modifiers: [String] = [], in text: String = text, encoding: String
  ) -> Token {
    var searched = text[...]
    for _ in 0..<occurrence {
      guard let found = searched.range(of: needle) else { break }
      searched = searched[found.upperBound...]
    }
    guard let found = searched.range(of: needle) else {
      return Token(line: -1, character: -1, length: 0, type: "missing \(needle)")
    }
    let start = text.utf8.distance(from: text.startIndex, to: found.lowerBound) + shift
    let end = start + (length ?? needle.utf8.count - shift)
    let from = Expected.position(start, in: text, encoding: encoding)
    let to = Expected.position(end, in: text, encoding: encoding)
    return Token(
      line: from["line"]?.intValue ?? -1, character: from["character"]?.intValue ?? -1,
      length: (to["character"]?.intValue ?? 0) - (from["character"]?.intValue ?? 0),
      type: type, modifiers: modifiers)
  }

  @Test(arguments: ["utf-16", "utf-8", "utf-32"])
  func everyTokenOfASpecInDocumentOrder(encoding: String) throws {
    let client = try FeatureSession(Self.text, encoding: encoding)
    let legend = client.serverCapabilities[path: "semanticTokensProvider", "legend"] ?? .null
    let result = try client.call("textDocument/semanticTokens/full")["result"]
    let tokens = Self.decode(Self.integers(result?["data"]), legend: legend)
    func token(
      _ needle: String, nth occurrence: Int = 0, shift: Int = 0, length: Int? = nil,
      _ type: String, _ modifiers: [String] = []
    ) -> Token {
      Self.expected(
        needle, nth: occurrence, shift: shift, length: length, type, modifiers, encoding: encoding)
    }
    #expect(
      tokens == [
        token("squareCash", "enumMember"),
        token("iPhone 15", "class", ["defaultLibrary"]),
        token("portrait", "enumMember"),
        token("avatar", "variable", ["declaration"]),
        token("image", "type", ["defaultLibrary"]),
        token("title", "variable", ["declaration"]),
        token("label", "type", ["defaultLibrary"]),
        token("bold", "enumMember"),
        token("avatar.bottom", length: 6, "variable"),
        token("avatar.bottom", shift: 7, "property"),
        token("avatar.nowhere", length: 6, "variable"),
      ])
    // On line 1, `  "name": "日本語🙂", "behavior": {"kind": "` is 41 UTF-16 units before
    // `squareCash`, 49 UTF-8 bytes and 40 code points (the text computes the rest).
    let expectedColumn = ["utf-16": 41, "utf-8": 49, "utf-32": 40][encoding]
    #expect(tokens.first?.character == expectedColumn)
    #expect(result?["resultId"]?.stringValue != nil)
  }

  @Test func theLegendIsStandardAndDeltasAreOffered() throws {
    let client = try FeatureSession(Fixtures.validSpec)
    let provider = client.serverCapabilities["semanticTokensProvider"]
    let standardTypes: Set<String> = [
      "namespace", "type", "class", "enum", "interface", "struct", "typeParameter", "parameter",
      "variable", "property", "enumMember", "event", "function", "method", "macro", "keyword",
      "modifier", "comment", "string", "number", "regexp", "operator", "decorator",
    ]
    let standardModifiers: Set<String> = [
      "declaration", "definition", "readonly", "static", "deprecated", "abstract", "async",
      "modification", "documentation", "defaultLibrary",
    ]
    let types = provider?[path: "legend", "tokenTypes"]?.arrayValue?.compactMap(\.stringValue)
    let modifiers = provider?[path: "legend", "tokenModifiers"]?.arrayValue?.compactMap(
      \.stringValue)
    #expect(types?.isEmpty == false)
    #expect(Set(types ?? []).isSubset(of: standardTypes))
    #expect(Set(modifiers ?? []).isSubset(of: standardModifiers))
    #expect(provider?[path: "full", "delta"] == true)
    #expect(provider?["range"] == nil)
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func aDeltaAfterAnEditGivesTheEditsToTheNewTokens(encoding: String) throws {
    var client = try FeatureSession(Self.text, encoding: encoding)
    let first = try client.call("textDocument/semanticTokens/full")["result"]
    let old = Self.integers(first?["data"])
    let resultID = try #require(first?["resultId"])
    // Rename `title` to `标题x` (not a valid id, still an id) and add a reference on the line
    // of the font: tokens after the edit move by characters, not lines.
    let start = client.offset(of: #""title""#) + 1
    let edit = "标题x"
    client.session.change(
      FeatureSession.uri, version: 2, range: client.range(start, start + 5), text: edit)
    client.text = client.text.replacingOccurrences(of: #""title""#, with: "\"\(edit)\"")
    let delta = try client.call(
      "textDocument/semanticTokens/full/delta", [("previousResultId", resultID)])["result"]
    let edits = try #require(delta?["edits"]?.arrayValue)
    #expect(delta?["resultId"] != nil && delta?["resultId"] != resultID)
    var patched = old
    for edit in edits.reversed() {
      let at = try #require(edit["start"]?.intValue)
      let count = try #require(edit["deleteCount"]?.intValue)
      patched.replaceSubrange(at..<(at + count), with: Self.integers(edit["data"]))
    }
    let full = Self.integers(try client.call("textDocument/semanticTokens/full")["result"]?["data"])
    #expect(patched == full)
    #expect(patched != old)
    // Only the tokens from the renamed id to the end of its line changed: the edit carries
    // fewer integers than the whole answer.
    let carried = edits.reduce(0) { $0 + Self.integers($1["data"]).count }
    #expect(carried > 0 && carried < full.count)
    let legend = client.serverCapabilities[path: "semanticTokensProvider", "legend"] ?? .null
    let renamed = Self.expected(
      edit, "variable", ["declaration"], in: client.text, encoding: encoding)
    #expect(Self.decode(full, legend: legend).contains(renamed))
  }

  @Test func aDeltaWithoutChangesHasNoEdits() throws {
    let client = try FeatureSession(Self.text)
    let first = try client.call("textDocument/semanticTokens/full")["result"]
    let resultID = try #require(first?["resultId"])
    let delta = try client.call(
      "textDocument/semanticTokens/full/delta", [("previousResultId", resultID)])["result"]
    #expect(delta?["edits"] == [])
    #expect(delta?["data"] == nil)
  }

  @Test func anUnknownPreviousResultIDGetsEveryToken() throws {
    let client = try FeatureSession(Self.text)
    let full = try client.call("textDocument/semanticTokens/full")["result"]
    let delta = try client.call(
      "textDocument/semanticTokens/full/delta", [("previousResultId", "no such id")])["result"]
    #expect(delta?["edits"] == nil)
    #expect(Self.integers(delta?["data"]) == Self.integers(full?["data"]))
    #expect(Self.integers(delta?["data"]).count == 5 * 11)
    #expect(delta?["resultId"]?.stringValue != nil && delta?["resultId"] != full?["resultId"])
  }

  @Test func aProjectConfigurationGetsItsCodesSeveritiesAndDevices() throws {
    let session = try LSPSession()
    let legend =
      try session.initialize()[path: "capabilities", "semanticTokensProvider", "legend"] ?? .null
    let uri = "file:///work/semantic-tokens/.headerspec.json"
    let text = """
      {"supports": {"devices": ["日本 🙂", "iPhone SE 3rd generation"]},
       "severityOverrides": {"HS311": "off", "HS999": "warning", "🙂": "hint"},
       "environment": {"device": "iPhone 15"}}
      """
    session.open(uri, text)
    let response = try session.response(
      session.request(
        "textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]]))
    let tokens = Self.decode(Self.integers(response[path: "result", "data"]), legend: legend)
    func token(_ needle: String, _ type: String, _ modifiers: [String] = []) -> Token {
      Self.expected(needle, type, modifiers, in: text, encoding: "utf-16")
    }
    #expect(
      tokens == [
        token("iPhone SE 3rd generation", "class", ["defaultLibrary"]),
        token("HS311", "macro"),
        token("off", "enumMember"),
        token("warning", "enumMember"),
        token("hint", "enumMember"),
        token("iPhone 15", "class", ["defaultLibrary"]),
      ])
  }

  /// A spec of 25,000 enum values answers with the first 20,000 tokens (`Server.
  /// semanticTokenLimit`), in order: the bound on the answer, documented in the server's README.
  @Test func tokensStopAtTheLimit() throws {
    let values = Array(repeating: #""portrait""#, count: 25_000)
    let lines = stride(from: 0, to: values.count, by: 100).map {
      values[$0..<min($0 + 100, values.count)].joined(separator: ", ")
    }
    let text =
      #"{"bar": {"maxHeight": 100}, "behavior": {"kind": "fixed"}, "supports": {"orientations": ["#
      + "\n" + lines.joined(separator: ",\n") + "]}}"
    let client = try FeatureSession(text)
    let data = Self.integers(try client.call("textDocument/semanticTokens/full")["result"]?["data"])
    let legend = client.serverCapabilities[path: "semanticTokensProvider", "legend"] ?? .null
    let tokens = Self.decode(data, legend: legend)
    #expect(tokens.count == 20_000)
    // `fixed`, then 19,999 orientations from line 1, 100 to a line, each 12 characters after
    // the one before: the last is the 99th of line 200.
    #expect(tokens.first == Token(line: 0, character: 50, length: 5, type: "enumMember"))
    #expect(tokens.dropFirst().first == Token(line: 1, character: 1, length: 8, type: "enumMember"))
    #expect(tokens.last == Token(line: 200, character: 1 + 98 * 12, length: 8, type: "enumMember"))
  }

  @Test func aDocumentThatIsNeitherGetsNull() throws {
    let session = try LSPSession()
    try session.initialize()
    let uri = "file:///work/semantic-tokens/package.json"
    session.open(uri, #"{"name": "x", "kind": "label"}"#)
    let response = try session.response(
      session.request(
        "textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]]))
    #expect(response["result"] == .null)
    #expect(response["error"] == nil)
  }
}
