import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// A key's hover ends with a link to its section of `Schemas/FORMAT.md`: every key of the
/// bundled examples and of the valid schema corpus links to a heading of the page whose
/// section names the key (in a code span, or in the heading).
@Suite struct FormatReferenceTests {
  static let base = "https://github.com/headerspec/headerspec/blob/main/Schemas/FORMAT.md#"

  /// The anchor of the link at the end of the hover on the key at `offset`, if any.
  static func linkedAnchor(_ document: SpecDocument, _ offset: Int) -> String? {
    guard let markdown = hover(in: document, at: offset)?.markdown,
      let line = markdown.split(separator: "\n").last,
      line.hasPrefix("[Format reference](\(base)"), line.hasSuffix(")")
    else { return nil }
    return String(line.dropFirst("[Format reference](\(base)".count).dropLast())
  }

  /// GitHub's anchor of each heading, with the section's text (up to the next heading of the
  /// same or a higher level).
  static func sections(_ markdown: String) -> [String: String] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    var result: [String: String] = [:]
    for (index, line) in lines.enumerated() where line.hasPrefix("#") {
      let level = line.prefix { $0 == "#" }.count
      let title = line.dropFirst(level).trimmingPrefix(" ")
      let anchor = String(
        title.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
          .map { $0 == " " ? "-" : $0 })
      let end =
        lines[(index + 1)...].firstIndex {
          $0.hasPrefix("#") && $0.prefix { $0 == "#" }.count <= level
        } ?? lines.endIndex
      result[anchor] = lines[index..<end].joined(separator: "\n")
    }
    return result
  }

  /// Every key of every object of `tree`, with its UTF-8 start.
  static func keys(_ tree: SyntaxTree) -> [(name: String, offset: Int)] {
    var result: [(String, Int)] = []
    var stack = tree.root.map { [$0] } ?? []
    while let node = stack.popLast() {
      if tree.kind(node) == .member {
        let key = tree.key(of: node)
        if let name = tree.stringValue(key) { result.append((name, tree.range(key).start + 1)) }
      }
      stack += tree.children(node)
    }
    return result
  }

  @Test func everyKeyLinksToASectionThatNamesIt() throws {
    let reference = try #require(TestFiles.text(TestFiles.root + "/Schemas/FORMAT.md"))
    let sections = Self.sections(reference)
    #expect(sections["status-bar"] != nil && sections["title-menu"] != nil)
    var files = TestFiles.list(TestFiles.root + "/Schemas/examples")
      .filter { $0.hasSuffix(".header.json") }.map { "Schemas/examples/" + $0 }
    files += TestFiles.list(TestFiles.root + "/Tests/SchemaCorpus/valid")
      .filter { $0.hasSuffix(".header.json") }.map { "Tests/SchemaCorpus/valid/" + $0 }
    #expect(files.count > 20)
    var linked = Set<String>()
    for file in files {
      let text = try #require(TestFiles.text(TestFiles.root + "/" + file))
      let document = SpecDocument(text: text)
      for (name, offset) in Self.keys(document.syntax) {
        guard let anchor = Self.linkedAnchor(document, offset) else {
          Issue.record("\(file): no link on \(name)")
          continue
        }
        linked.insert(name)
        guard let section = sections[anchor] else {
          Issue.record("\(file): \(name) links to #\(anchor), which is no heading")
          continue
        }
        // A key with a section of its own (`bar`: `### Bar`) is named by its heading.
        let heading = section.prefix { $0 != "\n" }.lowercased()
        #expect(
          section.contains("`\(name)") || section.contains(".\(name)`")
            || heading.contains(name.lowercased()),
          "\(file): #\(anchor) does not name \(name)")
      }
    }
    // The corpus has every kind of key: a sample of each section's.
    for name in ["$schema", "maxHeight", "thresholds", "target", "items", "field", "inset"] {
      #expect(linked.contains(name), "\(name)")
    }
  }

  @Test func sectionsByPlace() {
    let cases: [(String, [PathComponent], String)] = [
      ("name", [], "document"),
      ("bar", [], "bar"),
      ("maxHeight", [.key("bar"), .key("compact")], "bar"),
      ("fromTop", [.key("behavior"), .key("thresholds")], "behavior"),
      ("snapping", [.key("behavior")], "snapping"),
      ("target", [.key("behavior"), .key("snapping"), .index(0)], "snapping"),
      ("items", [.key("subviews"), .index(2)], "title-menu"),
      ("text", [.key("subviews"), .index(2)], "subviews"),
      ("widthFraction", [.key("subviews"), .index(0), .key("field")], "search-bar"),
      (
        "scale", [.key("subviews"), .index(0), .key("keyframes"), .index(1), .key("transform")],
        "keyframes"
      ),
      (
        "leading", [.key("subviews"), .index(0), .key("keyframes"), .index(0), .key("anchor")],
        "anchors"
      ),
      (
        "offset",
        [.key("subviews"), .index(0), .key("keyframes"), .index(0), .key("anchor"), .key("top")],
        "references"
      ),
      ("devices", [.key("supports")], "environments"),
      ("extendsUnder", [.key("statusBar")], "status-bar"),
    ]
    for (name, path, anchor) in cases {
      #expect(FormatReference.anchor(key: name, at: path) == anchor, "\(name)")
    }
  }

  /// The hover on a key, after a CJK name: the schema's text first, the link last.
  @Test func theLinkEndsTheHover() throws {
    let text = #"""
      { "name": "設定 🙂", "bar": { "maxHeight": 100, "minHeight": 50 },
        "behavior": { "kind": "fixed" } }
      """#
    let offset = Array(text.utf8).firstRange(of: Array("minHeight".utf8))!.lowerBound
    let markdown = try #require(hover(in: SpecDocument(text: text), at: offset)?.markdown)
    #expect(markdown.hasPrefix("`minHeight`"))
    #expect(markdown.hasSuffix("\n\n[Format reference](\(Self.base)bar)"))
  }
}
