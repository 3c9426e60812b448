/// Maps UTF-8 offsets to (line, column) and back, with columns in UTF-8, UTF-16 or UTF-32 code
/// units (LSP's position encodings), and follows text edits.
///
/// Lines end at LF, CRLF or CR; a line's columns stop before its line break. Lines and columns
/// are 0-based. Ill-formed UTF-8 counts one unit per maximal ill-formed subpart (what U+FFFD
/// replacement gives). A lookup is O(log lines) to find the line, then for the column a walk
/// from the line's start on a short line, or on a long one a binary search of the checkpoints
/// (`UnitCheckpoints`) and a walk of at most a few hundred bytes: 100,000 positions on one 6 MB
/// line cost what they cost on short lines.
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
  /// The unit totals every few hundred bytes, for columns on long lines.
  private var checkpoints: UnitCheckpoints

  public init(text: String) { self.init(bytes: Array(text.utf8)) }

  /// O(n), one pass over the bytes.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    LineIndex.scanLineStarts(bytes, from: 0, through: bytes.count, into: &starts)
    self.lineStarts = starts
    self.checkpoints = UnitCheckpoints(bytes: bytes)
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
    let offset = min(max(offset, 0), bytes.count)
    let content = lineContentRange(line)
    let target = min(offset, content.end)
    if target - content.start <= 2 * UnitCheckpoints.spacing {
      let end = UnitCheckpoints.count(bytes, from: UnitTotals(utf8: content.start), upTo: target)
      return Position(line: line, column: unit == .utf8 ? end.utf8 - content.start : end[unit])
    }
    let end = walk(content, unit: .utf8, upTo: { _ in target }, limit: target)
    return Position(line: line, column: end.totals[unit] - end.lineStart[unit])
  }

  /// Walks `line` from its start until `unit`'s total would pass `goal(start)`, or the walk
  /// would reach `limit`; returns where it stopped and the totals at the line's start.
  ///
  /// On a short line (most lines) it walks from the start with the UTF-16 and UTF-32 totals
  /// counted from 0 there; on a long one the totals are the document's and the walk starts at
  /// the last checkpoint before the goal.
  private func walk(
    _ line: ByteRange, unit: Unit, upTo goal: (UnitTotals) -> Int, limit: Int
  ) -> (totals: UnitTotals, lineStart: UnitTotals) {
    if line.end - line.start <= 2 * UnitCheckpoints.spacing {
      let start = UnitTotals(utf8: line.start)
      return (
        UnitCheckpoints.walk(bytes, from: start, unit: unit, upTo: goal(start), limit: limit), start
      )
    }
    let start = checkpoints.totals(before: line.start, in: bytes)
    let end = checkpoints.totals(
      from: start, unit: unit, upTo: goal(start), limit: limit, in: bytes)
    return (end, start)
  }

  /// The UTF-8 offset of `position`. A column past the line's end gives the end of the line
  /// (before its break), a column inside a character (half a surrogate pair) gives the
  /// character's start; a line past the last gives the end of the document.
  public func utf8Offset(of position: Position, in unit: Unit) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let content = lineContentRange(position.line)
    let column = min(max(0, position.column), content.end - content.start)
    return walk(content, unit: unit, upTo: { $0[unit] + column }, limit: content.end).totals.utf8
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
  /// bytes after the edit move, the line starts of the edited lines are rescanned and the later
  /// ones shifted where they are, and so are the unit checkpoints. Nothing is copied whole
  /// unless the arrays are shared with another copy of the index (copy on write).
  public mutating func replace(_ range: ByteRange, with newBytes: [UInt8]) {
    let start = min(max(range.start, 0), bytes.count)
    let end = min(max(range.end, start), bytes.count)
    // A CR just before the edit may pair with an LF that the edit brings: rescan from its line.
    let firstLine = line(containing: max(0, start - 1))
    let delta = newBytes.count - (end - start)
    bytes.replaceSubrange(start..<end, with: newBytes)
    let newEnd = start + newBytes.count
    checkpoints.replace(start: start, oldEnd: end, newEnd: newEnd, in: bytes)
    var rescanned: [Int] = []
    // No break lies between that line's start and `start - 1`: scanning from there finds the
    // same starts, and an edit on a long line costs no walk from the line's start.
    let scannedEnd = LineIndex.scanLineStarts(
      bytes, from: max(lineStarts[firstLine], start - 1), through: newEnd, into: &rescanned)
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
    for index in kept..<lineStarts.count { lineStarts[index] += delta }
  }

  // MARK: - Scanning

  /// Appends the start of every line that begins after a break found at offsets
  /// `start ... last` (a CRLF counts whole). Returns the offset where scanning stopped.
  @discardableResult
  static func scanLineStarts(
    _ bytes: [UInt8], from start: Int, through last: Int,
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
}
