/// A half-open range of UTF-8 byte offsets into a document: `start ..< end`.
public struct ByteRange: Hashable, Sendable {
  /// The first byte, 0-based.
  public var start: Int
  /// One past the last byte.
  public var end: Int

  public init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }

  /// The number of bytes covered.
  public var length: Int { end - start }

  /// Whether `offset` lies inside the range, or at its end (where a cursor after the last
  /// character still touches it).
  public func touches(_ offset: Int) -> Bool { start <= offset && offset <= end }
}
