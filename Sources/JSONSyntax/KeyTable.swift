/// Property names numbered `0 ..< count` in the order given, with a lookup from a key's UTF-8
/// bytes that allocates nothing (open addressing over a word-at-a-time hash).
///
/// Give one to the parser (`SyntaxTree(bytes:options:keys:)`) and every key node carries the
/// number of its decoded name (`SyntaxTree.keyNumber(_:)`), so that later passes compare small
/// integers instead of decoding and hashing strings.
///
///     let keys = KeyTable(["id", "kind", "frame"])
///     keys.number(of: "kind")        // 1
///     keys.number(of: "color")       // nil
public struct KeyTable: Sendable {
  /// The most names a table holds: key numbers are stored in 16 bits, -1 meaning unknown.
  public static let maximumCount = Int(Int16.max)

  /// The names, indexed by number; no name twice.
  public let names: [String]
  /// Every name's UTF-8 bytes, one after another.
  private let utf8: [UInt8]
  /// Where each name's bytes start in `utf8`, and one more entry for the end of the last.
  private let offsets: [Int32]
  /// The hash table, a power of two long: 0 for an empty slot, otherwise the name's number + 1
  /// in the low 16 bits and the high 16 bits of its hash above, to skip most comparisons.
  private let slots: [UInt32]
  /// Whether a name contains U+FFFD, which a key with ill-formed UTF-8 decodes to: only then
  /// must such keys be decoded before the lookup.
  let hasReplacementCharacter: Bool

  /// Numbers `names` in order. A name that comes again keeps its first number and takes no
  /// new one, so numbers stay dense. Traps on more than `maximumCount` distinct names.
  public init(_ names: some Sequence<String>) {
    var unique: [String] = []
    var seen: Set<String> = []
    for name in names where seen.insert(name).inserted { unique.append(name) }
    precondition(unique.count <= KeyTable.maximumCount, "a KeyTable holds at most 32767 names")
    var utf8: [UInt8] = []
    var offsets: [Int32] = [0]
    for name in unique {
      utf8.append(contentsOf: name.utf8)
      offsets.append(Int32(utf8.count))
    }
    var size = 16
    while size < unique.count * 4 { size *= 2 }
    var slots = [UInt32](repeating: 0, count: size)
    utf8.withUnsafeBufferPointer { all in
      for number in unique.indices {
        let start = Int(offsets[number])
        let name = UnsafeBufferPointer(rebasing: all[start..<Int(offsets[number + 1])])
        let hash = KeyTable.hash(name)
        var slot = Int(truncatingIfNeeded: hash) & (size - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
        slots[slot] = UInt32(number + 1) | KeyTable.tag(hash)
      }
    }
    self.names = unique
    self.utf8 = utf8
    self.offsets = offsets
    self.slots = slots
    self.hasReplacementCharacter = unique.contains { $0.unicodeScalars.contains("\u{FFFD}") }
  }

  /// The number of names.
  public var count: Int { names.count }

  /// The number of `name`, nil when the table does not hold it.
  public func number(of name: String) -> Int? {
    var name = name
    return name.withUTF8 { number(ofUTF8: $0) }
  }

  /// The number of the name whose UTF-8 bytes are `bytes` (compared byte for byte, so escapes
  /// must be decoded first), nil when the table does not hold it. Allocates nothing.
  public func number(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    withLookup { $0.number(ofUTF8: bytes) }
  }

  /// Calls `body` with a view of the table that reads its memory directly (no reference
  /// counting per lookup, as the parser needs for one lookup per key).
  func withLookup<Result>(_ body: (Lookup) -> Result) -> Result {
    slots.withUnsafeBufferPointer { slots in
      utf8.withUnsafeBufferPointer { utf8 in
        offsets.withUnsafeBufferPointer { offsets in
          body(
            Lookup(
              slots: slots, utf8: utf8, offsets: offsets,
              hasReplacementCharacter: hasReplacementCharacter))
        }
      }
    }
  }

  /// The table's memory, valid only inside `withLookup`.
  struct Lookup {
    let slots: UnsafeBufferPointer<UInt32>
    let utf8: UnsafeBufferPointer<UInt8>
    let offsets: UnsafeBufferPointer<Int32>
    /// As `KeyTable.hasReplacementCharacter`.
    let hasReplacementCharacter: Bool

    /// The number of the name whose UTF-8 bytes are `bytes`, nil when there is none.
    @inline(__always)
    func number(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
      let hash = KeyTable.hash(bytes)
      let tag = KeyTable.tag(hash)
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while true {
        let entry = slots[slot]
        if entry == 0 { return nil }
        let number = Int(entry & 0xFFFF) - 1
        if entry & 0xFFFF_0000 == tag {
          let start = Int(offsets[number])
          let length = Int(offsets[number + 1]) - start
          if length == bytes.count
            && (length == 0 || memoryEqual(utf8.baseAddress! + start, bytes.baseAddress!, length))
          {
            return number
          }
        }
        slot = (slot + 1) & mask
      }
    }
  }

  // MARK: - Hashing

  /// A hash of `bytes` that reads them in at most a few loads (keys are short: one or two
  /// words), overlapping the last load with the one before rather than looping over bytes.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let count = bytes.count
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
    guard let base = bytes.baseAddress, count > 0 else { return hash }
    let raw = UnsafeRawPointer(base)
    if count >= 8 {
      var index = 0
      while index + 8 < count {
        hash =
          (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 29
        index += 8
      }
      hash ^= raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 {
      let low = UInt64(raw.loadUnaligned(as: UInt32.self))
      let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      hash ^= low | high << 32
    } else {
      hash ^= UInt64(base[0]) | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1]) << 16
    }
    hash = hash &* 0x94D0_49BB_1331_11EB
    return hash ^ (hash >> 32)
  }

  /// The bits of `hash` kept in a slot beside the number.
  @inline(__always)
  static func tag(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 48) << 16 }
}

/// Whether `count` bytes at `first` and `second` are equal; whole words, the last one
/// overlapping the one before.
@inline(__always)
func memoryEqual(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, _ count: Int)
  -> Bool
{
  let one = UnsafeRawPointer(first)
  let two = UnsafeRawPointer(second)
  if count >= 8 {
    var index = 0
    while index + 8 < count {
      if one.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        != two.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      {
        return false
      }
      index += 8
    }
    return one.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      == two.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
  }
  if count >= 4 {
    return one.loadUnaligned(as: UInt32.self) == two.loadUnaligned(as: UInt32.self)
      && one.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        == two.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
  }
  var index = 0
  while index < count {
    if first[index] != second[index] { return false }
    index += 1
  }
  return true
}
