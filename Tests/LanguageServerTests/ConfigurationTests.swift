import JSONSyntax
import LanguageServer
import Testing

/// Settings from `initializationOptions`, `didChangeConfiguration` and `workspace/configuration`.
///
/// The document is a valid spec with a comment, so its only diagnostic is the comment's, under
/// whichever code the diagnostics layer gives it: the tests find it by its range.
@Suite(.timeLimit(.minutes(1))) struct ConfigurationTests {
  static let uri = "file:///work/config.header.json"
  static let text = "// a comment\n" + Fixtures.validSpec
  /// Where the comment's diagnostic starts.
  static let commentStart: JSONValue = ["line": 0, "character": 0]

  /// The diagnostic at the comment, if any.
  func commentDiagnostic(_ published: JSONValue) -> JSONValue? {
    published["diagnostics"]?.arrayValue?.first { $0[path: "range", "start"] == Self.commentStart }
  }

  func settings(_ section: JSONValue) -> JSONValue { ["settings": ["headerspec": section]] }

  @Test func initializationOptionsApply() throws {
    let session = try LSPSession()
    try session.initialize(options: ["headerspec": ["allowComments": true]])
    session.open(Self.uri, Self.text)
    #expect(try session.published(Self.uri)["diagnostics"] == [])
  }

  /// A new configuration re-checks the open documents. A syntax error (the comment, HS114)
  /// keeps its severity whatever the settings say; allowing comments is what removes it.
  @Test func didChangeConfigurationRechecksOpenDocuments() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, Self.text)
    let comment = try #require(commentDiagnostic(try session.published(Self.uri)))
    #expect(comment["severity"] == 1)
    let code = try #require(comment["code"])
    for level in ["hint", "off"] {
      session.notify(
        "workspace/didChangeConfiguration",
        settings(["severityOverrides": .object([(code.stringValue ?? "", .string(level))])]))
      #expect(commentDiagnostic(try session.published(Self.uri))?["severity"] == 1)
    }
    session.notify("workspace/didChangeConfiguration", settings(["allowComments": true]))
    #expect(try session.published(Self.uri)["diagnostics"] == [])
  }

  @Test func configurationIsPulledWhenSupported() throws {
    let session = try LSPSession()
    try session.initialize(LSPSession.capabilities(configuration: true))
    let request = try session.message("workspace/configuration")
    #expect(request[path: "params", "items"] == [["section": "headerspec"]])
    session.open(Self.uri, Self.text)
    #expect(commentDiagnostic(try session.published(Self.uri)) != nil)
    session.respond(to: request, result: [["allowComments": true]])
    #expect(try session.published(Self.uri)["diagnostics"] == [])
    // A change notification makes the server pull again.
    session.notify("workspace/didChangeConfiguration", ["settings": .null])
    let again = try session.message("workspace/configuration")
    session.respond(to: again, result: [["allowComments": false]])
    #expect(commentDiagnostic(try session.published(Self.uri)) != nil)
  }

  @Test func registrationAndRefreshForPullClients() throws {
    let session = try LSPSession()
    let capabilities: JSONValue = [
      "textDocument": ["diagnostic": [:]],
      "workspace": [
        "didChangeConfiguration": ["dynamicRegistration": true],
        "diagnostics": ["refreshSupport": true],
      ],
    ]
    try session.initialize(capabilities)
    let registration = try session.message("client/registerCapability")
    #expect(
      registration[path: "params", "registrations"]?.arrayValue?.first?["method"]
        == "workspace/didChangeConfiguration")
    session.respond(to: registration, result: .null)
    session.notify("workspace/didChangeConfiguration", settings(["allowComments": true]))
    let refresh = try session.message("workspace/diagnostic/refresh")
    session.respond(to: refresh, result: .null)
    #expect(try session.shutdownAndExit() == 0)
  }
}
