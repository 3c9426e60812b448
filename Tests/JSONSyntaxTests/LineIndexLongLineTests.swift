import JSONSyntax
import TestSupport
import Testing

/// The slow, obvious positions of every byte offset, from the standard library's own UTF-8
/// parser (which splits ill-formed bytes into maximal subparts, one U+FFFD each).
private struct ByteReference {
  /// For each offset `0 ... bytes.count`: its line and its column in each unit.
  var positions: [[LineIndex.Unit: LineIndex.Position]] = []
  /// For each offset: whether a character (or a line break) starts there, or it is the end.
  var isBoundary: [Bool] = []

  init(_ bytes: [UInt8]) {
    // Character lengths, one per character, from `Unicode.UTF8.ForwardParser`.
    var lengths: [Int] = []
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    parsing: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): lengths.append(encoded.count)
      case .error(let length): lengths.append(length)
      case .emptyInput: break parsing
      }
    }
    var line = 0
    var columns: [LineIndex.Unit: Int] = [.utf8: 0, .utf16: 0, .utf32: 0]
    var offset = 0
    for length in lengths {
      let here = columns.mapValues { LineIndex.Position(line: line, column: $0) }
      // The LF of a CR LF is inside the line break: its position is the CR's.
      let isInsideBreak = bytes[offset] == 0x0A && offset > 0 && bytes[offset - 1] == 0x0D
      for inside in 0..<length {
        positions.append(here)
        isBoundary.append(inside == 0 && !isInsideBreak)
      }
      let byte = bytes[offset]
      offset += length
      if byte == 0x0A || (byte == 0x0D && (offset == bytes.count || bytes[offset] != 0x0A)) {
        line += 1
        columns = [.utf8: 0, .utf16: 0, .utf32: 0]
      } else if byte != 0x0D {
        columns[.utf8]! += length
        columns[.utf16]! += length == 4 ? 2 : 1
        columns[.utf32]! += 1
      }
    }
    positions.append(columns.mapValues { LineIndex.Position(line: line, column: $0) })
    isBoundary.append(true)
  }
}

/// Random bytes with long lines: runs of ASCII, CJK, emoji (surrogate pairs in UTF-16), every
/// kind of line break, and ill-formed UTF-8 (a cut sequence, a stray continuation, bytes never
/// allowed).
private func randomLongLines(_ generator: inout SeededGenerator, pieces count: Int) -> [UInt8] {
  let pieces: [[UInt8]] = [
    Array(String(repeating: "a", count: 300).utf8), Array("{\"title\": \"".utf8),
    Array("中文".utf8), Array("😀".utf8), Array("👍🏽".utf8), Array("é".utf8), [0x0A], [0x0D, 0x0A],
    [0x0D], [0xE4, 0xB8], [0x80], [0xFF], [0xF0, 0x9F], [0xED, 0xA0, 0x80],
  ]
  var bytes: [UInt8] = []
  for _ in 0..<count {
    // Line breaks are rarer than the rest, so that most lines are longer than a checkpoint.
    var piece = pieces.randomElement(using: &generator)!
    if piece.first == 0x0A || piece.first == 0x0D, Int.random(in: 0..<4, using: &generator) > 0 {
      piece = pieces[Int.random(in: 0..<4, using: &generator)]
    }
    bytes += piece
  }
  return bytes
}

private func checkEveryOffset(
  _ index: LineIndex, _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
) {
  let reference = ByteReference(bytes)
  #expect(index.bytes == bytes, sourceLocation: sourceLocation)
  var failures = 0
  for offset in 0...bytes.count where failures < 5 {
    for unit in LineIndex.Unit.allCases {
      let expected = reference.positions[offset][unit]!
      let found = index.position(ofUTF8Offset: offset, in: unit)
      if found != expected {
        failures += 1
        Issue.record(
          "offset \(offset) in \(unit): \(found), expected \(expected)",
          sourceLocation: sourceLocation)
      }
      // Back from a boundary's position to the boundary itself.
      guard reference.isBoundary[offset] else { continue }
      let back = index.utf8Offset(of: expected, in: unit)
      if back != offset {
        failures += 1
        Issue.record(
          "\(expected) in \(unit) gives offset \(back), expected \(offset)",
          sourceLocation: sourceLocation)
      }
    }
  }
}

@Test func longLinesMatchAByteReference() {
  var generator = SeededGenerator(seed: 2_026)
  for _ in 0..<12 {
    let bytes = randomLongLines(&generator, pieces: Int.random(in: 0..<160, using: &generator))
    checkEveryOffset(LineIndex(bytes: bytes), bytes)
  }
}

@Test func longLinesFollowRandomEdits() {
  var generator = SeededGenerator(seed: 11)
  for _ in 0..<4 {
    var bytes = randomLongLines(&generator, pieces: 120)
    var index = LineIndex(bytes: bytes)
    for _ in 0..<30 {
      // Edits at any byte, even inside a character: the index works on bytes. Half start
      // within a few bytes of a multiple of 256, where the index keeps its checkpoints.
      var lower = Int.random(in: 0...bytes.count, using: &generator)
      if Bool.random(using: &generator) {
        lower = min(
          bytes.count, max(0, lower / 256 * 256 + Int.random(in: -5...3, using: &generator)))
      }
      let upper = Int.random(in: lower...min(bytes.count, lower + 700), using: &generator)
      let inserted = randomLongLines(&generator, pieces: Int.random(in: 0..<4, using: &generator))
      index.replace(ByteRange(start: lower, end: upper), with: inserted)
      bytes.replaceSubrange(lower..<upper, with: inserted)
      checkEveryOffset(index, bytes)
      #expect(index.lineStarts == LineIndex(bytes: bytes).lineStarts)
    }
  }
}

@Test func columnsOnALongLineCountEveryCharacterBeforeThem() {
  // 2,000 emoji (two UTF-16 units, four bytes each) then "x": far past any checkpoint.
  let text = String(repeating: "😀", count: 2_000) + "x"
  let index = LineIndex(text: text)
  #expect(index.position(ofUTF8Offset: 8_000, in: .utf16) == .init(line: 0, column: 4_000))
  #expect(index.position(ofUTF8Offset: 8_000, in: .utf32) == .init(line: 0, column: 2_000))
  // Inside the last emoji: back to its start.
  #expect(index.position(ofUTF8Offset: 7_998, in: .utf16) == .init(line: 0, column: 3_998))
  // Between the surrogates of emoji 1,500: that emoji's start.
  #expect(index.utf8Offset(of: .init(line: 0, column: 3_001), in: .utf16) == 6_000)
  #expect(index.utf8Offset(of: .init(line: 0, column: 4_001), in: .utf16) == 8_001)
  #expect(index.utf8Offset(of: .init(line: 0, column: 9_999), in: .utf32) == 8_001)
}

@Test func anEditThatCompletesACharacterBeforeItMovesItsBoundary() {
  // "中" cut to its first two bytes at offsets 254 and 255, then "x": the index counts the cut
  // bytes as one character ending at 256 (where it keeps a checkpoint, 256 bytes in).
  var bytes = Array(repeating: UInt8(ascii: "a"), count: 254) + [0xE4, 0xB8, UInt8(ascii: "x")]
  bytes += Array(repeating: UInt8(ascii: "a"), count: 600)
  var index = LineIndex(bytes: bytes)
  #expect(index.position(ofUTF8Offset: 800, in: .utf16) == .init(line: 0, column: 799))
  // The "x" becomes the last byte of "中": 256 is no longer a boundary.
  index.replace(ByteRange(start: 256, end: 257), with: [0xAD])
  #expect(index.position(ofUTF8Offset: 256, in: .utf16) == .init(line: 0, column: 254))
  #expect(index.position(ofUTF8Offset: 800, in: .utf16) == .init(line: 0, column: 798))
  #expect(index.utf8Offset(of: .init(line: 0, column: 798), in: .utf32) == 800)
}
