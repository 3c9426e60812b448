/// Where two versions of a document differ: past their longest common prefix and before their
/// longest common suffix, `oldRange` of the old bytes became `newRange` of the new ones (both
/// start at the prefix's end). Identical documents give two empty ranges at the end.
///
/// Cost: O(n) byte comparisons, eight at a time.
public struct ByteChange: Hashable, Sendable {
  public let oldRange: ByteRange
  public let newRange: ByteRange

  /// Bytes inserted minus bytes removed.
  public var delta: Int { newRange.length - oldRange.length }

  public init(from old: [UInt8], to new: [UInt8]) {
    let prefix = Self.commonPrefix(old, new)
    let suffix = Self.commonSuffix(old, new, limit: min(old.count, new.count) - prefix)
    oldRange = ByteRange(start: prefix, end: old.count - suffix)
    newRange = ByteRange(start: prefix, end: new.count - suffix)
  }

  private static func commonPrefix(_ a: [UInt8], _ b: [UInt8]) -> Int {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        let count = min(a.count, b.count)
        var index = 0
        // Eight bytes at a time, then one at a time from the first difference.
        while index + 8 <= count,
          UnsafeRawPointer(a.baseAddress! + index).loadUnaligned(as: UInt64.self)
            == UnsafeRawPointer(b.baseAddress! + index).loadUnaligned(as: UInt64.self)
        {
          index += 8
        }
        while index < count, a[index] == b[index] { index += 1 }
        return index
      }
    }
  }

  /// The length of the common suffix, at most `limit` (so that it never overlaps the prefix).
  private static func commonSuffix(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        var length = 0
        while length + 8 <= limit,
          UnsafeRawPointer(a.baseAddress! + a.count - length - 8).loadUnaligned(as: UInt64.self)
            == UnsafeRawPointer(b.baseAddress! + b.count - length - 8).loadUnaligned(
              as: UInt64.self)
        {
          length += 8
        }
        while length < limit, a[a.count - 1 - length] == b[b.count - 1 - length] { length += 1 }
        return length
      }
    }
  }
}
