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
    var low = 0
    var high = lineStarts.count - 1
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
    let offset = min(max(offset, 0), bytes.count)
    let line = line(containing: offset)
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

  /// Replaces the bytes in `range` (clamped to the document) by `newBytes`.
  public mutating func replace(_ range: ByteRange, with newBytes: [UInt8]) {
    let start = min(max(range.start, 0), bytes.count)
    let end = min(max(range.end, start), bytes.count)
    // A CR just before the edit may pair with an LF that the edit brings: rescan from its line.
    let firstLine = line(containing: max(0, start - 1))
    let delta = newBytes.count - (end - start)
    bytes.replaceSubrange(start..<end, with: newBytes)
    let newEnd = start + newBytes.count
    var starts = Array(lineStarts[0...firstLine])
    let scannedEnd = bytes.withUnsafeBufferPointer { buffer in
      LineIndex.scanLineStarts(buffer, from: lineStarts[firstLine], through: newEnd, into: &starts)
    }
    // Old starts after the rescanned part keep their meaning, shifted by `delta`.
    var low = firstLine + 1
    var high = lineStarts.count
    while low < high {
      let middle = (low + high) / 2
      if lineStarts[middle] + delta > scannedEnd { high = middle } else { low = middle + 1 }
    }
    starts.reserveCapacity(starts.count + lineStarts.count - low)
    for index in low..<lineStarts.count { starts.append(lineStarts[index] + delta) }
    lineStarts = starts
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
