// MARK: - Duplicate keys

extension Parser {
  /// Reports every key of `object` that another key of it equals (by decoded value), on each
  /// occurrence: one dictionary of the decoded names, O(members).
  mutating func checkDuplicateKeys(object: Int) {
    let end = Int(nodes[object].subtreeEnd)
    var member = object + 1
    // An object of one member or none has no duplicate.
    guard member < end, nodes[member].subtreeEnd < end else { return }
    // Per name: its first key, and whether that key is reported already.
    var firstKey: [String: (key: Int, reported: Bool)] = [:]
    var duplicates: [(key: Int, name: String)] = []
    while member < end {
      let key = member + 1
      let name = StringDecoding.decode(lexer.bytes, range(ofNode: key))
      if let earlier = firstKey[name] {
        if !earlier.reported {
          duplicates.append((earlier.key, name))
          firstKey[name] = (earlier.key, true)
        }
        duplicates.append((key, name))
      } else {
        firstKey[name] = (key, false)
      }
      member = Int(nodes[member].subtreeEnd)
    }
    for (key, name) in duplicates {
      lexer.errors.append(
        SyntaxError(
          code: .duplicateKey, range: range(ofNode: key), message: "Duplicate property \(name)"))
    }
  }

  private func range(ofNode index: Int) -> ByteRange {
    ByteRange(start: Int(nodes[index].start), end: Int(nodes[index].end))
  }
}
