// MARK: - Duplicate keys

extension Parser {
  /// Reports every key of `object` that another key of it equals (by decoded name), on each
  /// occurrence. Objects of up to `pairwiseLimit` members compare their names pairwise;
  /// larger ones collect them in a dictionary. O(members) either way.
  mutating func checkDuplicateKeys(object: Int) {
    let end = nodes[object].subtreeEnd
    var count = 0
    var member = Int32(object + 1)
    while member < end {
      count += 1
      member = nodes[Int(member)].subtreeEnd
    }
    guard count > 1 else { return }
    var duplicates: [Int] = []
    if count <= Self.pairwiseLimit {
      var first = Int32(object + 1)
      while first < end {
        var second = nodes[Int(first)].subtreeEnd
        while second < end {
          if nodes[Int(second) + 1].name == nodes[Int(first) + 1].name {
            duplicates += [Int(first) + 1, Int(second) + 1]
          }
          second = nodes[Int(second)].subtreeEnd
        }
        first = nodes[Int(first)].subtreeEnd
      }
    } else {
      var firstKey: [String: Int] = [:]
      member = Int32(object + 1)
      while member < end {
        let key = Int(member) + 1
        let name = nodes[key].name ?? ""
        if let earlier = firstKey[name] {
          duplicates += [earlier, key]
        } else {
          firstKey[name] = key
        }
        member = nodes[Int(member)].subtreeEnd
      }
    }
    // A key repeated several times is reported once.
    for key in Set(duplicates).sorted() {
      lexer.errors.append(
        SyntaxError(
          code: .duplicateKey,
          range: ByteRange(start: Int(nodes[key].start), end: Int(nodes[key].end)),
          message: "Duplicate property \(nodes[key].name ?? "")"))
    }
  }

  /// The most members an object may have for `checkDuplicateKeys` to compare its names
  /// pairwise.
  static let pairwiseLimit = 8
}
