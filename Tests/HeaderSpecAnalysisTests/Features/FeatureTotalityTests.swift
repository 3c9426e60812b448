import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// Every feature at every other offset of every example, and of every 13th prefix of one (as while
/// typing): nothing traps, ranges lie in the document, and every plain-text completion of a key
/// or value in a clean document leaves it free of syntax errors.
@Suite struct FeatureTotalityTests {
  static let examples: [String] = TestFiles.list(TestFiles.root + "/Schemas/examples").map {
    String(
      decoding: TestFiles.read(TestFiles.root + "/Schemas/examples/" + $0) ?? [], as: UTF8.self)
  }

  @Test(arguments: examples)
  func everyOffsetOfAnExample(_ text: String) {
    let document = SpecDocument(text: text)
    let count = text.utf8.count
    for offset in stride(from: 0, through: count, by: 2) {
      let list = completions(in: document, at: offset, snippets: false)
      for item in list.items {
        #expect(item.range.start >= 0 && item.range.end <= count)
        let result = TextEdit.apply(item.edits, to: text)
        // The syntax alone: an edit's result is parsed, not analysed in every environment.
        let after = SyntaxTree(text: result)
        #expect(
          !after.hasErrors,
          "\(item.label) at \(offset) gives \(after.errors.first.map { "\($0)" } ?? "")")
      }
      if let hover = hover(in: document, at: offset) {
        #expect(hover.range.start >= 0 && hover.range.end <= count)
      }
      let point = ByteRange(start: offset, end: offset)
      for action in codeActions(in: document, range: point, diagnostics: document.diagnostics) {
        #expect(!SyntaxTree(text: TextEdit.apply(action.edits, to: text)).hasErrors)
      }
      #expect(selectionRanges(in: document, at: offset).allSatisfy { $0.end <= count })
      // Formatting as one types keeps a clean example clean, wherever the cursor is (every
      // 8th offset: after a bracket or a line break it formats a container, O(n) each).
      for character in ["}", "]", "\n"] where offset % 8 == 0 {
        let edits = onTypeFormatting(in: document, offset: offset, character: character)
        #expect(edits.allSatisfy { $0.range.start >= 0 && $0.range.end <= count })
        let result = SyntaxTree(text: TextEdit.apply(edits, to: text))
        #expect(!result.hasErrors, "\(character) at \(offset)")
      }
    }
    #expect(formatting(in: SpecDocument(text: text)).count <= 1)
    _ = documentSymbols(in: document)
    _ = inlayHints(in: document, range: ByteRange(start: 0, end: count))
  }

  @Test func everyPrefixWhileTyping() {
    let text = Self.examples.first { $0.contains("squareCash") } ?? ""
    let bytes = Array(text.utf8)
    for length in stride(from: 0, through: bytes.count, by: 13) {
      let prefix = Array(bytes[0..<length])
      let document = SpecDocument(bytes: prefix)
      for item in completions(in: document, at: length).items {
        #expect(item.range.end <= length)
        _ = TextEdit.apply(item.edits, to: prefix)
      }
      _ = hover(in: document, at: length)
      _ = codeActions(
        in: document, range: ByteRange(start: length, end: length),
        diagnostics: document.diagnostics)
      _ = rangeFormatting(in: document, range: ByteRange(start: 0, end: length))
      for character in ["}", "]", "\n"] {
        #expect(
          onTypeFormatting(in: document, offset: length, character: character).allSatisfy {
            $0.range.end <= length
          })
      }
      _ = documentSymbols(in: document)
      _ = foldingRanges(in: document)
      _ = documentColors(in: document)
    }
  }
}
