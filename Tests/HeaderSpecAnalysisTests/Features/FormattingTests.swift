import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// The one helper for formatting: the document after `formatting(in:)` (no marker) or after
/// `rangeFormatting(in:range:)` of 1️⃣..2️⃣; the result must be stable (formatting it again
/// changes nothing) and still parse.
func checkFormatting(
  _ marked: String, expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let fixture = MarkedText(marked)
  let document = SpecDocument(text: fixture.text)
  let edits: [TextEdit]
  if let start = fixture.utf8Offsets["1"] {
    let range = ByteRange(start: start, end: fixture.utf8Offsets["2"] ?? start)
    edits = rangeFormatting(in: document, range: range)
    let formatted = TextEdit.apply(edits, to: fixture.text)
    let again = SpecDocument(text: formatted)
    let shift = formatted.utf8.count - fixture.text.utf8.count
    let secondRange = ByteRange(start: range.start, end: max(range.start, range.end + shift))
    #expect(rangeFormatting(in: again, range: secondRange).isEmpty, sourceLocation: sourceLocation)
  } else {
    edits = formatting(in: document)
    let formatted = TextEdit.apply(edits, to: fixture.text)
    #expect(formatting(in: SpecDocument(text: formatted)).isEmpty, sourceLocation: sourceLocation)
  }
  let result = TextEdit.apply(edits, to: fixture.text)
  #expect(result == expected, sourceLocation: sourceLocation)
  #expect(!SpecDocument(text: result).syntax.hasErrors, sourceLocation: sourceLocation)
}

@Suite struct FormattingTests {
  @Test func wholeDocument() {
    checkFormatting(
      #"{"name":"标题","bar":{"maxHeight":200,"minHeight":65},"subviews":[{"id":"a","keyframes":[{"progress":0,"frame":[0,0,10,10]},{"progress":1,"alpha":0}]}]}"#,
      expected: """
        {
          "name": "标题",
          "bar": { "maxHeight": 200, "minHeight": 65 },
          "subviews": [
            {
              "id": "a",
              "keyframes": [
                { "progress": 0, "frame": [0, 0, 10, 10] },
                { "progress": 1, "alpha": 0 }
              ]
            }
          ]
        }

        """)
  }

  @Test func alreadyFormattedGivesNoEdit() {
    let text = "{\n  \"a\": [1, 2]\n}\n"
    #expect(formatting(in: SpecDocument(text: text)).isEmpty)
  }

  @Test func brokenDocumentIsLeftAlone() {
    #expect(formatting(in: SpecDocument(text: #"{ "a": 1,, }"#)).isEmpty)
  }

  @Test func commentsAreKeptWhenAllowed() {
    let text = "{ // the bar\n\"bar\": {\"maxHeight\":200}}"
    let document = SpecDocument(text: text, settings: AnalysisSettings(allowsComments: true))
    #expect(
      TextEdit.apply(formatting(in: document), to: text)
        == "{\n  // the bar\n  \"bar\": { \"maxHeight\": 200 }\n}\n")
    #expect(formatting(in: SpecDocument(text: text)).isEmpty, "comments are errors in JSON")
  }

  @Test func theStyleSetsIndentationAndLineWidth() {
    let text = "{\n\"bar\": {\"maxHeight\": 200, \"minHeight\": 65}}\n"
    let document = SpecDocument(text: text)
    #expect(
      TextEdit.apply(formatting(in: document, style: JSONFormatStyle(indent: .spaces(4))), to: text)
        == "{\n    \"bar\": { \"maxHeight\": 200, \"minHeight\": 65 }\n}\n")
    #expect(
      TextEdit.apply(formatting(in: document, style: JSONFormatStyle(lineWidth: 30)), to: text)
        == "{\n  \"bar\": {\n    \"maxHeight\": 200,\n    \"minHeight\": 65\n  }\n}\n")
  }

  @Test func rangeFormatsTheSmallestContainerWhereItStands() {
    checkFormatting(
      """
      {
        "name": "🙂",
        "bar": { 1️⃣"maxHeight":200,"minHeight":65 2️⃣},
        "behavior": {"kind":"fixed"}
      }
      """,
      expected: """
        {
          "name": "🙂",
          "bar": { "maxHeight": 200, "minHeight": 65 },
          "behavior": {"kind":"fixed"}
        }
        """)
  }

  @Test func rangeFormattingCountsTheColumnItStartsAt() {
    // At column 14 with a comma after it, the array needs 14 + 15 + 1 columns: it fits in 30,
    // not in 29.
    let text = "{\n  \"subviews\": [1,2,3,4,5],\n  \"a\": 1\n}\n"
    let document = SpecDocument(text: text)
    let inside = ByteRange(start: 17, end: 17)
    #expect(
      TextEdit.apply(
        rangeFormatting(in: document, range: inside, style: JSONFormatStyle(lineWidth: 30)),
        to: text)
        == "{\n  \"subviews\": [1, 2, 3, 4, 5],\n  \"a\": 1\n}\n")
    #expect(
      TextEdit.apply(
        rangeFormatting(in: document, range: inside, style: JSONFormatStyle(lineWidth: 29)),
        to: text)
        == "{\n  \"subviews\": [\n    1,\n    2,\n    3,\n    4,\n    5\n  ],\n  \"a\": 1\n}\n")
  }
}
