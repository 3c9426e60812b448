/// The 48 bits in which a number node keeps its value, so that `SyntaxTree.numberValue(_:)`
/// never reads the text again.
///
/// Most numbers in JSON are short decimals: those are kept as written, a decimal mantissa below
/// 2^40 and a power of ten within ±22, and turned into a `Double` with one multiplication or
/// division, exactly as `Lexer.fastDouble` does (Clinger's fast path, correctly rounded).
/// Any other number's `Double` is computed once by the lexer and kept in a side table, whose
/// index the payload holds. Layout, low bit first:
///
///     inline:      mantissa (40) | negative (1) | exponent + 22 (6) | 0 (1)
///     side table:  index (32)    | 0 (15)                            | 1 (1)
@usableFromInline
enum NumberPayload {
  /// Mantissas must be below this to be kept inline (2^40, about 1.1e12).
  static let mantissaLimit: UInt64 = 1 << 40
  /// The largest power of ten, either way, kept inline (10^22 is the largest exact `Double`).
  static let exponentLimit = 22

  private static let sideTableBit: UInt64 = 1 << 47
  private static let negativeBit: UInt64 = 1 << 40

  /// The payload of `±mantissa × 10^exponent`, nil when it cannot be kept inline. Its value
  /// is that of `Lexer.fastDouble` for the same text: a zero mantissa gives ±0 whatever the
  /// exponent.
  @inline(__always)
  static func inline(mantissa: UInt64, exponent: Int, negative: Bool) -> UInt64? {
    let exponent = mantissa == 0 ? 0 : exponent
    guard mantissa < mantissaLimit, exponent >= -exponentLimit, exponent <= exponentLimit else {
      return nil
    }
    return mantissa | (negative ? negativeBit : 0) | UInt64(exponent + exponentLimit) << 41
  }

  /// The payload that refers to entry `index` of the side table.
  static func sideTable(_ index: Int) -> UInt64 { sideTableBit | UInt64(UInt32(index)) }

  /// The side-table entry that a side-table `payload` refers to.
  static func sideTableIndex(_ payload: UInt64) -> Int { Int(UInt32(truncatingIfNeeded: payload)) }

  /// Whether `payload` refers to the side table rather than holding the value.
  @inlinable @inline(__always)
  static func isInSideTable(_ payload: UInt64) -> Bool { payload & (1 << 47) != 0 }

  /// The value an inline `payload` stands for. Inlined into the analysis's loops; the power of
  /// ten is built by multiplying (exact up to 10^22) rather than read from a table, which
  /// would cost a lazy-initialisation check.
  @inlinable @inline(__always)
  static func inlineValue(_ payload: UInt64) -> Double {
    var value = Double(payload & ((1 << 40) - 1))
    let exponent = Int((payload >> 41) & 0x3F) - 22
    if exponent != 0 {
      var power = 1.0
      for _ in 0..<abs(exponent) { power *= 10 }
      if exponent < 0 { value /= power } else { value *= power }
    }
    return payload & (1 << 40) != 0 ? -value : value
  }

  /// The value that `payload` stands for, with `sideTable` the tree's table of other values.
  static func value(_ payload: UInt64, sideTable: [Double]) -> Double {
    if isInSideTable(payload) { return sideTable[sideTableIndex(payload)] }
    return inlineValue(payload)
  }
}
