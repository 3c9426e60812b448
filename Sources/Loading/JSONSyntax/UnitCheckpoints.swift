/// The UTF-16 and UTF-32 totals at character boundaries about every `spacing` bytes of a
/// document: counting the units before any offset is a binary search for the checkpoint before
/// it and a walk of fewer than `spacing + 4` bytes, whatever the length of the line.
///
/// Whether a byte starts a character, and how many units that character counts, depends only on
/// the three bytes before it and the three after it (a lead byte always starts a character; a
/// continuation byte belongs to the nearest lead byte at most three before it or stands alone).
/// So after an edit the checkpoints well before it keep their totals, the ones well after it
/// move by the same amounts, and only the stretch between is walked again.
struct UnitCheckpoints: Sendable {
  /// About how many bytes lie between two checkpoints.
  static let spacing = 256

  /// Strictly increasing in every unit; the first is at offset 0 with totals 0.
  private(set) var checkpoints: [UnitTotals]

  /// O(n): one walk over `bytes`.
  init(bytes: [UInt8]) {
    checkpoints = [UnitTotals()]
    checkpoints.reserveCapacity(bytes.count / Self.spacing + 1)
    var totals = UnitTotals()
    while totals.utf8 < bytes.count {
      // Every walk moves on: a character is at most 4 bytes, the spacing far more.
      totals = Self.count(bytes, from: totals, upTo: min(bytes.count, totals.utf8 + Self.spacing))
      checkpoints.append(totals)
    }
    checkpoints.removeLast(checkpoints.count > 1 ? 1 : 0)
  }

  // MARK: - Lookups

  /// The totals at the last character boundary at or before `offset` (clamped to `bytes`).
  func totals(before offset: Int, in bytes: [UInt8]) -> UnitTotals {
    let offset = min(max(offset, 0), bytes.count)
    let start = checkpoints[lastCheckpoint(atMost: offset, in: .utf8)]
    return Self.count(bytes, from: start, upTo: offset)
  }

  /// The totals after walking forwards from `start` (a boundary) until `unit`'s total would
  /// pass `goal`, or the walk would reach past `limit`: a character that would go past `goal`
  /// is not taken, so the result is a character boundary.
  func totals(
    from start: UnitTotals, unit: LineIndex.Unit, upTo goal: Int, limit: Int, in bytes: [UInt8]
  ) -> UnitTotals {
    // Jump to the last checkpoint that is past `start` and still within the goal and the limit.
    let nearest = min(
      lastCheckpoint(atMost: goal, in: unit), lastCheckpoint(atMost: limit, in: .utf8))
    let from = checkpoints[nearest].utf8 > start.utf8 ? checkpoints[nearest] : start
    if unit == .utf8 && goal == limit { return Self.count(bytes, from: from, upTo: limit) }
    return Self.walk(bytes, from: from, unit: unit, upTo: goal, limit: limit)
  }

  /// The index of the last checkpoint whose total in `unit` is at most `value` (0 if none).
  private func lastCheckpoint(atMost value: Int, in unit: LineIndex.Unit) -> Int {
    var low = 0
    var high = checkpoints.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if checkpoints[middle][unit] <= value { low = middle } else { high = middle - 1 }
    }
    return low
  }

  // MARK: - Edits

  /// Follows an edit that replaced the old bytes `start ..< oldEnd` by new ones ending at
  /// `newEnd` in `bytes` (the document after the edit).
  mutating func replace(start: Int, oldEnd: Int, newEnd: Int, in bytes: [UInt8]) {
    let delta = newEnd - oldEnd
    // Checkpoints up to four bytes before the edit keep their totals (the first one always).
    let kept = max(1, lastCheckpoint(atMost: start - 4, in: .utf8) + 1)
    // The first checkpoint four or more bytes after the edit is still a boundary, moved.
    var resume = kept
    while resume < checkpoints.count && checkpoints[resume].utf8 < oldEnd + 4 { resume += 1 }
    var walked: [UnitTotals] = []
    let stop = resume < checkpoints.count ? checkpoints[resume].utf8 + delta : bytes.count
    let reached = Self.walk(
      bytes, from: checkpoints[kept - 1], to: stop, recordingInto: &walked)
    // Drop a checkpoint the walk put too close before the moved one.
    if let last = walked.last, stop - last.utf8 < Self.spacing / 2, resume < checkpoints.count {
      walked.removeLast()
    }
    if resume < checkpoints.count {
      let old = checkpoints[resume]
      let shift = UnitTotals(
        utf8: delta, utf16: reached.utf16 - old.utf16, utf32: reached.utf32 - old.utf32)
      for index in resume..<checkpoints.count {
        checkpoints[index].utf8 += shift.utf8
        checkpoints[index].utf16 += shift.utf16
        checkpoints[index].utf32 += shift.utf32
      }
    }
    checkpoints.replaceSubrange(kept..<resume, with: walked)
  }

  // MARK: - Walking

  /// Walks whole characters from `start` (a boundary) to the boundary at `end` (or the first
  /// one after it), appending a checkpoint whenever `spacing` bytes have passed since the last
  /// one recorded or `start`. Returns the totals where the walk stopped.
  @discardableResult
  private static func walk(
    _ bytes: [UInt8], from start: UnitTotals, to end: Int,
    recordingInto recorded: inout [UnitTotals]
  ) -> UnitTotals {
    var totals = start
    var next = start.utf8 + spacing
    while totals.utf8 < end {
      if totals.utf8 >= next {
        recorded.append(totals)
        next = totals.utf8 + spacing
      }
      let byte = bytes[totals.utf8]
      if byte < 0x80 {
        totals.utf8 += 1
        totals.utf16 += 1
        totals.utf32 += 1
      } else {
        totals.add(characterOfLength: characterLength(bytes, at: totals.utf8))
      }
    }
    return totals
  }

  /// The totals at the last character boundary at or before `end`, walking whole characters
  /// from `start` (a boundary): ASCII costs one comparison a byte, and only the other
  /// characters adjust the UTF-16 and UTF-32 totals.
  static func count(_ bytes: [UInt8], from start: UnitTotals, upTo end: Int) -> UnitTotals {
    // All ASCII (most stretches of most specs): one pass without a branch per byte.
    var combined: UInt8 = 0
    for byte in bytes[start.utf8..<max(start.utf8, end)] { combined |= byte }
    if combined < 0x80 {
      let walked = max(0, end - start.utf8)
      return UnitTotals(
        utf8: start.utf8 + walked, utf16: start.utf16 + walked, utf32: start.utf32 + walked)
    }
    var index = start.utf8
    // Bytes that are not UTF-16 units, and bytes that are not UTF-32 units, so far.
    var notUTF16 = 0
    var notUTF32 = 0
    while index < end {
      if bytes[index] < 0x80 {
        index += 1
        continue
      }
      let length = characterLength(bytes, at: index)
      guard index + length <= end else { break }
      notUTF16 += length == 4 ? 2 : length - 1
      notUTF32 += length - 1
      index += length
    }
    let walked = index - start.utf8
    return UnitTotals(
      utf8: index, utf16: start.utf16 + walked - notUTF16, utf32: start.utf32 + walked - notUTF32)
  }

  /// Walks whole characters from `start` (a boundary) while `unit`'s total stays at most `goal`
  /// and the walk stays before `limit`.
  static func walk(
    _ bytes: [UInt8], from start: UnitTotals, unit: LineIndex.Unit, upTo goal: Int, limit: Int
  ) -> UnitTotals {
    var totals = start
    while totals.utf8 < limit && totals[unit] < goal {
      let byte = bytes[totals.utf8]
      if byte < 0x80 {
        totals.utf8 += 1
        totals.utf16 += 1
        totals.utf32 += 1
        continue
      }
      var next = totals
      next.add(characterOfLength: characterLength(bytes, at: totals.utf8))
      guard next[unit] <= goal else { break }
      totals = next
    }
    return totals
  }

  /// The length of the character at `index`: a well-formed UTF-8 sequence (1 to 4 bytes), or
  /// a maximal ill-formed subpart (1 to 3 bytes, what one U+FFFD replaces).
  static func characterLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let count: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0x00..<0x80: return 1
    case 0xC2...0xDF: count = 2
    case 0xE0: count = 3; low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: count = 3
    case 0xED: count = 3; high = 0x9F
    case 0xF0: count = 4; low = 0x90
    case 0xF1...0xF3: count = 4
    case 0xF4: count = 4; high = 0x8F
    default: return 1
    }
    for offset in 1..<count {
      guard index + offset < bytes.count else { return offset }
      let byte = bytes[index + offset]
      guard byte >= low && byte <= high else { return offset }
      low = 0x80
      high = 0xBF
    }
    return count
  }
}
