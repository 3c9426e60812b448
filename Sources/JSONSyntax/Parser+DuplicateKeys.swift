// MARK: - Duplicate keys

extension Parser {
  /// Reports every key of `object` that another key of it equals (by decoded value), on each
  /// occurrence. Pairwise for small objects, hashed for large ones: O(members) expected.
  mutating func checkDuplicateKeys(object: Int) {
    let end = Int(nodes[object].subtreeEndOrValue)
    var count = 0
    var member = object + 1
    while member < end && count <= 12 {
      count += 1
      member = Int(nodes[member].subtreeEndOrValue)
    }
    guard count > 1 else { return }
    var duplicates: [Int32] = []
    if count <= 12 {
      // Pairwise over the sibling links: no allocation for the usual small object, and only
      // keys of equal length (or with escapes) are compared byte by byte.
      let records = nodes
      do {
        var first = object + 1
        while first < end {
          let one = records[first + 1]
          var second = Int(records[first].subtreeEndOrValue)
          while second < end {
            let two = records[second + 1]
            let mayMatch =
              one.end - one.start == two.end - two.start
              || one.flags.union(two.flags).contains(.hasEscapes)
            if mayMatch && keysEqual(Int32(first + 1), Int32(second + 1)) {
              duplicates.append(Int32(first + 1))
              duplicates.append(Int32(second + 1))
            }
            second = Int(records[second].subtreeEndOrValue)
          }
          first = Int(records[first].subtreeEndOrValue)
        }
      }
    } else {
      var seen: [String: Int32] = [:]
      member = object + 1
      while member < end {
        let key = Int32(member + 1)
        let name = keyName(key)
        if let earlier = seen[name] {
          duplicates.append(earlier)
          duplicates.append(key)
        } else {
          seen[name] = key
        }
        member = Int(nodes[member].subtreeEndOrValue)
      }
    }
    guard !duplicates.isEmpty else { return }
    for key in duplicates {
      let record = nodes[Int(key)]
      lexer.errors.append(
        SyntaxError(
          code: .duplicateKey, range: ByteRange(start: Int(record.start), end: Int(record.end)),
          message: "Duplicate property \(keyName(key))"))
    }
  }

  /// Notes a key of the innermost object in its frame's `keyBits`: one of 64 bits chosen by
  /// a hash of the key's content, so that equal keys set the same bit. When the bit was set
  /// already, or the key is not a plain quoted ASCII string (escapes, no closing quote,
  /// unquoted, or non-ASCII text, which `String` equality may find canonically equal to other
  /// text), the object may have duplicates and is checked when it closes; otherwise it need
  /// not be, and most objects are not.
  ///
  /// A key of the vocabulary (`number` at least 0, an ASCII name matched byte for byte) takes
  /// the bit of its number instead of a hash: equal keys have equal numbers, and a vocabulary
  /// key never equals a key outside it (non-ASCII keys mark the object in any case).
  @inline(__always)
  mutating func noteKey(_ token: Token, number: Int) {
    guard token.kind == .string && token.flags.isEmpty && token.range.length >= 2 else {
      top.mayHaveDuplicates = true
      return
    }
    if top.mayHaveDuplicates { return }
    let start = token.range.start + 1
    let length = token.range.length - 2
    if number >= 0 {
      let bit: UInt64 = 1 << UInt64(number & 63)
      if top.keyBits & bit != 0 {
        top.mayHaveDuplicates = equalsEarlierKey(start: start, length: length)
      }
      top.keyBits |= bit
      return
    }
    let bytes = lexer.bytes
    // The first 8 bytes (fewer, zero-extended, when shorter) and the last 8, little-endian.
    var first: UInt64 = 0
    var last: UInt64 = 0
    var highBits: UInt64 = 0
    if start + max(length, 8) <= bytes.count {
      let raw = UnsafeRawPointer(bytes.baseAddress! + start)
      first = raw.loadUnaligned(as: UInt64.self)
      if length < 8 {
        first &= (1 << (UInt64(length) &* 8)) &- 1
        highBits = first
      } else {
        var offset = 8
        while offset < length - 8 {
          highBits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          offset += 8
        }
        last = raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        highBits |= first | last
      }
    } else {
      // Near the end of the document: the same words, byte by byte.
      for offset in 0..<length {
        let byte = UInt64(bytes[start + offset])
        highBits |= byte
        if offset < 8 { first |= byte << (UInt64(offset) * 8) }
        if length >= 8 && offset >= length - 8 {
          last |= byte << (UInt64(offset - (length - 8)) * 8)
        }
      }
    }
    let hash =
      UInt64(length) &* 0x9E37_79B9_7F4A_7C15 ^ first &* 0xBF58_476D_1CE4_E5B9
      ^ last &* 0x94D0_49BB_1331_11EB
    let bit: UInt64 = 1 << ((hash &* 0x2545_F491_4F6C_DD1D) >> 58)
    if highBits & 0x8080_8080_8080_8080 != 0 {
      top.mayHaveDuplicates = true
    } else if top.keyBits & bit != 0 {
      // Objects of one shape collide on the same bits again and again: compare this key with
      // the earlier ones (all plain ASCII, or the object would be marked already).
      top.mayHaveDuplicates = equalsEarlierKey(start: start, length: length)
    }
    top.keyBits |= bit
  }

  /// Whether the content `start ..< start + length` equals that of a key of the innermost
  /// object before its current member, all of them plain quoted strings. Past
  /// `earlierKeysScanned` members the answer is "maybe" (true): in a large object the 64-bit
  /// filter is full, so scanning on every key would cost O(members²); the full check at the
  /// object's end then decides by hashing.
  private func equalsEarlierKey(start: Int, length: Int) -> Bool {
    let base = lexer.bytes.baseAddress!
    var member = Int(top.node) + 1
    var scanned = 0
    while member < Int(top.member) {
      scanned += 1
      if scanned > Self.earlierKeysScanned { return true }
      let key = nodes[member + 1]
      if Int(key.end - key.start) == length + 2
        && (length == 0 || memoryEqual(base + Int(key.start) + 1, base + start, length))
      {
        return true
      }
      member = Int(nodes[member].subtreeEndOrValue)
    }
    return false
  }

  /// How many earlier keys `equalsEarlierKey` compares before answering "maybe".
  static let earlierKeysScanned = 16

  private func keyName(_ key: Int32) -> String {
    let record = nodes[Int(key)]
    return StringDecoding.decode(
      lexer.bytes, ByteRange(start: Int(record.start), end: Int(record.end)))
  }

  private func keysEqual(_ first: Int32, _ second: Int32) -> Bool {
    let one = nodes[Int(first)]
    let two = nodes[Int(second)]
    let escapes = one.flags.contains(.hasEscapes) || two.flags.contains(.hasEscapes)
    if !escapes && one.end - one.start != two.end - two.start { return false }
    if escapes {
      return keyName(first) == keyName(second)
    }
    let bytes = lexer.bytes
    let range1 = StringDecoding.contentRange(
      bytes, ByteRange(start: Int(one.start), end: Int(one.end)))
    let range2 = StringDecoding.contentRange(
      bytes, ByteRange(start: Int(two.start), end: Int(two.end)))
    guard range1.count == range2.count else { return false }
    for offset in 0..<range1.count
    where bytes[range1.lowerBound + offset] != bytes[range2.lowerBound + offset] {
      return false
    }
    return true
  }
}
