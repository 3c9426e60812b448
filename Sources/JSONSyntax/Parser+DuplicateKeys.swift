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
      duplicates = { (records: UnsafeMutablePointer<NodeRecord>) in
        var found: [Int32] = []
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
              found.append(Int32(first + 1))
              found.append(Int32(second + 1))
            }
            second = Int(records[second].subtreeEndOrValue)
          }
          first = Int(records[first].subtreeEndOrValue)
        }
        return found
      }(nodes)
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
