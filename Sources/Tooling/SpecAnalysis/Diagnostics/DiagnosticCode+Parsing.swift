extension DiagnosticCode {
  /// The code parsed from `HS301` or `hs301`; nil when no such code exists.
  public init?(code: String) {
    self.init(rawValue: code.uppercased())
  }

  /// The existing code closest to `text` (`HS3O1`, `HS31`, `301`): the one at the smallest
  /// edit distance (`EditDistance.distance`, at most 2) from `text` written with an `HS` prefix,
  /// ties going to the nearest number; nil when none is that close. `--severity`, `explain` and
  /// `.headerspec.json` suggest codes with it.
  public static func suggestion(for text: String) -> DiagnosticCode? {
    var written = text.uppercased()
    if !written.hasPrefix("HS") { written = "HS" + written }
    guard written.utf8.count <= 16 else { return nil }
    let number = Int(written.dropFirst(2))
    let ranked = allCases.map { code in
      let distance = EditDistance.distance(written, code.rawValue)
      let numeric = number.map { abs($0 - (Int(code.rawValue.dropFirst(2)) ?? 0)) } ?? 0
      return (code: code, distance: distance, numeric: numeric)
    }.filter { $0.distance <= 2 }
    return ranked.min { ($0.distance, $0.numeric) < ($1.distance, $1.numeric) }?.code
  }
}
