import JSONSyntax
import LanguageService
import SpecAnalysis
import TestSupport
import Testing

/// Symbols rendered one per line, indented by depth: `name (detail) [kind] @selection-start`.
func checkSymbols(
  _ text: String, expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  func render(_ symbols: [DocumentSymbol], _ depth: Int) -> [String] {
    symbols.flatMap { symbol in
      let detail = symbol.detail.map { " (\($0))" } ?? ""
      let line =
        String(repeating: "  ", count: depth) + symbol.name + detail
        + " [\(symbol.kind.rawValue)]"
      return [line] + render(symbol.children, depth + 1)
    }
  }
  let symbols = documentSymbols(in: SpecDocument(text: text))
  #expect(render(symbols, 0).joined(separator: "\n") == expected, sourceLocation: sourceLocation)
}

/// Folding ranges as 0-based `first-last` line pairs.
func checkFolding(
  _ text: String, expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let lines = LineIndex(text: text)
  let rendered = foldingRanges(in: SpecDocument(text: text)).map {
    "\(lines.line(containing: $0.range.start))-\(lines.line(containing: $0.range.end))"
  }
  #expect(rendered.joined(separator: " ") == expected, sourceLocation: sourceLocation)
}

/// The selection ranges at marker 1️⃣, innermost first, as their texts, one per line.
func checkSelection(
  _ marked: String, expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let fixture = MarkedText(marked)
  let document = SpecDocument(text: fixture.text)
  let texts = selectionRanges(in: document, at: fixture.offset("1")).map {
    document.syntax.text($0)
  }
  #expect(texts.joined(separator: "\n") == expected, sourceLocation: sourceLocation)
}

/// The document with every inlay hint in `⟨⟩` at its offset.
func checkInlayHints(
  _ text: String, expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let document = SpecDocument(text: text)
  let hints = inlayHints(in: document, range: ByteRange(start: 0, end: text.utf8.count))
  let edits = hints.map { TextEdit.insert("⟨\($0.label)⟩", at: $0.offset) }
  #expect(TextEdit.apply(edits, to: text) == expected, sourceLocation: sourceLocation)
}

/// Colours as `#text r g b a` (components x 255), then the presentation of each.
func checkColors(
  _ text: String, expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let document = SpecDocument(text: text)
  let lines = documentColors(in: document).map { color in
    let components = [color.red, color.green, color.blue, color.alpha].map {
      String(Int(($0 * 255).rounded()))
    }
    let presentation = colorPresentations(
      red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, range: color.range)
    return document.syntax.text(color.range) + " " + components.joined(separator: " ") + " -> "
      + presentation.map(\.label).joined(separator: ", ")
  }
  #expect(lines.joined(separator: "\n") == expected, sourceLocation: sourceLocation)
}

private let spec = """
  {
    "name": "头部",
    "bar": { "maxHeight": 200, "minHeight": 65 },
    "behavior": {
      "kind": "squareCash",
      "snapping": [
        { "target": 0, "from": 0, "to": 0.5 },
        { "target": 1, "from": 0.5, "to": 1 }
      ]
    },
    "subviews": [
      {
        "id": "avatar", "kind": "image",
        "keyframes": [
          { "progress": 0, "center": [187.5, 90], "size": [70, 70] },
          { "progress": 0.2, "center": [187.5, 63] }
        ]
      },
      { "id": "tint", "backgroundColor": "#1e88e5cc",
        "keyframes": [ { "progress": 0, "frame": [0, 0, 375, 200] } ] }
    ]
  }
  """

@Suite struct OutlineTests {
  @Test func symbols() {
    checkSymbols(
      spec,
      expected: """
        name ("头部") [property]
        bar (200 -> 65 pt) [object]
        behavior (squareCash) [object]
          snapping [array]
            [0, 0.5] -> 0 (snaps to 0 (200 pt)) [event]
            [0.5, 1] -> 1 (snaps to 1 (65 pt)) [event]
        subviews [array]
          avatar (image, 70 x 70) [object]
            progress 0 [object]
            progress 0.2 [object]
          tint (view, 375 x 200) [object]
            progress 0 [object]
        """)
  }

  /// Of duplicated `snapping` and `subviews` keys the model reads the last one with a value,
  /// so the outline nests the children under that one, inside its range (fuzzing findings:
  /// they went under the first, or under a last one without a value, outside its range).
  @Test func duplicatedKeysNestUnderTheLastOne() {
    let text = """
      {
        "behavior": {
          "kind": "facebook",
          "snapping": [],
          "snapping": [ { "target": 0, "from": 0, "to": 0.3 } ]
        },
        "subviews": [],
        "subviews": [ { "id": "a", "kind": "label", "text": "x" } ],
        "subviews"
      }
      """
    checkSymbols(
      text,
      expected: """
        behavior (facebook) [object]
          snapping [array]
            [0, 0.3] -> 0 (snaps to 0 (44 pt)) [event]
        subviews [property]
        subviews [array]
          a (label, 0 x 0) [object]
        subviews [property]
        """)
    func outside(_ symbols: [DocumentSymbol], _ parent: ByteRange) -> [String] {
      symbols.flatMap { symbol in
        let inside = parent.start <= symbol.range.start && symbol.range.end <= parent.end
        return (inside ? [] : [symbol.name]) + outside(symbol.children, symbol.range)
      }
    }
    let symbols = documentSymbols(in: SpecDocument(text: text))
    #expect(outside(symbols, ByteRange(start: 0, end: text.utf8.count)) == [])
  }

  @Test func folding() {
    checkFolding(spec, expected: "0-21 3-9 5-8 10-20 11-17 13-16 18-19")
  }

  @Test func selectionExpandsKeyMemberObject() {
    checkSelection(
      """
      { "名": 1, "bar": { "max1️⃣Height": 200 } }
      """,
      expected: """
        maxHeight
        "maxHeight"
        "maxHeight": 200
        { "maxHeight": 200 }
        "bar": { "maxHeight": 200 }
        { "名": 1, "bar": { "maxHeight": 200 } }
        """)
  }

  /// The contents of a string lose only the quotes that are there: an unquoted key keeps its
  /// first character, an unterminated string its last (fuzzing finding: one byte was cut off
  /// each end, splitting a character).
  @Test func selectionInsideAnUnquotedKeyOrUnterminatedString() {
    checkSelection(
      #"{ ޚb1️⃣c": 1 }"#,
      expected: """
        ޚbc
        ޚbc": 1 }
        { ޚbc": 1 }
        """)
    checkSelection(
      #"{ "name": "a1️⃣b🙂"#,
      expected: """
        ab🙂
        "ab🙂
        "name": "ab🙂
        { "name": "ab🙂
        """)
  }

  @Test func inlayHints() {
    checkInlayHints(
      spec,
      expected: """
        {
          "name": "头部",
          "bar": { "maxHeight": 200, "minHeight": 65 },
          "behavior": {
            "kind": "squareCash",
            "snapping": [
              { "target": 0, "from": 0, "to": 0.5 }⟨snaps to 200 pt⟩,
              { "target": 1, "from": 0.5, "to": 1 }⟨snaps to 65 pt⟩
            ]
          },
          "subviews": [
            {
              "id": "avatar", "kind": "image",
              "keyframes": [
                { "progress": 0⟨200 pt⟩, "center": [187.5, 90], "size": [70, 70] },
                { "progress": 0.2⟨173 pt⟩, "center": [187.5, 63] }
              ]
            },
            { "id": "tint", "backgroundColor": "#1e88e5cc",
              "keyframes": [ { "progress": 0⟨200 pt⟩, "frame": [0, 0, 375, 200] } ] }
          ]
        }
        """)
  }

  @Test func colors() {
    checkColors(
      spec + "\n",
      expected: "\"#1e88e5cc\" 30 136 229 204 -> #1E88E5CC")
    checkColors(
      ##"{ "a": "#FFFFFF", "b": "#FFF", "c": "#GGGGGG" }"##,
      expected: "\"#FFFFFF\" 255 255 255 255 -> #FFFFFF")
  }
}
