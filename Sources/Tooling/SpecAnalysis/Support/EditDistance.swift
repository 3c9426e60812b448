/// "Did you mean": the closest candidate by edit distance (insertions, deletions,
/// substitutions and adjacent transpositions; case differences cost half).
package enum EditDistance {
  /// The candidate closest to `word`, when close enough to be a likely typo: at most a third
  /// of the word's length (and at least 1, at most 3 edits).
  /// Words longer than 64 bytes get no suggestion (the distance is O(length x candidate)).
  package static func suggestion(for word: String, among candidates: [String]) -> String? {
    guard word.utf8.count <= 64 else { return nil }
    let limit = Double(min(3, max(1, word.count / 3)))
    var best: (String, Double)?
    let length = word.unicodeScalars.count
    for candidate in candidates where candidate != word {
      // Each scalar of length difference costs a whole insertion or deletion.
      guard Double(abs(candidate.unicodeScalars.count - length)) <= limit else { continue }
      let cost = distance(word, candidate)
      if cost <= limit, cost < (best?.1 ?? .infinity) { best = (candidate, cost) }
    }
    return best?.0
  }

  /// Optimal string alignment distance over Unicode scalars.
  package static func distance(_ lhs: String, _ rhs: String) -> Double {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    if a.isEmpty { return Double(b.count) }
    if b.isEmpty { return Double(a.count) }
    var previous2 = [Double](repeating: 0, count: b.count + 1)
    var previous = (0...b.count).map(Double.init)
    var current = [Double](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = Double(i)
      for j in 1...b.count {
        let substitution: Double =
          a[i - 1] == b[j - 1] ? 0 : (differInCaseOnly(a[i - 1], b[j - 1]) ? 0.5 : 1)
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// Whether two different scalars have the same lowercase mapping. Two ASCII scalars are
  /// compared without the Unicode tables (whose mapping is a new string per call); a
  /// non-ASCII one may still map to ASCII (KELVIN SIGN to `k`), so it takes the tables.
  private static func differInCaseOnly(_ x: Unicode.Scalar, _ y: Unicode.Scalar) -> Bool {
    guard x.isASCII, y.isASCII else {
      return x.properties.lowercaseMapping == y.properties.lowercaseMapping
    }
    let lower = x.value | 0x20
    return lower == y.value | 0x20 && (0x61...0x7A).contains(lower)
  }
}
