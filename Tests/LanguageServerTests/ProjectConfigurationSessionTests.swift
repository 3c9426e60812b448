import Foundation
import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// The project configuration (`.headerspec.json`) in real sessions: temporary repositories (a
/// folder with `.git`) holding configurations and specs, the specs opened by file URI.
///
/// The spec has a comment, so under `allowComments: false` its one diagnostic is the comment's
/// (at 0:0), and under `true` it has none.
@Suite(.timeLimit(.minutes(1))) struct ProjectConfigurationSessionTests {
  static let spec = "// a comment\n" + Fixtures.validSpec

  /// A temporary repository: `files` (relative path to text) written below a folder that also
  /// holds `.git`; removed when the test ends.
  final class Repository {
    let root: URL

    init(_ files: [String: String]) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "headerspec-config-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
      for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ path: String, _ text: String) throws {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }

    func uri(_ path: String) -> String { root.appendingPathComponent(path).absoluteString }
  }

  /// Whether the published diagnostics include the comment's.
  func flagsTheComment(_ published: JSONValue) -> Bool {
    published["diagnostics"]?.arrayValue?.contains {
      $0[path: "range", "start"] == ["line": 0, "character": 0]
    } == true
  }

  @Test func theNearestConfigurationApplies() throws {
    let repository = try Repository([
      ".headerspec.json": #"{ "allowComments": true }"#,
      "strict/.headerspec.json": #"{ "allowComments": false }"#,
    ])
    let session = try LSPSession()
    try session.initialize()
    let lenient = repository.uri("specs/deep/a.header.json")
    session.open(lenient, Self.spec)
    #expect(try !flagsTheComment(session.published(lenient)))
    let strict = repository.uri("strict/b.header.json")
    session.open(strict, Self.spec)
    #expect(try flagsTheComment(session.published(strict)))
  }

  @Test func theSearchStopsAtTheRepositoryRoot() throws {
    let outer = try Repository([".headerspec.json": #"{ "allowComments": true }"#])
    try outer.write("inner/.git/HEAD", "")
    let session = try LSPSession()
    try session.initialize()
    let uri = outer.uri("inner/a.header.json")
    session.open(uri, Self.spec)
    #expect(try flagsTheComment(session.published(uri)))
  }

  @Test func theProjectFileWinsOverTheEditorsSettings() throws {
    let repository = try Repository([".headerspec.json": #"{ "allowComments": false }"#])
    let session = try LSPSession()
    try session.initialize(options: ["headerspec": ["allowComments": true]])
    let uri = repository.uri("a.header.json")
    session.open(uri, Self.spec)
    #expect(try flagsTheComment(session.published(uri)))
    // A spec outside any project gets the editor's settings.
    let elsewhere = try Repository([:])
    let other = elsewhere.uri("b.header.json")
    session.open(other, Self.spec)
    #expect(try !flagsTheComment(session.published(other)))
  }

  @Test func anOpenConfigurationHasDiagnosticsAndItsEditsRecheckTheSpecs() throws {
    let repository = try Repository([".headerspec.json": #"{ "allowComments": true }"#])
    let session = try LSPSession()
    try session.initialize()
    let spec = repository.uri("a.header.json")
    session.open(spec, Self.spec)
    #expect(try !flagsTheComment(session.published(spec)))

    // Opened in the editor with unsaved text: that text applies, and it is checked.
    let configuration = repository.uri(".headerspec.json")
    session.open(configuration, #"{ "allowComments": false, "sampleProgres": [0] }"#)
    let problems = try session.published(configuration)["diagnostics"]?.arrayValue ?? []
    #expect(problems.count == 1)
    #expect(problems.first?["code"] == "HS201")
    #expect(
      problems.first?["message"]?.stringValue?.contains("did you mean sampleProgress?") == true)
    #expect(try flagsTheComment(session.published(spec)))

    session.change(configuration, version: 2, text: #"{ "allowComments": true }"#)
    #expect(try session.published(configuration)["diagnostics"] == [])
    #expect(try !flagsTheComment(session.published(spec)))

    // Closed with unsaved text that forbids comments: the file on disk (which allows them)
    // applies again.
    session.change(configuration, version: 3, text: #"{ "allowComments": false }"#)
    _ = try session.published(configuration)
    #expect(try flagsTheComment(session.published(spec)))
    session.notify("textDocument/didClose", ["textDocument": ["uri": .string(configuration)]])
    #expect(try session.published(configuration)["diagnostics"] == [])
    #expect(try !flagsTheComment(session.published(spec)))
  }

  @Test func aPullClientGetsAnOpenConfigurationsDiagnostics() throws {
    let repository = try Repository([:])
    let session = try LSPSession()
    try session.initialize(LSPSession.capabilities(pull: true))
    let configuration = repository.uri(".headerspec.json")
    session.open(configuration, #"{ "format": { "indent": 0 } }"#)
    let id = session.request(
      "textDocument/diagnostic", ["textDocument": ["uri": .string(configuration)]])
    let items = try session.response(id)[path: "result", "items"]?.arrayValue ?? []
    #expect(items.map { $0["code"] } == ["HS204"])
    #expect(
      items.first?["range"] == [
        "start": ["line": 0, "character": 24], "end": ["line": 0, "character": 25],
      ])
  }

  @Test func aWatchedFileChangeReadsTheConfigurationAgain() throws {
    let repository = try Repository([:])
    let session = try LSPSession()
    var capabilities = LSPSession.capabilities()
    if case .object(var members) = capabilities {
      members.append(("workspace", ["didChangeWatchedFiles": ["dynamicRegistration": true]]))
      members.removeAll { $0.0 == "workspace" && $0.1["didChangeWatchedFiles"] == nil }
      capabilities = .object(members)
    }
    try session.initialize(capabilities)
    let registration = try session.message("client/registerCapability")
    #expect(
      registration[path: "params", "registrations"] == [
        [
          "id": "headerspec-project-configuration", "method": "workspace/didChangeWatchedFiles",
          "registerOptions": ["watchers": [["globPattern": "**/.headerspec.json"]]],
        ]
      ])
    session.respond(to: registration, result: .null)
    let spec = repository.uri("a.header.json")
    session.open(spec, Self.spec)
    #expect(try flagsTheComment(session.published(spec)))

    try repository.write(".headerspec.json", #"{ "allowComments": true }"#)
    session.notify(
      "workspace/didChangeWatchedFiles",
      ["changes": [["uri": .string(repository.uri(".headerspec.json")), "type": 1]]])
    #expect(try !flagsTheComment(session.published(spec)))
  }

  @Test func formattingTakesTheRequestsIndentOverTheProjectsAndItsLineWidth() throws {
    let repository = try Repository([
      ".headerspec.json": #"{ "format": { "indent": 4, "lineWidth": 40 } }"#
    ])
    let session = try LSPSession()
    try session.initialize()
    let uri = repository.uri("a.header.json")
    let text = #"{"bar": {"maxHeight": 100, "minHeight": 20}, "behavior": {"kind": "fixed"}}"#
    session.open(uri, text)
    _ = try session.published(uri)
    func formatted(_ options: JSONValue) throws -> String {
      let id = session.request(
        "textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": options])
      let edits = try session.response(id)[path: "result"]?.arrayValue ?? []
      return Expected.apply(edits, to: text, encoding: "utf-16")
    }
    // The request's tabSize (2) wins over the project's indent (4); the project's line width
    // (40) applies, so the bar no longer fits on one line.
    #expect(
      try formatted(["tabSize": 2, "insertSpaces": true]) == """
        {
          "bar": {
            "maxHeight": 100,
            "minHeight": 20
          },
          "behavior": { "kind": "fixed" }
        }

        """)
  }
}
