import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// Everything the project shows users as a spec is in the layout `headerspec format` writes:
/// the examples, the JSON samples of the Markdown docs, the skeleton of a new file and the
/// element snippets of completion. Formatting them must change nothing.
@Suite struct CanonicalStyleTests {
  @Test(arguments: TestFiles.list(TestFiles.root + "/Schemas/examples"))
  func exampleIsCanonical(name: String) throws {
    let bytes = try #require(TestFiles.read(TestFiles.root + "/Schemas/examples/" + name))
    let printed = try JSONPrinter.printedBytes(SyntaxTree(bytes: bytes))
    #expect(String(decoding: printed, as: UTF8.self) == String(decoding: bytes, as: UTF8.self))
  }

  /// Every ```json block of the docs that is a whole JSON document. README.md has at least one.
  @Test func markdownSamplesAreCanonical() throws {
    var checked: [String: Int] = [:]
    for path in Self.markdownFiles() {
      let text = String(
        decoding: try #require(TestFiles.read(TestFiles.root + "/" + path)), as: UTF8.self)
      for sample in Self.jsonBlocks(in: text) {
        let tree = SyntaxTree(text: sample)
        guard !tree.hasErrors else { continue }
        checked[path, default: 0] += 1
        let printed = try JSONPrinter.print(tree)
        #expect(printed == sample, "a sample in \(path):\n\(sample)\nformatted:\n\(printed)")
      }
    }
    #expect(checked["README.md", default: 0] >= 1)
  }

  @Test func newFileSkeletonIsCanonical() throws {
    let items = completions(in: SpecDocument(text: ""), at: 0, snippets: false).items
    let skeleton = try #require(items.first { $0.label == "header spec" })
    #expect(
      try JSONPrinter.print(SyntaxTree(text: skeleton.insertText)) == skeleton.insertText + "\n")
  }

  @Test(arguments: ["subviews", "keyframes", "snapping"])
  func elementSnippetsAreCanonical(array: String) throws {
    let text = "{ \"\(array)\": [\n  \n] }"
    let offset = text.utf8.count - 4
    let items = completions(in: SpecDocument(text: text), at: offset, snippets: false).items
    #expect(!items.isEmpty)
    for item in items {
      var elements = item.insertText
      if elements.hasSuffix(",") { elements.removeLast() }
      // The elements where they are offered: in an array written one element per line, on a
      // line indented by two spaces (the lines after the first come indented).
      let wrapped = "[\n  " + elements + "\n]\n"
      let printed = try JSONPrinter.print(SyntaxTree(text: wrapped))
      #expect(printed == wrapped, "\(item.label):\n\(wrapped)\nformatted:\n\(printed)")
    }
  }

  static func markdownFiles() -> [String] {
    var files = ["README.md"]
    for folder in ["Schemas", "Sources", "Tests", "EditorSupport"] {
      files += TestFiles.list(TestFiles.root + "/" + folder).filter { $0.hasSuffix(".md") }.map {
        folder + "/" + $0
      }
    }
    return files
  }

  /// The contents of the fenced blocks opened with ```json.
  static func jsonBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.trimmingPrefix(" ").hasPrefix("```json") {
        current = []
      } else if current != nil, line.trimmingPrefix(" ").hasPrefix("```") {
        blocks.append(current!.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }
}
