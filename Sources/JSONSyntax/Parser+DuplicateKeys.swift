// MARK: - Duplicate keys

extension Parser {
  /// Reports every key of `object` that another key of it equals (by decoded value), on each
  /// occurrence. Pairwise for small objects, hashed for large ones: O(members) expected.
  mutating func checkDuplicateKeys(object: Int) {
    var keys: [Int32] = []
    var member = object + 1
    let end = Int(nodes[object].subtreeEnd)
    while member < end {
      keys.append(Int32(member + 1))
      member = Int(nodes[member].subtreeEnd)
    }
    guard keys.count > 1 else { return }
    var duplicates: [Int32] = []
    if keys.count <= 12 {
      for first in 0..<keys.count {
        for second in (first + 1)..<keys.count where keysEqual(keys[first], keys[second]) {
          duplicates.append(keys[first])
          duplicates.append(keys[second])
        }
      }
    } else {
      var seen: [String: Int32] = [:]
      for key in keys {
        let name = keyName(key)
        if let earlier = seen[name] {
          duplicates.append(earlier)
          duplicates.append(key)
        } else {
          seen[name] = key
        }
      }
    }
    for key in duplicates {
      let record = nodes[Int(key)]
      lexer.errors.append(
        SyntaxError(
          code: .duplicateKey, range: ByteRange(start: Int(record.start), end: Int(record.end)),
          message: "Duplicate property \(keyName(key))"))
    }
  }

  private func keyName(_ key: Int32) -> String {
    let record = nodes[Int(key)]
    return StringDecoding.decode(
      lexer.bytes, ByteRange(start: Int(record.start), end: Int(record.end)))
  }

  private func keysEqual(_ first: Int32, _ second: Int32) -> Bool {
    let one = nodes[Int(first)]
    let two = nodes[Int(second)]
    if one.flags.contains(.hasEscapes) || two.flags.contains(.hasEscapes) {
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
