import HeaderSpecAnalysis
import JSONSyntax
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
      #"{"name":"标题","bar":{"maxHeight":200,"minHeight":65},"subviews":[{"id":"a","keyframes":[{"progress":0,"frame":[0,0,10,10]}]}]}"#,
      expected: """
        {
          "name": "标题",
          "bar": {
            "maxHeight": 200,
            "minHeight": 65
          },
          "subviews": [
            {
              "id": "a",
              "keyframes": [
                {
                  "progress": 0,
                  "frame": [0, 0, 10, 10]
                }
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

  @Test func rangeFormatsTheSmallestContainer() {
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
          "bar": {
            "maxHeight":200,
            "minHeight": 65
          },
          "behavior": {"kind":"fixed"}
        }
        """.replacingMaxHeight())
  }
}

extension String {
  /// Test text helper: the canonical spacing after `"maxHeight":`.
  fileprivate func replacingMaxHeight() -> String {
    split(separator: "\"maxHeight\":200", omittingEmptySubsequences: false)
      .joined(separator: "\"maxHeight\": 200")
  }
}
