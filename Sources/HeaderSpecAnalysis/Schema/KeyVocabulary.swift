import JSONSyntax

/// Every property name the schema knows, numbered, with a lookup from a key's raw UTF-8 bytes
/// that allocates nothing (an open-addressing table over FNV-1a hashes). The analysis resolves
/// each key of a document to its number once (`DocumentFacts`), so the schema check and the
/// lowering compare small integers instead of decoding strings.
struct KeyVocabulary: Sendable {
  /// The names, indexed by key number.
  private(set) var names: [String] = []
  private var utf8: [[UInt8]] = []
  private var numbers: [String: Int] = [:]
  /// Slots of the hash table: key number + 1, 0 when empty.
  private var table: [Int16] = []

  init(names: some Sequence<String>) {
    for name in names where numbers[name] == nil {
      numbers[name] = self.names.count
      self.names.append(name)
      utf8.append(Array(name.utf8))
    }
    var size = 64
    while size < self.names.count * 4 { size *= 2 }
    table = [Int16](repeating: 0, count: size)
    for (number, bytes) in utf8.enumerated() {
      var slot = bytes.withUnsafeBufferPointer { Self.hash($0[...]) } & (size - 1)
      while table[slot] != 0 { slot = (slot + 1) & (size - 1) }
      table[slot] = Int16(number + 1)
    }
  }

  var count: Int { names.count }

  /// The number of `name`, nil when the schema does not know it.
  func number(of name: String) -> Int? { numbers[name] }

  /// The number of the name whose UTF-8 bytes are `bytes`.
  func number(ofUTF8 bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    let mask = table.count - 1
    var slot = Self.hash(bytes) & mask
    while true {
      let entry = Int(table[slot])
      if entry == 0 { return nil }
      if utf8[entry - 1].elementsEqual(bytes) { return entry - 1 }
      slot = (slot + 1) & mask
    }
  }

  private static func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return Int(hash)
  }
}
