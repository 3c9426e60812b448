import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// Go to definition, find references, highlight and rename of subview ids through the real
/// binary, with CJK text and emoji before the positions so that UTF-8 and UTF-16 columns
/// differ.
@Suite(.timeLimit(.minutes(1))) struct ReferenceSessionTests {
  static let text =
    #"{"name": "日本語🙂", "bar": {"maxHeight": 100, "minHeight": 100}, "behavior": {"kind": "fixed"}, "subviews": [{"id": "avatar", "kind": "image", "keyframes": [{"progress": 0, "frame": [16, 8, 40, 40]}]}, {"id": "name", "keyframes": [{"progress": 0, "size": [100, 20], "anchor": {"leading": {"to": "avatar.trailing", "offset": 8}, "top": {"to": "avatar.top"}}}]}]}"#

  @Test(arguments: ["utf-16", "utf-8"])
  func capabilitiesAreAnnounced(encoding: String) throws {
    let client = try FeatureSession(Self.text, encoding: encoding)
    #expect(client.serverCapabilities["definitionProvider"] == true)
    #expect(client.serverCapabilities["referencesProvider"] == true)
    #expect(client.serverCapabilities["documentHighlightProvider"] == true)
    #expect(client.serverCapabilities[path: "renameProvider", "prepareProvider"] == true)
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func definitionLandsOnTheId(encoding: String) throws {
    let client = try FeatureSession(Self.text, encoding: encoding)
    let result = try client.call("textDocument/definition", at: "avatar.top", shift: 2)
    #expect(result["uri"] == .string(FeatureSession.uri))
    let start = client.offset(of: #""avatar""#) + 1
    #expect(result["range"] == client.range(start, start + 6))
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func referencesAndHighlights(encoding: String) throws {
    let client = try FeatureSession(Self.text, encoding: encoding)
    let found =
      try client.call(
        "textDocument/references",
        [
          ("position", client.position(of: #""avatar""#, shift: 3)),
          ("context", ["includeDeclaration": true]),
        ])["result"]?.arrayValue ?? []
    let trailing = client.offset(of: "avatar.trailing")
    let top = client.offset(of: "avatar.top")
    let declaration = client.offset(of: #""avatar""#) + 1
    #expect(
      found.map { $0["range"] }
        == [declaration, trailing, top].map { client.range($0, $0 + 6) })
    let highlights =
      try client.call("textDocument/documentHighlight", at: "avatar.trailing").arrayValue ?? []
    #expect(highlights.map { $0["kind"] } == [3, 2, 2])
  }

  @Test(arguments: ["utf-16", "utf-8"])
  func renameEditsEveryReferenceAndRefusesATakenName(encoding: String) throws {
    let client = try FeatureSession(Self.text, encoding: encoding)
    let prepared = try client.call("textDocument/prepareRename", at: "avatar.top", shift: 1)
    #expect(prepared["placeholder"] == "avatar")
    let top = client.offset(of: "avatar.top")
    #expect(prepared["range"] == client.range(top, top + 6))
    let response = try client.call(
      "textDocument/rename",
      [("position", client.position(of: "avatar.top", shift: 1)), ("newName", "photo")])
    let change = try #require(response[path: "result", "documentChanges"]?.arrayValue?.first)
    let applied = client.applying(change["edits"]?.arrayValue ?? [])
    #expect(applied.contains(#""id": "photo""#))
    #expect(applied.contains(#""photo.trailing""#) && applied.contains(#""photo.top""#))
    #expect(!applied.contains("avatar"))
    let refused = try client.call(
      "textDocument/rename",
      [("position", client.position(of: "avatar.top", shift: 1)), ("newName", "name")])
    #expect(refused[path: "error", "code"] == -32803)
    #expect(refused[path: "error", "message"] == "another subview already has the id \"name\"")
  }
}
