import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `preview --format svg` output read back by a real XML parser (libxml2 through `XMLParser`):
/// every SVG scenario's output is well-formed, and a spec whose strings hold characters XML 1.0
/// forbids (U+0000, U+0001, ESC, U+FFFF) still gives a document whose text keeps the rest,
/// CJK and emoji included.
@Suite struct SVGWellFormedTests {
  /// The parse of `svg`: nil when it is not well-formed, else the text of each `title` and
  /// `text` element in document order.
  static func texts(_ svg: String) -> [String]? {
    let collector = TextCollector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    return parser.parse() ? collector.texts : nil
  }

  /// Every SVG scenario that writes one: `preview` (`--animate` too) when it succeeds
  /// (`preview-svg-two-files` is a usage error, no SVG), `diff` when it finds a difference (1).
  @Test(
    arguments: Scenario.all.filter {
      $0.arguments.contains("svg")
        && ($0.text("expected.status") == "0\n"
          || ($0.arguments.first == "diff" && $0.text("expected.status") == "1\n"))
    })
  func scenarioOutputParses(_ scenario: Scenario) throws {
    let directory = try scenario.prepare()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try HeaderspecRunner.run(scenario.arguments, in: directory)
    #expect("\(result.status)\n" == scenario.text("expected.status"))
    #expect(Self.texts(result.stdout) != nil, "\(scenario.name) is not well-formed XML")
  }

  @Test func forbiddenCharactersBecomeReplacementCharacters() throws {
    let spec = #"""
      { "version": 1, "name": "Photos\u0000\u0001 & <照片> 📷",
        "bar": { "maxHeight": 96.5, "minHeight": 44 },
        "behavior": { "kind": "largeTitle", "snapping": [ { "target": 0, "from": 0, "to": 1 } ] },
        "subviews": [
          { "id": "menu", "kind": "titleMenu", "items": ["时刻\u0000", "x\u001B[2J", "😀\uFFFF"] } ] }
      """#
    let file = try HeaderspecRunner.file(spec, name: "photos.header.json")
    let check = try HeaderspecRunner.run(["check", file])
    #expect(check.status == 0, "the spec is valid: \(check.stdout)")
    let result = try HeaderspecRunner.run(["preview", file, "--progress", "0", "--format", "svg"])
    #expect(result.status == 0)
    let texts = try #require(Self.texts(result.stdout))
    #expect(texts.first == "Photos\u{FFFD}\u{FFFD} & <照片> 📷: 1 samples")
    #expect(texts.suffix(3) == ["时刻\u{FFFD}", "x\u{FFFD}[2J", "😀\u{FFFD}"])
  }
}

/// Collects the character data of `title` and `text` elements.
private final class TextCollector: NSObject, XMLParserDelegate {
  var texts: [String] = []
  private var current: String?

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if name == "title" || name == "text" { current = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if let current { texts.append(current) }
    current = nil
  }
}
