import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// The one helper for formatting as one types: the document after `onTypeFormatting` with the
/// cursor at 1️⃣ right after typing `character`. The edits must not overlap, must leave the
/// text after the cursor's line alone, and asking again on the result must change nothing.
func checkOnTypeFormatting(
  _ marked: String, typed character: String, expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let fixture = MarkedText(marked)
  let cursor = fixture.offset("1")
  let edits = onTypeFormatting(
    in: SpecDocument(text: fixture.text), offset: cursor, character: character)
  let sorted = edits.sorted { $0.range.start < $1.range.start }
  for (first, second) in zip(sorted, sorted.dropFirst()) {
    #expect(first.range.end <= second.range.start, "overlap", sourceLocation: sourceLocation)
  }
  let result = TextEdit.apply(edits, to: fixture.text)
  #expect(result == expected, sourceLocation: sourceLocation)
  let shift = edits.reduce(0) { $0 + $1.newText.utf8.count - ($1.range.end - $1.range.start) }
  let again = onTypeFormatting(
    in: SpecDocument(text: result), offset: cursor + shift, character: character)
  #expect(again.isEmpty, "stable", sourceLocation: sourceLocation)
}

@Suite struct OnTypeFormattingTests {
  static let head = "{\n  \"name\": \"日本🙂\",\n  \"subviews\": [\n    {\n      \"id\": \"a\",\n"
  static let tail = "    }\n  ],\n  \"behavior\": {\"kind\":\"fixed\"}\n}\n"

  @Test func closingAKeyframeFormatsItOnOneLine() {
    checkOnTypeFormatting(
      Self.head + "      \"keyframes\": [\n        {\"progress\":0,\"alpha\":1}1️⃣,\n"
        + "        { \"progress\": 1 }\n      ]\n" + Self.tail,
      typed: "}",
      expected: Self.head + "      \"keyframes\": [\n        { \"progress\": 0, \"alpha\": 1 },\n"
        + "        { \"progress\": 1 }\n      ]\n" + Self.tail)
  }

  @Test func closingKeyframesPutsOneKeyframePerLine() {
    checkOnTypeFormatting(
      Self.head + "      \"keyframes\": [{\"progress\":0,\"alpha\":1}, {\"progress\":1}]1️⃣\n"
        + Self.tail,
      typed: "]",
      expected: Self.head + "      \"keyframes\": [\n        { \"progress\": 0, \"alpha\": 1 },\n"
        + "        { \"progress\": 1 }\n      ]\n" + Self.tail)
  }

  @Test func closingSnappingRangesKeepsThemOnOneLine() {
    checkOnTypeFormatting(
      "{\n  \"snapping\": [{\"target\":0,\"to\":1},{\"target\":1,\"to\":1}]1️⃣,\n  \"a\": 1\n}\n",
      typed: "]",
      expected:
        "{\n  \"snapping\": [{ \"target\": 0, \"to\": 1 }, { \"target\": 1, \"to\": 1 }],\n  \"a\": 1\n}\n"
    )
  }

  @Test func enterBetweenKeyframesIndentsAndFormatsTheKeyframeAbove() {
    checkOnTypeFormatting(
      Self.head + "      \"keyframes\": [\n        {\"progress\":0,\"alpha\":1},\n1️⃣\n"
        + "        { \"progress\": 1 }\n      ]\n" + Self.tail,
      typed: "\n",
      expected: Self.head + "      \"keyframes\": [\n        { \"progress\": 0, \"alpha\": 1 },\n"
        + "        \n        { \"progress\": 1 }\n      ]\n" + Self.tail)
    // The editor's own indentation, when wrong, is replaced; before `]` the line takes the
    // array's level.
    checkOnTypeFormatting(
      Self.head + "      \"keyframes\": [\n        { \"progress\": 0 },\n  1️⃣{ \"progress\": 1 }\n"
        + "      ]\n" + Self.tail,
      typed: "\n",
      expected: Self.head + "      \"keyframes\": [\n        { \"progress\": 0 },\n"
        + "        { \"progress\": 1 }\n      ]\n" + Self.tail)
    checkOnTypeFormatting(
      Self.head + "      \"keyframes\": [\n        { \"progress\": 0 }\n1️⃣]\n" + Self.tail,
      typed: "\n",
      expected: Self.head + "      \"keyframes\": [\n        { \"progress\": 0 }\n      ]\n"
        + Self.tail)
  }

  @Test func enterElsewhereOrAnotherCharacterChangesNothing() {
    checkOnTypeFormatting(
      "{\n  \"bar\": {\"maxHeight\":100,\n1️⃣\"minHeight\":44}\n}\n", typed: "\n",
      expected: "{\n  \"bar\": {\"maxHeight\":100,\n\"minHeight\":44}\n}\n")
    checkOnTypeFormatting(
      "{\n  \"bar\": {\"maxHeight\":100}1️⃣\n}\n", typed: ",",
      expected: "{\n  \"bar\": {\"maxHeight\":100}\n}\n")
    // The cursor is not after the character said to be typed.
    checkOnTypeFormatting(
      "{\n  \"bar\": {\"maxHeight\":100}\n1️⃣}\n", typed: "]",
      expected: "{\n  \"bar\": {\"maxHeight\":100}\n}\n")
  }

  @Test func aBrokenDocumentGetsOnlyTheIndentation() {
    // The missing comma after `"a"` makes the document unprintable: the keyframe stays as
    // written, the new line is still indented.
    let broken = "{\n  \"id\": \"a\" \"b\": 1,\n  \"keyframes\": [\n    {\"progress\":0},\n"
    checkOnTypeFormatting(
      broken + "1️⃣\n    { \"progress\": 1 }\n  ]\n}\n", typed: "\n",
      expected: broken + "    \n    { \"progress\": 1 }\n  ]\n}\n")
    checkOnTypeFormatting(
      "{\n  \"id\": \"a\" \"b\": {\"c\":1}1️⃣\n}\n", typed: "}",
      expected: "{\n  \"id\": \"a\" \"b\": {\"c\":1}\n}\n")
  }

  @Test func positionsOutsideTheDocumentChangeNothing() {
    let document = SpecDocument(text: "{}")
    for offset in [-1, 3, 1_000] {
      for character in ["}", "]", "\n"] {
        #expect(onTypeFormatting(in: document, offset: offset, character: character).isEmpty)
      }
    }
  }
}
