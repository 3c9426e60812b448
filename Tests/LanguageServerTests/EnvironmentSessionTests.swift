import Foundation
import JSONSyntax
import LanguageServer
import LanguageService
import Testing

/// The device environment in the editor: from the `environment` setting, from the project
/// configuration, as a `headerspec/preview` parameter, and a subview hover with its frame on
/// every supported device. Expected values computed by hand (Schemas/FORMAT.md#status-bar): the
/// bar extends under the status bar with a reference top inset of 20, so on a device whose top
/// inset is `t` its heights and every `y` grow by `t - 20` (iPhone 15: t = 59, +39; any iPhone
/// in landscape: t = 0, -20; iPhone SE: t = 20, +0).
@Suite(.timeLimit(.minutes(1))) struct EnvironmentSessionTests {
  static let spec = """
    {
      "bar": { "maxHeight": 100, "minHeight": 20 },
      "behavior": { "kind": "squareCash", "snappingEnabled": false },
      "supports": {
        "devices": ["iPhone SE 3rd generation", "iPhone 15"],
        "orientations": ["portrait", "landscape"]
      },
      "subviews": [
        {
          "id": "close", "kind": "button", "image": "Close", "accessibilityLabel": "Close",
          "keyframes": [
            { "progress": 0, "frame": [10, 30, 30, 30] },
            { "progress": 1, "frame": [10, 0, 30, 20] }
          ]
        }
      ]
    }
    """

  /// `headerspec/preview` at progress 0: the bar's height and the subview's frame.
  func preview(
    _ session: LSPSession, _ uri: String, environment: JSONValue? = nil
  ) throws -> (height: JSONValue?, frame: JSONValue?, error: JSONValue?) {
    var params: [(String, JSONValue)] = [
      ("textDocument", ["uri": .string(uri)]), ("progress", [0]),
    ]
    if let environment { params.append(("environment", environment)) }
    let response = try session.response(session.request("headerspec/preview", .object(params)))
    let sample = response[path: "result", "samples"]?.arrayValue?.first
    return (
      sample?["height"], sample?["subviews"]?.arrayValue?.first?["frame"], response["error"]
    )
  }

  @Test func theEnvironmentSettingLaysTheSpecOut() throws {
    let session = try LSPSession()
    try session.initialize(options: ["headerspec": ["environment": ["device": "iPhone 15"]]])
    let uri = "file:///work/environment.header.json"
    session.open(uri, Self.spec)
    // On an iPhone 15 the close button's last frame (y 0 in a bar under the status bar, which
    // moves down by 39) is still under the status bar: the environment's own problem. Its
    // absolute x is the spec's (it supports 375 to 852 pt): HS327 whatever the environment.
    let diagnostics = try session.published(uri)["diagnostics"]?.arrayValue ?? []
    #expect(diagnostics.map { $0["code"] } == ["HS314", "HS327"])
    let result = try preview(session, uri)
    #expect(result.height == 139)
    #expect(result.frame == [10, 69, 30, 30])
  }

  /// Without an environment the server checks every supported one, as `check` does: each
  /// problem once, prefixed with where it happens. In landscape (top inset 0, bar 20 pt
  /// shorter) the close button's last frame sits at y -20, above the bar; in portrait it is
  /// 20 pt under the status bar on both devices (y 0 under 20 on the SE, y 39 under 59 on the
  /// iPhone 15); the iPhone 15 in landscape has a 59 pt left inset, which x 10 reaches 49 pt
  /// into.
  @Test func withoutAnEnvironmentEverySupportedOneIsChecked() throws {
    let session = try LSPSession()
    try session.initialize()
    let uri = "file:///work/matrix.header.json"
    session.open(uri, Self.spec)
    let published = try session.published(uri)["diagnostics"]?.arrayValue ?? []
    #expect(published.map { $0["code"] } == ["HS311", "HS314", "HS314", "HS327"])
    let diagnostics = published.filter { $0["code"] != "HS327" }
    let messages = diagnostics.compactMap { $0["message"]?.stringValue }
    #expect(
      messages.first?.hasPrefix(#"landscape: "close" reaches 20 pt past the bar's top"#) == true)
    #expect(
      messages.dropFirst().first?.hasPrefix(#"portrait: "close" reaches 20 pt under"#) == true)
    #expect(
      messages.last?.hasPrefix(#"on iPhone 15, landscape: "close" reaches 49 pt into the left"#)
        == true)
  }

  @Test func theProjectsEnvironmentWinsOverTheEditors() throws {
    let repository = try ProjectConfigurationSessionTests.Repository([
      ".headerspec.json": """
      { "environment": { "device": "iPhone SE 3rd generation", "orientation": "landscape" } }
      """
    ])
    let session = try LSPSession()
    try session.initialize(options: ["headerspec": ["environment": ["device": "iPhone 15"]]])
    let uri = repository.uri("a.header.json")
    session.open(uri, Self.spec)
    _ = try session.published(uri)
    let result = try preview(session, uri)
    #expect(result.height == 80)
    #expect(result.frame == [10, 10, 30, 30])
  }

  @Test func thePreviewRequestTakesAnEnvironment() throws {
    let session = try LSPSession()
    try session.initialize()
    let uri = "file:///work/environment.header.json"
    session.open(uri, Self.spec)
    _ = try session.published(uri)
    #expect(try preview(session, uri).height == 100)
    let onIPhone15 = try preview(session, uri, environment: ["device": "iPhone 15"])
    #expect(onIPhone15.height == 139)
    #expect(onIPhone15.frame == [10, 69, 30, 30])
    let custom = try preview(session, uri, environment: ["width": 320, "topInset": 44])
    #expect(custom.height == 124)
    let unknown = try preview(session, uri, environment: ["device": "iPhone 5"])
    #expect(unknown.error?["code"] == -32602)
    #expect(
      unknown.error?["message"]?.stringValue?.contains(#"did you mean "iPhone 15"?"#) == true)
  }

  /// More sample progress values than a preview takes: the first 1,000 are used, and the log
  /// says so.
  @Test func theSampleProgressSettingIsCapped() throws {
    let session = try LSPSession()
    let values = (0...200_000).map { JSONValue.number(Double($0) / 200_000) }
    try session.initialize(options: ["headerspec": ["sampleProgress": .array(values)]])
    let log = try session.message("window/logMessage")
    #expect(log[path: "params", "type"] == 2)
    #expect(
      log[path: "params", "message"]?.stringValue
        == "sampleProgress: 200001 values; the first 1000 are used")
    let uri = "file:///work/environment.header.json"
    session.open(uri, Self.spec)
    _ = try session.published(uri)
    let preview = try session.response(
      session.request("headerspec/preview", ["textDocument": ["uri": .string(uri)]]))
    #expect(preview[path: "result", "samples"]?.arrayValue?.count == 1000)
  }

  @Test func aSubviewHoverShowsItsFrameOnEverySupportedDevice() throws {
    let session = try LSPSession()
    try session.initialize(options: ["headerspec": ["sampleProgress": [0, 1]]])
    let uri = "file:///work/environment.header.json"
    session.open(uri, Self.spec)
    _ = try session.published(uri)
    let offset = try #require(Self.spec.utf8.firstRange(of: #""image""#.utf8)?.lowerBound)
    let position = Expected.position(
      Self.spec.utf8.distance(from: Self.spec.utf8.startIndex, to: offset), in: Self.spec,
      encoding: "utf-16")
    let response = try session.response(
      session.request(
        "textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": position]))
    let markdown = try #require(response[path: "result", "contents", "value"]?.stringValue)
    let table = try #require(markdown.range(of: "**On each supported device**"))
    #expect(
      markdown[table.lowerBound...] == """
        **On each supported device** (frame x, y, w, h by progress)

        | device | 0 | 1 |
        |---|---|---|
        | iPhone SE 3rd generation, portrait | `(10, 30, 30, 30)` | `(10, 0, 30, 20)` |
        | iPhone SE 3rd generation, landscape | `(10, 10, 30, 30)` | `(10, -20, 30, 20)` |
        | iPhone 15, portrait | `(10, 69, 30, 30)` | `(10, 39, 30, 20)` |
        | iPhone 15, landscape | `(10, 10, 30, 30)` | `(10, -20, 30, 20)` |

        [Format reference](https://github.com/headerspec/headerspec/blob/main/Schemas/FORMAT.md#subviews)
        """)
  }

  /// An environment that makes the geometry overflow is refused as `preview --width 1e308`
  /// refuses it (HS313), not answered with samples 1.7e308 tall: one validation for both.
  @Test(arguments: [
    (["width": 1e308] as JSONValue, "width is too large to lay out"),
    (["topInset": 1.7e308] as JSONValue, "is too large to lay out"),
  ])
  func anEnvironmentTooLargeToLayOutIsRefusedAsTheCommandLineRefusesIt(
    environment: JSONValue, message: String
  ) throws {
    let session = try LSPSession()
    try session.initialize()
    let uri = "file:///work/overflow.header.json"
    session.open(uri, Self.spec)
    let result = try preview(session, uri, environment: environment)
    #expect(result.height == nil)
    let text = result.error?["message"]?.stringValue ?? ""
    #expect(text.contains(message) && text.contains("[HS313]"), "\(text)")
  }
}
