/// Maps UTF-8 offsets to (line, column) and back, with columns in UTF-8, UTF-16 or UTF-32 code
/// units (LSP's position encodings), and follows text edits.
///
/// Lines end at LF, CRLF or CR; a line's columns stop before its line break. Lines and columns
/// are 0-based. Ill-formed UTF-8 counts one unit per maximal ill-formed subpart (what U+FFFD
/// replacement gives). Lookups are O(log lines) plus, for UTF-16 and UTF-32 columns, O(length
/// of the line) on lines with non-ASCII text.
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

  public init(text: String) { self.init(bytes: Array(text.utf8)) }

  /// O(n), one pass over the bytes.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    _ = bytes.withUnsafeBufferPointer { buffer in
      LineIndex.scanLineStarts(buffer, from: 0, through: buffer.count, into: &starts)
    }
    self.lineStarts = starts
  }

  /// The number of lines (at least 1; a final line break starts an empty last line).
  public var lineCount: Int { lineStarts.count }

  // MARK: - Offsets and positions

  /// The 0-based line that contains UTF-8 `offset` (clamped to the document).
  public func line(containing offset: Int) -> Int {
    let offset = min(max(offset, 0), bytes.count)
    return lineStarts.withUnsafeBufferPointer { starts in
      LineIndex.search(starts, offset, from: 0, through: starts.count - 1)
    }
  }

  /// The line that contains `offset`, searched outwards from line `hint` (galloping): O(log
  /// distance), so a run of lookups in document order (an outline, a list of diagnostics)
  /// costs about O(1) each instead of O(log lines).
  public func line(containing offset: Int, near hint: Int) -> Int {
    let offset = min(max(offset, 0), bytes.count)
    return lineStarts.withUnsafeBufferPointer { starts in
      let last = starts.count - 1
      var low = min(max(hint, 0), last)
      var high = low
      var step = 1
      if starts[low] <= offset {
        // Forwards: find a line that starts after `offset`.
        while high < last && starts[high + 1] <= offset {
          low = high + 1
          high = min(last, high + step)
          step *= 2
        }
      } else {
        // Backwards: find a line that starts at or before `offset`.
        while low > 0 && starts[low] > offset {
          high = low - 1
          low = max(0, low - step)
          step *= 2
        }
      }
      return LineIndex.search(starts, offset, from: low, through: max(low, high))
    }
  }

  /// The last line in `low ... high` that starts at or before `offset` (binary search).
  @inline(__always)
  private static func search(
    _ starts: UnsafeBufferPointer<Int>, _ offset: Int, from low: Int, through high: Int
  ) -> Int {
    var low = low
    var high = high
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
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
    let offset = min(max(offset, 0), bytes.count)
    let content = lineContentRange(line)
    let target = min(offset, content.end)
    let column = bytes.withUnsafeBufferPointer { buffer in
      LineIndex.countUnits(buffer, from: content.start, upTo: target, unit: unit)
    }
    return Position(line: line, column: column)
  }

  /// The UTF-8 offset of `position`. A column past the line's end gives the end of the line
  /// (before its break), a column inside a character (half a surrogate pair) gives the
  /// character's start; a line past the last gives the end of the document.
  public func utf8Offset(of position: Position, in unit: Unit) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let content = lineContentRange(position.line)
    return bytes.withUnsafeBufferPointer { buffer in
      LineIndex.advance(
        buffer, from: content.start, limit: content.end, units: max(0, position.column), unit: unit)
    }
  }

  // MARK: - Edits

  /// Replaces the bytes in `range` by `newText` and updates the line starts. Rescans only the
  /// edited lines; the other line starts are shifted. O(edit + lines after it).
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

  /// Replaces the bytes in `range` (clamped to the document) by `newBytes`, in place: the
  /// bytes after the edit move (one `memmove`), the line starts of the edited lines are
  /// rescanned and the later ones shifted where they are. Nothing is copied whole unless the
  /// arrays are shared with another copy of the index (copy on write).
  public mutating func replace(_ range: ByteRange, with newBytes: [UInt8]) {
    let start = min(max(range.start, 0), bytes.count)
    let end = min(max(range.end, start), bytes.count)
    // A CR just before the edit may pair with an LF that the edit brings: rescan from its line.
    let firstLine = line(containing: max(0, start - 1))
    let delta = newBytes.count - (end - start)
    bytes.replaceSubrange(start..<end, with: newBytes)
    let newEnd = start + newBytes.count
    var rescanned: [Int] = []
    let scannedEnd = bytes.withUnsafeBufferPointer { buffer in
      LineIndex.scanLineStarts(
        buffer, from: lineStarts[firstLine], through: newEnd, into: &rescanned)
    }
    // Old starts after the rescanned part keep their meaning, shifted by `delta`.
    var low = firstLine + 1
    var high = lineStarts.count
    while low < high {
      let middle = (low + high) / 2
      if lineStarts[middle] + delta > scannedEnd { high = middle } else { low = middle + 1 }
    }
    lineStarts.replaceSubrange((firstLine + 1)..<low, with: rescanned)
    guard delta != 0 else { return }
    let kept = firstLine + 1 + rescanned.count
    lineStarts.withUnsafeMutableBufferPointer { starts in
      for index in kept..<starts.count { starts[index] += delta }
    }
  }

  // MARK: - Scanning

  /// Appends the start of every line that begins after a break found at offsets
  /// `start ... last` (a CRLF counts whole). Returns the offset where scanning stopped.
  @discardableResult
  static func scanLineStarts(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, through last: Int,
    into starts: inout [Int]
  ) -> Int {
    var index = start
    let count = bytes.count
    while index <= last && index < count {
      let byte = bytes[index]
      index += 1
      // Everything above CR is no line break: one comparison for most bytes.
      guard byte <= 0x0D else { continue }
      if byte == 0x0A {
        starts.append(index)
      } else if byte == 0x0D {
        if index < count && bytes[index] == 0x0A { index += 1 }
        starts.append(index)
      }
    }
    return index
  }

  /// The number of `unit`s in the characters that lie wholly in `start ..< end`.
  static func countUnits(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, upTo end: Int, unit: Unit
  ) -> Int {
    // ASCII text (most lines of most documents) counts the same in every unit; the check is
    // one vectorised pass.
    var combined: UInt8 = 0
    for index in start..<max(start, end) { combined |= bytes[index] }
    if combined < 0x80 { return max(0, end - start) }
    var index = start
    var units = 0
    while index < end {
      let length = characterLength(bytes, index)
      guard index + length <= end else { break }
      units +=
        unit == .utf8 ? length : (unit == .utf16 && length == 4 && bytes[index] >= 0xF0 ? 2 : 1)
      index += length
    }
    return unit == .utf8 ? index - start : units
  }

  /// The offset after `units` units from `start`, stopping at `limit` or before a character
  /// that would go past `units`.
  static func advance(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int, units: Int, unit: Unit
  ) -> Int {
    var index = start
    var counted = 0
    while index < limit && counted < units {
      let length = characterLength(bytes, index)
      let width =
        unit == .utf8 ? length : (unit == .utf16 && length == 4 && bytes[index] >= 0xF0 ? 2 : 1)
      guard counted + width <= units else { break }
      counted += width
      index += length
    }
    return index
  }

  /// The length of the character at `index`: a well-formed sequence, or a maximal
  /// ill-formed subpart (which counts as one U+FFFD).
  @inline(__always)
  private static func characterLength(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
    if bytes[index] < 0x80 { return 1 }
    return abs(Lexer.utf8SequenceLength(bytes, at: index))
  }
}
