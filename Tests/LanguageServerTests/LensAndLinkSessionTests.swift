import Foundation
import JSONSyntax
import LanguageServer
import Testing

/// Code lenses, `headerspec.showPreview` and document links, through the spawned server.
@Suite(.timeLimit(.minutes(1))) struct LensAndLinkSessionTests {
  static let uri = "file:///work/lenses.header.json"

  /// CJK and emoji before each range, so UTF-16 columns differ from UTF-8 and scalars.
  static let text = """
    {"name": "标题 😀", "bar": {"maxHeight": 100, "minHeight": 50},
     "behavior": {"kind": "squareCash"},
     "subviews": [{"id": "box", "kind": "view", "keyframes": [
       {"progress": 0, "frame": [0, 0, 10, 10], "alpha": 1},
         {"progress": 0.4, "frame": [0, 40, 10, 10], "alpha": 0}]}]}
    """

  static func offset(of needle: String, in text: String = text) -> Int {
    text.utf8.count - text[text.range(of: needle)!.lowerBound...].utf8.count
  }

  static func capabilities(showDocument: Bool) -> JSONValue {
    var capabilities = LSPSession.capabilities().objectValue ?? []
    capabilities.removeAll { $0.0 == "window" }
    capabilities.append(("window", ["showDocument": ["support": .bool(showDocument)]]))
    return .object(capabilities)
  }

  @Test func lensesAboveTheBarTheBehaviourAndEachSubview() throws {
    let session = try LSPSession()
    let result = try session.initialize()
    #expect(result[path: "capabilities", "codeLensProvider"] == ["resolveProvider": false])
    #expect(
      result[path: "capabilities", "executeCommandProvider", "commands"]
        == ["headerspec.showPreview"])
    session.open(Self.uri, Self.text)
    let response = try session.response(
      session.request("textDocument/codeLens", ["textDocument": ["uri": .string(Self.uri)]]))
    let lenses = try #require(response["result"]?.arrayValue)
    let text = Self.text
    let bar = Self.offset(of: #""bar""#)
    let behavior = Self.offset(of: #""behavior""#)
    let box = Self.offset(of: #"{"id": "box""#)
    let boxEnd = text.utf8.count - 2
    #expect(
      lenses == [
        [
          "range": Expected.range(bar, bar + 5, in: text, encoding: "utf-16"),
          "command": [
            "title": "Preview", "command": "headerspec.showPreview",
            "arguments": [.string(Self.uri)],
          ],
        ],
        [
          "range": Expected.range(behavior, behavior + 10, in: text, encoding: "utf-16"),
          "command": [
            "title": "Play fling", "command": "headerspec.showPreview",
            "arguments": [.string(Self.uri), "fling"],
          ],
        ],
        [
          "range": Expected.range(box, boxEnd, in: text, encoding: "utf-16"),
          "command": [
            "title": "visible 0 to 0.4", "command": "headerspec.showPreview",
            "arguments": [.string(Self.uri), 0],
          ],
        ],
      ])
    // The first range's column counts 😀 as two UTF-16 units: `{"name": "标题 😀", ` is 18.
    #expect(lenses.first?[path: "range", "start", "character"] == 18)
  }

  @Test func showPreviewWritesTheCurrentTextsPageAndOpensItInABrowser() throws {
    let session = try LSPSession()
    try session.initialize(Self.capabilities(showDocument: true))
    // A URI of its own: the tests run in parallel and each URI has one page file.
    let uri = "file:///work/current.header.json"
    session.open(uri, Self.text)
    // Edit the second keyframe's y from 40 to 47 before running the command: the page must
    // be of this text.
    let y = Self.offset(of: "40, 10, 10]")
    session.change(
      uri, version: 2,
      range: Expected.range(y, y + 2, in: Self.text, encoding: "utf-16"), text: "47")
    let id = session.request(
      "workspace/executeCommand",
      [
        "command": "headerspec.showPreview", "arguments": [.string(uri), 0.4],
      ])
    let show = try session.message("window/showDocument")
    let target = try #require(show[path: "params", "uri"]?.stringValue)
    #expect(show[path: "params", "external"] == true)
    #expect(target.hasPrefix("file:///"))
    #expect(target.hasSuffix(".html#progress=0.4"))
    session.respond(to: show, result: ["success": true])
    let response = try session.response(id)
    #expect(response[path: "result", "uri"] == .string(target))
    let file = try #require(URL(string: target))
    let html = try String(contentsOf: file, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains(#"id="headerspec-data""#))
    // At progress 0.4 and after, the box's frame is [0, 47, 10, 10] in this text (40 before).
    #expect(html.contains("[0,47,10,10,"))
    #expect(!html.contains("[0,40,10,10,"))
    // The page is `headerspec preview --format html`'s for the edited text, byte for byte.
    let edited = Self.text.replacingOccurrences(of: "40, 10, 10]", with: "47, 10, 10]")
    #expect(html == (try Self.previewHTML(edited)))
    // Shown again, the document reuses its one page.
    let again = session.request(
      "workspace/executeCommand",
      ["command": "headerspec.showPreview", "arguments": [.string(uri)]])
    let second = try session.message("window/showDocument")
    session.respond(to: second, result: ["success": true])
    let path = try #require(second[path: "params", "uri"]?.stringValue?.split(separator: "#").first)
    #expect(path == target.split(separator: "#").first)
    #expect(try session.response(again)["error"] == nil)
    #expect(FileManager.default.fileExists(atPath: file.path))
    // The server removes its pages when it exits.
    #expect(try session.shutdownAndExit() == 0)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  /// What `headerspec preview FILE --format html` prints for `text`.
  static func previewHTML(_ text: String) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerspec-lens-\(UUID().uuidString).header.json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(text.utf8).write(to: file)
    let process = Process()
    process.executableURL = try LSPSession.binary()
    process.arguments = ["preview", file.path, "--format", "html"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func playFlingOpensThePagePlaying() throws {
    let session = try LSPSession()
    try session.initialize(Self.capabilities(showDocument: true))
    session.open(Self.uri, Self.text)
    let id = session.request(
      "workspace/executeCommand",
      ["command": "headerspec.showPreview", "arguments": [.string(Self.uri), "fling"]])
    let show = try session.message("window/showDocument")
    #expect(show[path: "params", "uri"]?.stringValue?.hasSuffix(".html#play=fling") == true)
    session.respond(to: show, result: ["success": true])
    #expect(try session.response(id)["error"] == nil)
  }

  @Test func aClientThatCannotShowDocumentsIsToldWhereThePageIs() throws {
    let session = try LSPSession()
    try session.initialize(Self.capabilities(showDocument: false))
    session.open(Self.uri, Self.text)
    let id = session.request(
      "workspace/executeCommand",
      ["command": "headerspec.showPreview", "arguments": [.string(Self.uri)]])
    let response = try session.response(id)
    let target = try #require(response[path: "result", "uri"]?.stringValue)
    let path = try #require(URL(string: target)?.path)
    #expect(FileManager.default.fileExists(atPath: path))
    let message = try session.message("window/showMessage")
    #expect(message[path: "params", "message"]?.stringValue?.contains(path) == true)
    let rest = try session.drain()
    #expect(!rest.contains { $0["method"] == "window/showDocument" })
  }

  /// A page folder that others can write to (made first by someone else in a shared
  /// temporary directory) is refused: the server writes no page into it.
  @Test func aPageFolderOthersCanWriteToIsRefused() throws {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerspec-lens-\(UUID().uuidString)")
    let folder = temporary.appendingPathComponent("headerspec-preview-\(getuid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
    let session = try LSPSession(environment: ["TMPDIR": temporary.path])
    try session.initialize(Self.capabilities(showDocument: true))
    session.open(Self.uri, Self.text)
    let id = session.request(
      "workspace/executeCommand",
      ["command": "headerspec.showPreview", "arguments": [.string(Self.uri)]])
    let response = try session.response(id)
    #expect(
      response[path: "error", "message"]?.stringValue?.contains("not a folder of this user's alone")
        == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func badCommandsAndSpecsWithErrorsAreRefused() throws {
    let session = try LSPSession()
    try session.initialize(Self.capabilities(showDocument: true))
    let broken = "file:///work/broken.header.json"
    session.open(
      broken, #"{"bar": {"maxHeight": 50, "minHeight": 80}, "behavior": {"kind": "fixed"}}"#)
    let cases: [(JSONValue, Int)] = [
      (["command": "rm -rf", "arguments": [.string(Self.uri)]], ResponseError.invalidParamsCode),
      (["command": "headerspec.showPreview", "arguments": []], ResponseError.invalidParamsCode),
      (
        ["command": "headerspec.showPreview", "arguments": [.string(Self.uri), "loop"]],
        ResponseError.invalidParamsCode
      ),
      (
        ["command": "headerspec.showPreview", "arguments": ["file:///work/closed.header.json"]],
        ResponseError.requestFailedCode
      ),
      (
        ["command": "headerspec.showPreview", "arguments": [.string(broken)]],
        ResponseError.requestFailedCode
      ),
    ]
    for (params, code) in cases {
      let response = try session.response(session.request("workspace/executeCommand", params))
      #expect(response[path: "error", "code"] == .int(code), "\(params.text)")
    }
    let rest = try session.drain()
    #expect(!rest.contains { $0["method"] == "window/showDocument" })
  }

  @Test func linksToTheSchemaAndToImageSetsThatExist() throws {
    let files = FileManager.default
    let root = files.temporaryDirectory.appendingPathComponent(
      "headerspec-links-\(UUID().uuidString)")
    defer { try? files.removeItem(at: root) }
    let specs = root.appendingPathComponent("App/Headers")
    let imageSet = root.appendingPathComponent("App/Foo.xcassets/Profile/avatar😀.imageset")
    try files.createDirectory(at: specs, withIntermediateDirectories: true)
    try files.createDirectory(at: imageSet, withIntermediateDirectories: true)
    try files.createDirectory(
      at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let schema = root.appendingPathComponent("App/header-spec.schema.json")
    try Data("{}".utf8).write(to: schema)
    let text = """
      {"$schema": "../header-spec.schema.json", "name": "标题 😀",
       "bar": {"maxHeight": 100}, "behavior": {"kind": "fixed"}, "subviews": [
        {"id": "a", "kind": "image", "image": "avatar😀",
         "keyframes": [{"progress": 0, "frame": [0, 0, 10, 10]}]},
        {"id": "b", "kind": "button", "image": "missing", "title": "🙂",
         "keyframes": [{"progress": 0, "frame": [0, 0, 10, 10]}]}]}
      """
    let uri = specs.appendingPathComponent("profile.header.json").absoluteString
    let session = try LSPSession()
    let result = try session.initialize()
    #expect(result[path: "capabilities", "documentLinkProvider"] == ["resolveProvider": false])
    session.open(uri, text)
    let response = try session.response(
      session.request("textDocument/documentLink", ["textDocument": ["uri": .string(uri)]]))
    let links = try #require(response["result"]?.arrayValue)
    let schemaStart = Self.offset(of: "../header", in: text)
    let imageStart = Self.offset(of: "avatar😀", in: text)
    #expect(links.count == 2)
    #expect(
      links.first?["range"]
        == Expected.range(
          schemaStart, schemaStart + "../header-spec.schema.json".utf8.count, in: text,
          encoding: "utf-16"))
    #expect(
      links.first?["target"]?.stringValue.flatMap(URL.init(string:))?.standardizedFileURL.path
        == schema.standardizedFileURL.path)
    #expect(
      links.last?["range"]
        == Expected.range(
          imageStart, imageStart + "avatar😀".utf8.count, in: text, encoding: "utf-16"))
    // 😀 is two UTF-16 units: the image name's range ends 8 units after it starts.
    #expect(
      (links.last?[path: "range", "end", "character"]?.intValue ?? 0)
        - (links.last?[path: "range", "start", "character"]?.intValue ?? 0) == 8)
    #expect(
      links.last?["target"]?.stringValue.flatMap(URL.init(string:))?.standardizedFileURL.path
        == imageSet.standardizedFileURL.path)
  }

  @Test func aURLSchemaIsLinkedAsItIsAndAMissingFileIsNot() throws {
    let session = try LSPSession()
    try session.initialize()
    let url = "https://example.com/header-spec.schema.json"
    let cases: [(String, JSONValue?)] = [(url, .string(url)), ("../nowhere.json", nil)]
    for (schema, expected) in cases {
      let uri = "file:///nonexistent-\(UUID().uuidString)/s.header.json"
      session.open(
        uri, #"{"$schema": "\#(schema)", "bar": {"maxHeight": 100}, "behavior": {"kind": "fixed"}}"#
      )
      let response = try session.response(
        session.request("textDocument/documentLink", ["textDocument": ["uri": .string(uri)]]))
      #expect(response["result"]?.arrayValue?.first?["target"] == expected)
    }
  }

  /// Links stay inside the workspace: a `$schema` naming a system file, one climbing out of
  /// the workspace, and an image set that is a link to a folder outside it link nowhere; the
  /// schema inside does.
  @Test func linksStayInsideTheWorkspace() throws {
    let files = FileManager.default
    let root = files.temporaryDirectory.appendingPathComponent(
      "headerspec-links-\(UUID().uuidString)")
    let workspace = root.appendingPathComponent("workspace")
    let outside = root.appendingPathComponent("outside/Secret.xcassets/avatar.imageset")
    try files.createDirectory(at: outside, withIntermediateDirectories: true)
    let catalog = workspace.appendingPathComponent("Assets.xcassets")
    try files.createDirectory(at: catalog, withIntermediateDirectories: true)
    try files.createSymbolicLink(
      at: catalog.appendingPathComponent("avatar.imageset"), withDestinationURL: outside)
    defer { try? files.removeItem(at: root) }
    try Data("{}".utf8).write(to: workspace.appendingPathComponent("header-spec.schema.json"))
    try Data("{}".utf8).write(to: root.appendingPathComponent("outside/schema.json"))
    let session = try LSPSession()
    try session.initialize(workspaceFolders: [workspace.absoluteString])
    let uri = workspace.appendingPathComponent("profile.header.json").absoluteString
    let cases: [(String, Bool)] = [
      ("/etc/passwd", false), ("../../../../../../../proc/self/environ", false),
      ("../outside/schema.json", false),
      (root.appendingPathComponent("outside/schema.json").absoluteString, false),
      ("header-spec.schema.json", true),
    ]
    for (version, (schema, linked)) in cases.enumerated() {
      let text = """
        {"$schema": "\(schema)", "bar": {"maxHeight": 100}, "behavior": {"kind": "fixed"},
         "subviews": [{"id": "a", "kind": "image", "image": "avatar",
           "keyframes": [{"progress": 0, "frame": [0, 0, 10, 10]}]}]}
        """
      if version == 0 {
        session.open(uri, text)
      } else {
        session.change(uri, version: version + 1, text: text)
      }
      let response = try session.response(
        session.request("textDocument/documentLink", ["textDocument": ["uri": .string(uri)]]))
      let links = response["result"]?.arrayValue ?? []
      #expect(links.count == (linked ? 1 : 0), "\(schema): \(links)")
      #expect(links.allSatisfy { $0["tooltip"] == "Open the schema" }, "the image set is outside")
    }
  }
}
