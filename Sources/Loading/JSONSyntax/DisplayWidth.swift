/// How many terminal columns text takes, per grapheme cluster: 2 for East Asian wide and
/// full-width characters and emoji, 0 for clusters of only combining or invisible scalars, 1
/// otherwise (a pragmatic `wcwidth` without tables: the ranges below cover CJK, Hangul, kana,
/// full-width forms and the emoji blocks).
public enum DisplayWidth {
  /// The columns of `text`.
  public static func of(_ text: Substring) -> Int { text.reduce(0) { $0 + of($1) } }

  /// The columns of one grapheme cluster.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
    if scalars.contains(where: { $0.value == 0xFE0F }), first.properties.isEmoji { return 2 }
    if isWide(first.value) { return 2 }
    if scalars.allSatisfy(isZeroWidth) { return 0 }
    return 1
  }

  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return scalar.value == 0x200B
    }
  }

  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
