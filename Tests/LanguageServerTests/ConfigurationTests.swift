import LanguageServer
import Testing

/// Settings from `initializationOptions`, `didChangeConfiguration` and `workspace/configuration`.
@Suite(.timeLimit(.minutes(1))) struct ConfigurationTests {
  static let uri = "file:///work/config.header.json"
  static let text = "{ // a comment\n\"a\": 1,}"

  func codes(_ published: JSONValue) -> [String] {
    (published["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
  }

  @Test func initializationOptionsApply() throws {
    let session = try LSPSession()
    try session.initialize(options: ["headerspec": ["allowComments": true]])
    session.open(Self.uri, Self.text)
    #expect(codes(try session.published(Self.uri)) == ["trailing-comma"])
  }

  @Test func didChangeConfigurationRechecksOpenDocuments() throws {
    let session = try LSPSession()
    try session.initialize()
    session.open(Self.uri, Self.text)
    #expect(codes(try session.published(Self.uri)) == ["comment-not-allowed", "trailing-comma"])
    session.notify(
      "workspace/didChangeConfiguration",
      [
        "settings": [
          "headerspec": [
            "allowComments": true, "severityOverrides": ["trailing-comma": "warning"],
          ]
        ]
      ])
    let published = try session.published(Self.uri)
    #expect(codes(published) == ["trailing-comma"])
    #expect(published["diagnostics"]?.arrayValue?.first?["severity"] == 2)
    session.notify(
      "workspace/didChangeConfiguration",
      [
        "settings": [
          "headerspec": ["allowComments": true, "severityOverrides": ["trailing-comma": "off"]]
        ]
      ])
    #expect(codes(try session.published(Self.uri)) == [])
  }

  @Test func configurationIsPulledWhenSupported() throws {
    let session = try LSPSession()
    try session.initialize(LSPSession.capabilities(configuration: true))
    let request = try session.message("workspace/configuration")
    #expect(request[path: "params", "items"] == [["section": "headerspec"]])
    session.open(Self.uri, Self.text)
    #expect(codes(try session.published(Self.uri)).count == 2)
    session.respond(to: request, result: [["allowComments": true]])
    #expect(codes(try session.published(Self.uri)) == ["trailing-comma"])
    // A change notification makes the server pull again.
    session.notify("workspace/didChangeConfiguration", ["settings": .null])
    let again = try session.message("workspace/configuration")
    session.respond(to: again, result: [["allowComments": false]])
    #expect(codes(try session.published(Self.uri)).count == 2)
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
    session.notify(
      "workspace/didChangeConfiguration", ["settings": ["headerspec": ["allowComments": true]]])
    let refresh = try session.message("workspace/diagnostic/refresh")
    session.respond(to: refresh, result: .null)
    #expect(try session.shutdownAndExit() == 0)
  }
}
