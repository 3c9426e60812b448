extension DiagnosticCode {
  /// The code's documentation (see `CodeExplanation`); every code has one, which a test checks.
  public var explanation: CodeExplanation? {
    syntaxExplanation ?? schemaExplanation ?? geometryExplanation ?? behaviorExplanation
  }

  /// The code parsed from `HS301` or `hs301`; nil when no such code exists.
  public init?(code: String) {
    self.init(rawValue: code.uppercased())
  }

  /// The existing code closest to `text` (`HS3O1`, `HS31`, `301`): the one at the smallest
  /// edit distance (at most 2) from `text` written with an `HS` prefix, ties going to the
  /// nearest number; nil when none is that close.
  public static func suggestion(for text: String) -> DiagnosticCode? {
    var written = text.uppercased()
    if !written.hasPrefix("HS") { written = "HS" + written }
    let number = Int(written.dropFirst(2))
    let ranked = allCases.map { code in
      let distance = editDistance(Array(written), Array(code.rawValue))
      let numeric = number.map { abs($0 - (Int(code.rawValue.dropFirst(2)) ?? 0)) } ?? 0
      return (code: code, distance: distance, numeric: numeric)
    }.filter { $0.distance <= 2 }
    return ranked.min { ($0.distance, $0.numeric) < ($1.distance, $1.numeric) }?.code
  }

  /// Levenshtein distance; both inputs are a few characters long.
  private static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    var previous = Array(0...rhs.count)
    for (i, left) in lhs.enumerated() {
      var current = [i + 1]
      for (j, right) in rhs.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
      }
      previous = current
    }
    return previous[rhs.count]
  }
}
