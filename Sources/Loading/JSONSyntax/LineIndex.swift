/// Maps UTF-8 offsets to (line, column) and back, with columns in UTF-8, UTF-16 or UTF-32 code
/// units (LSP's position encodings), and follows text edits.
///
/// Lines end at LF, CRLF or CR; a line's columns stop before its line break. Lines and columns
/// are 0-based. Ill-formed UTF-8 counts one unit per maximal ill-formed subpart (what U+FFFD
/// replacement gives). Built as rust-analyzer's `line-index` is: the line starts and the
/// characters of more than one byte (`WideCharacter`), which are all a column in UTF-16 or
/// UTF-32 needs besides the UTF-8 offset. A lookup is a binary search for the line and one
/// among the line's wide characters: O(log n), however long the line.
public struct LineIndex: Sendable {
  /// The code unit that columns count.
  public enum Unit: String, Hashable, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
  }

  /// A 0-based line and a 0-based column in some `Unit`.
  public struct Position: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    public var description: String { "\(line):\(column)" }
  }

  /// The document.
  public private(set) var bytes: [UInt8]
  /// The UTF-8 offset where each line starts; `lineStarts[0] == 0`, strictly increasing.
  public private(set) var lineStarts: [Int]
  /// Every character of more than one byte, in document order.
  private let wide: [WideCharacter]
  /// Per line, the index in `wide` of its first wide character (and one past the last line).
  private let wideStarts: [Int]
  /// `savedUTF16[i]`: how many more UTF-8 bytes than UTF-16 units the wide characters before
  /// `wide[i]` take (and one past the last); likewise `savedUTF32`. A column in a unit is the
  /// bytes before it less what its wide characters save.
  private let savedUTF16: [Int]
  private let savedUTF32: [Int]

  public init(text: String) { self.init(bytes: Array(text.utf8)) }

  /// O(n), one pass over the bytes.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var wide: [WideCharacter] = []
    var wideStarts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        index += 1
        // Everything above CR is no line break: one comparison for most bytes.
        guard byte <= 0x0D, byte == 0x0A || byte == 0x0D else { continue }
        if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
        starts.append(index)
        wideStarts.append(wide.count)
        continue
      }
      let length = WideCharacter.length(bytes, at: index)
      if length > 1 { wide.append(WideCharacter(offset: index, length: length)) }
      index += length
    }
    wideStarts.append(wide.count)
    var savedUTF16 = [0]
    var savedUTF32 = [0]
    savedUTF16.reserveCapacity(wide.count + 1)
    savedUTF32.reserveCapacity(wide.count + 1)
    for character in wide {
      savedUTF16.append(savedUTF16.last! + character.length - character.units(in: .utf16))
      savedUTF32.append(savedUTF32.last! + character.length - 1)
    }
    self.lineStarts = starts
    self.wide = wide
    self.wideStarts = wideStarts
    self.savedUTF16 = savedUTF16
    self.savedUTF32 = savedUTF32
  }

  /// The number of lines (at least 1; a final line break starts an empty last line).
  public var lineCount: Int { lineStarts.count }

  // MARK: - Offsets and positions

  /// The 0-based line that contains UTF-8 `offset` (clamped to the document).
  public func line(containing offset: Int) -> Int {
    let offset = min(max(offset, 0), bytes.count)
    return search(offset, from: 0, through: lineStarts.count - 1)
  }

  /// The line that contains `offset`, searched outwards from line `hint` (galloping): O(log
  /// distance), so a run of lookups in document order (an outline, a list of diagnostics)
  /// costs about O(1) each instead of O(log lines).
  public func line(containing offset: Int, near hint: Int) -> Int {
    let offset = min(max(offset, 0), bytes.count)
    let last = lineStarts.count - 1
    var low = min(max(hint, 0), last)
    var high = low
    var step = 1
    if lineStarts[low] <= offset {
      // Forwards: find a line that starts after `offset`.
      while high < last && lineStarts[high + 1] <= offset {
        low = high + 1
        high = min(last, high + step)
        step *= 2
      }
    } else {
      // Backwards: find a line that starts at or before `offset`.
      while low > 0 && lineStarts[low] > offset {
        high = low - 1
        low = max(0, low - step)
        step *= 2
      }
    }
    return search(offset, from: low, through: max(low, high))
  }

  /// The last line in `low ... high` that starts at or before `offset` (binary search).
  private func search(_ offset: Int, from low: Int, through high: Int) -> Int {
    var low = low
    var high = high
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The bytes of `line` without its line break; an out-of-range line is clamped.
  public func lineContentRange(_ line: Int) -> ByteRange {
    let line = min(max(line, 0), lineStarts.count - 1)
    let start = lineStarts[line]
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
    if end > start, bytes[end - 1] == 0x0A { end -= 1 }
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return ByteRange(start: start, end: end)
  }

  /// The position of UTF-8 `offset`. An offset inside a character or a line break moves back
  /// to the character's start or the line's end; one outside the document is clamped.
  public func position(ofUTF8Offset offset: Int, in unit: Unit) -> Position {
    position(ofUTF8Offset: offset, in: unit, line: line(containing: offset))
  }

  /// `position(ofUTF8Offset:in:)`, with the line searched from `lineHint`, which is then set
  /// to the line found: for runs of lookups in about document order.
  public func position(ofUTF8Offset offset: Int, in unit: Unit, lineHint: inout Int) -> Position {
    lineHint = line(containing: offset, near: lineHint)
    return position(ofUTF8Offset: offset, in: unit, line: lineHint)
  }

  private func position(ofUTF8Offset offset: Int, in unit: Unit, line: Int) -> Position {
    let content = lineContentRange(line)
    var target = min(max(offset, 0), content.end)
    // The line's wide characters that start before the target; the last may hold it.
    var before = firstWide(in: line) { $0.offset >= target }
    if before > wideStarts[line], wide[before - 1].end > target {
      before -= 1
      target = wide[before].offset
    }
    let saved = saved(in: unit, from: wideStarts[line], to: before)
    return Position(line: line, column: target - content.start - saved)
  }

  /// The UTF-8 offset of `position`. A column past the line's end gives the end of the line
  /// (before its break), a column inside a character (half a surrogate pair) gives the
  /// character's start; a line past the last gives the end of the document.
  public func utf8Offset(of position: Position, in unit: Unit) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let line = position.line
    let content = lineContentRange(line)
    let column = max(0, position.column)
    let first = wideStarts[line]
    // The column at which wide character `i` of the line starts.
    let columnOf = { (i: Int) in
      self.wide[i].offset - content.start - self.saved(in: unit, from: first, to: i)
    }
    // The line's wide characters that start before the column: the last may hold it.
    var low = first
    var high = wideStarts[line + 1]
    while low < high {
      let middle = (low + high) / 2
      if columnOf(middle) < column { low = middle + 1 } else { high = middle }
    }
    guard low > first else { return min(content.start + column, content.end) }
    let character = wide[low - 1]
    let start = columnOf(low - 1)
    let end = start + character.units(in: unit)
    // Inside the character: its start.
    guard column >= end else { return character.offset }
    return min(character.end + (column - end), content.end)
  }

  /// The first index of `line`'s wide characters for which `isAfter` holds (it holds from some
  /// index on), or the line's end in `wide`.
  private func firstWide(in line: Int, where isAfter: (WideCharacter) -> Bool) -> Int {
    var low = wideStarts[line]
    var high = wideStarts[line + 1]
    while low < high {
      let middle = (low + high) / 2
      if isAfter(wide[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// How many more UTF-8 bytes than `unit`s the wide characters `from ..< to` take.
  private func saved(in unit: Unit, from: Int, to: Int) -> Int {
    switch unit {
    case .utf8: 0
    case .utf16: savedUTF16[to] - savedUTF16[from]
    case .utf32: savedUTF32[to] - savedUTF32[from]
    }
  }

  // MARK: - Edits

  /// Replaces the bytes in `range` by `newText`.
  public mutating func replace(_ range: ByteRange, with newText: String) {
    replace(range, with: Array(newText.utf8))
  }

  /// Applies an edit given in positions (what LSP incremental sync sends): the text from
  /// `start` to `end`, both in `unit` columns, becomes `newText`. Returns the UTF-8 range that
  /// was replaced, in the document before the edit.
  @discardableResult
  public mutating func replace(
    from start: Position, to end: Position, in unit: Unit, with newText: String
  )
    -> ByteRange
  {
    let lower = utf8Offset(of: start, in: unit)
    let range = ByteRange(start: lower, end: max(lower, utf8Offset(of: end, in: unit)))
    replace(range, with: newText)
    return range
  }

  /// Replaces the bytes in `range` (clamped to the document) by `newBytes` and indexes the
  /// result anew: O(n), as rust-analyzer does on each change (a 20 KB spec is indexed in
  /// microseconds).
  public mutating func replace(_ range: ByteRange, with newBytes: [UInt8]) {
    let start = min(max(range.start, 0), bytes.count)
    let end = min(max(range.end, start), bytes.count)
    var edited = bytes
    bytes = []
    edited.replaceSubrange(start..<end, with: newBytes)
    self = LineIndex(bytes: edited)
  }
}
