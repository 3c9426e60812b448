/// A character of more than one UTF-8 byte (`LineIndex`): a well-formed sequence of 2 to 4
/// bytes, or a maximal ill-formed subpart of 2 or 3 (what one U+FFFD replaces), which counts as
/// one unit in UTF-16 and UTF-32. Only a four-byte sequence (necessarily well-formed) takes a
/// surrogate pair in UTF-16.
struct WideCharacter: Hashable, Sendable {
  /// Its first byte's UTF-8 offset.
  var offset: Int
  /// Its UTF-8 bytes, 2 to 4.
  var length: Int

  /// The offset just past it.
  var end: Int { offset + length }

  /// Its length in `unit`s.
  func units(in unit: LineIndex.Unit) -> Int {
    switch unit {
    case .utf8: length
    case .utf16: length == 4 ? 2 : 1
    case .utf32: 1
    }
  }

  /// The length of the character at `index`: a well-formed UTF-8 sequence (1 to 4 bytes), or
  /// a maximal ill-formed subpart (1 to 3 bytes).
  static func length(_ bytes: [UInt8], at index: Int) -> Int {
    abs(Lexer.utf8SequenceLength(bytes, at: index))
  }
}
