import JSONSyntax
import TestSupport
import Testing

/// The slow, obvious line index: positions of every scalar, from `String`'s own views.
private struct ReferenceIndex {
  /// For each scalar: its UTF-8 offset, line, and column in each unit.
  var entries: [(offset: Int, line: Int, columns: [LineIndex.Unit: Int])] = []
  /// Per line: the UTF-8 offset of its end (before the break) and its length in each unit.
  var lineEnds: [(offset: Int, columns: [LineIndex.Unit: Int])] = []

  init(_ text: String) {
    var offset = 0
    var line = 0
    var columns: [LineIndex.Unit: Int] = [.utf8: 0, .utf16: 0, .utf32: 0]
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      entries.append((offset, line, columns))
      if scalar == "\n" || scalar == "\r" {
        lineEnds.append((offset, columns))
        let isCRLF = scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"
        offset += isCRLF ? 2 : 1
        index += isCRLF ? 2 : 1
        line += 1
        columns = [.utf8: 0, .utf16: 0, .utf32: 0]
        continue
      }
      offset += UTF8.width(scalar)
      columns[.utf8]! += UTF8.width(scalar)
      columns[.utf16]! += UTF16.width(scalar)
      columns[.utf32]! += 1
      index += 1
    }
    entries.append((offset, line, columns))
    lineEnds.append((offset, columns))
  }
}

private func randomText(_ generator: inout SeededGenerator, length: Int) -> String {
  let pieces = [
    "a", "b", " ", "{", "\"", "中", "文", "😀", "👍🏽", "é", "\n", "\r\n", "\r", "\r\r\n", "\n\r",
  ]
  var text = ""
  for _ in 0..<length { text += pieces.randomElement(using: &generator)! }
  return text
}

private func checkAgainstReference(
  _ index: LineIndex, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let reference = ReferenceIndex(text)
  #expect(index.bytes == Array(text.utf8), sourceLocation: sourceLocation)
  #expect(index.lineCount == reference.lineEnds.count, sourceLocation: sourceLocation)
  for entry in reference.entries {
    for unit in LineIndex.Unit.allCases {
      let position = LineIndex.Position(line: entry.line, column: entry.columns[unit]!)
      #expect(
        index.position(ofUTF8Offset: entry.offset, in: unit) == position,
        sourceLocation: sourceLocation)
      #expect(
        index.utf8Offset(of: position, in: unit) == entry.offset, sourceLocation: sourceLocation)
    }
  }
  for (line, end) in reference.lineEnds.enumerated() {
    // Past the end of a line: clamped to the line's end.
    #expect(index.utf8Offset(of: .init(line: line, column: 10_000), in: .utf16) == end.offset)
  }
  // Lookups searched from a hint (what outlines and diagnostic lists use) agree with the
  // plain ones from every hint, including hints far off and out of range.
  var hint = 0
  for entry in reference.entries {
    for start in [hint, 0, index.lineCount - 1, entry.line + 3, -5, index.lineCount + 5] {
      var lineHint = start
      #expect(
        index.position(ofUTF8Offset: entry.offset, in: .utf16, lineHint: &lineHint)
          == index.position(ofUTF8Offset: entry.offset, in: .utf16),
        sourceLocation: sourceLocation)
      #expect(lineHint == entry.line, sourceLocation: sourceLocation)
    }
    hint = entry.line
  }
}

@Test func lineIndexMatchesReferenceOnRandomText() {
  var generator = SeededGenerator(seed: 42)
  for _ in 0..<40 {
    let text = randomText(&generator, length: Int.random(in: 0..<120, using: &generator))
    checkAgainstReference(LineIndex(text: text), text)
  }
}

@Test func lineIndexFollowsRandomEdits() {
  var generator = SeededGenerator(seed: 7)
  for _ in 0..<20 {
    var text = randomText(&generator, length: 60)
    var index = LineIndex(text: text)
    for _ in 0..<25 {
      // Edit at scalar boundaries, as an editor would; the line index itself works on bytes.
      let scalars = Array(text.unicodeScalars)
      let lower = Int.random(in: 0...scalars.count, using: &generator)
      let upper = Int.random(in: lower...min(scalars.count, lower + 8), using: &generator)
      let replacement = randomText(&generator, length: Int.random(in: 0..<4, using: &generator))
      let prefix = String(String.UnicodeScalarView(scalars[0..<lower]))
      let removed = String(String.UnicodeScalarView(scalars[lower..<upper]))
      let suffix = String(String.UnicodeScalarView(scalars[upper...]))
      let start = prefix.utf8.count
      index.replace(ByteRange(start: start, end: start + removed.utf8.count), with: replacement)
      text = prefix + replacement + suffix
      checkAgainstReference(index, text)
    }
  }
}

@Test func positionsInsideCharactersClamp() {
  let index = LineIndex(text: "a😀b\r\nc")
  // Offset 2 is inside the emoji (bytes 1..<5): it moves back to the emoji's start.
  #expect(index.position(ofUTF8Offset: 2, in: .utf16) == .init(line: 0, column: 1))
  // UTF-16 column 2 is between the emoji's surrogates: the emoji's start.
  #expect(index.utf8Offset(of: .init(line: 0, column: 2), in: .utf16) == 1)
  #expect(index.utf8Offset(of: .init(line: 0, column: 3), in: .utf16) == 5)
  // Between CR and LF: the end of the line.
  #expect(index.position(ofUTF8Offset: 7, in: .utf8) == .init(line: 0, column: 6))
  #expect(index.utf8Offset(of: .init(line: 5, column: 0), in: .utf8) == 9)
  #expect(index.position(ofUTF8Offset: 9, in: .utf32) == .init(line: 1, column: 1))
}

@Test func editsGivenInPositions() {
  var index = LineIndex(text: "{\n  \"title\": \"😀中\"\r\n}")
  // Replace 中 (UTF-16 column 14 to 15 on line 1) with "文字".
  let replaced = index.replace(
    from: .init(line: 1, column: 14), to: .init(line: 1, column: 15), in: .utf16, with: "文字")
  #expect(replaced == ByteRange(start: 18, end: 21))
  #expect(String(decoding: index.bytes, as: UTF8.self) == "{\n  \"title\": \"😀文字\"\r\n}")
  index.replace(
    from: .init(line: 1, column: 17), to: .init(line: 2, column: 0), in: .utf16, with: "")
  #expect(index.lineCount == 2)
  #expect(index.position(ofUTF8Offset: index.bytes.count, in: .utf32) == .init(line: 1, column: 17))
}
