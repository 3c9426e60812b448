/// How many UTF-8, UTF-16 and UTF-32 code units the characters before a character boundary
/// hold; `utf8` is then the boundary's byte offset.
struct UnitTotals: Hashable, Sendable {
  var utf8 = 0
  var utf16 = 0
  var utf32 = 0

  /// The total in `unit`.
  subscript(unit: LineIndex.Unit) -> Int {
    switch unit {
    case .utf8: utf8
    case .utf16: utf16
    case .utf32: utf32
    }
  }

  /// Counts one more character of `length` bytes: ill-formed UTF-8 counts one unit per maximal
  /// subpart, and only a four-byte sequence (a well-formed one: a subpart is shorter) takes a
  /// surrogate pair in UTF-16.
  mutating func add(characterOfLength length: Int) {
    utf8 += length
    utf16 += length == 4 ? 2 : 1
    utf32 += 1
  }
}
