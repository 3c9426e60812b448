import Foundation
import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// `workspace/symbol`: spec names and subview ids across the workspace's specs, fuzzy-matched,
/// with their files and exact ranges (UTF-16 after CJK and emoji); an open document's text wins
/// over its file, and unreadable files are skipped through the input gate.
@Suite(.timeLimit(.minutes(1))) struct WorkspaceSymbolTests {
  static func spec(name: String, ids: [String]) -> String {
    let subviews = ids.map {
      #"{ "id": "\#($0)", "keyframes": [ { "progress": 0, "frame": [0, 0, 10, 10] } ] }"#
    }
    return """
      { "version": 1, "name": "\(name)", "bar": { "maxHeight": 100, "minHeight": 44 },
        "behavior": { "kind": "squareCash" },
        "subviews": [
          \(subviews.joined(separator: ",\n    "))
        ] }
      """
  }

  /// A query typed on cancels the search before: the old one is answered RequestCancelled,
  /// once; a query of 100,000 characters is matched by its first 256 (quickly: no match).
  @Test func aSearchIsCancelledAndItsQueryBounded() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerspec-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 0..<200 {
      try Data(Self.spec(name: "Spec\(index)", ids: ["avatar\(index)"]).utf8).write(
        to: folder.appendingPathComponent("s\(index).header.json"))
    }
    let session = try LSPSession()
    try session.initialize(
      LSPSession.capabilities(pull: true), workspaceFolders: [folder.absoluteString])
    let (id, search) = session.makeRequest("workspace/symbol", ["query": "avatar"])
    let cancel = LSPSession.notification("$/cancelRequest", ["id": .int(id)])
    session.write(LSPSession.framed(search) + LSPSession.framed(cancel))
    #expect(
      try session.response(id)[path: "error", "code"] == .int(ResponseError.requestCancelledCode))
    let long = session.request(
      "workspace/symbol", ["query": .string(String(repeating: "z", count: 100_000))])
    #expect(try session.response(long)["result"] == [])
    let next = session.request("workspace/symbol", ["query": "avatar17"])
    let names = try session.response(next)["result"]?.arrayValue?.compactMap {
      $0["name"]?.stringValue
    }
    #expect(names?.contains("avatar17") == true)
    #expect(try session.drain().filter { $0["id"] == .int(id) }.isEmpty)
  }

  @Test func findsIdsAcrossTheWorkspace() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerspec-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let profile = folder.appendingPathComponent("profile.header.json")
    // "名片 😀" before the id: 5 UTF-16 units, 11 UTF-8 bytes.
    try Data(
      Self.spec(name: "Profile", ids: ["banner", "avatar"])
        .replacingOccurrences(of: #"{ "id": "avatar""#, with: #"{ "名片 😀": 1, "id": "avatar""#)
        .utf8
    ).write(to: profile)
    let feed = folder.appendingPathComponent("nested/feed.header.json")
    try Data(Self.spec(name: "Feed", ids: ["avatarRing", "title"]).utf8).write(to: feed)
    try Data([0, 1, 2]).write(to: folder.appendingPathComponent("binary.header.json"))

    let session = try LSPSession()
    let result = try session.initialize(
      LSPSession.capabilities(pull: true), workspaceFolders: [folder.absoluteString])
    #expect(result[path: "capabilities", "workspaceSymbolProvider"] == true)
    func query(_ text: String) throws -> [JSONValue] {
      let id = session.request("workspace/symbol", ["query": .string(text)])
      return try session.response(id)["result"]?.arrayValue ?? []
    }

    let found = try query("avt")
    #expect(found.compactMap { $0["name"]?.stringValue }.sorted() == ["avatar", "avatarRing"])
    let avatar = try #require(found.first { $0["name"] == "avatar" })
    #expect(avatar[path: "location", "uri"]?.stringValue?.hasSuffix("/profile.header.json") == true)
    #expect(avatar["containerName"] == "Profile")
    #expect(avatar["kind"] == 19)
    let line = try #require(
      String(decoding: try Data(contentsOf: profile), as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains(#""avatar""#) })
    let text = String(decoding: try Data(contentsOf: profile), as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)[line]
    let column = try #require(text.range(of: #""avatar""#)).lowerBound
    #expect(avatar[path: "location", "range", "start", "line"] == .int(line))
    #expect(
      avatar[path: "location", "range", "start", "character"]
        == .int(text[..<column].utf16.count))

    // Every symbol for an empty query: two spec names and four ids; nothing from the binary.
    #expect(try query("").count == 6)
    #expect(try query("zzz").isEmpty)

    // An open document's text replaces its file's.
    session.open(profile.absoluteString, Self.spec(name: "Profile", ids: ["avatarBadge"]))
    let edited = try query("avt").compactMap { $0["name"]?.stringValue }.sorted()
    #expect(edited == ["avatarBadge", "avatarRing"])
  }

  @Test func matchingIsInOrderAndIgnoresCase() {
    #expect(FuzzyMatch.matches("avt", "avatar"))
    #expect(FuzzyMatch.matches("PrIm", "profileImage"))
    #expect(FuzzyMatch.matches("", "anything"))
    #expect(!FuzzyMatch.matches("tva", "avatar"))
    #expect(FuzzyMatch.matches("名😀", "名片 😀"))
  }
}
