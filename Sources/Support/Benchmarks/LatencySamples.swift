/// Times of one operation, in microseconds, with the percentiles the benchmarks print.
struct LatencySamples {
  private(set) var microseconds: [Double] = []

  /// Runs `body` once and keeps its wall time.
  mutating func time<Result>(_ body: () -> Result) -> Result {
    let start = ContinuousClock.now
    let result = body()
    let elapsed = ContinuousClock.now - start
    microseconds.append(
      Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
    return result
  }

  /// The sample at fraction `p` of the sorted samples (nearest rank): 0.5 is the median.
  func percentile(_ p: Double) -> Double {
    guard !microseconds.isEmpty else { return .nan }
    let sorted = microseconds.sorted()
    let rank = Int((Double(sorted.count) * p).rounded(.up)) - 1
    return sorted[min(sorted.count - 1, max(0, rank))]
  }

  /// `p50 / p95` in microseconds, for a table cell.
  var cell: String {
    "\(LatencySamples.format(percentile(0.5))) / \(LatencySamples.format(percentile(0.95)))"
  }

  /// A time in microseconds, with two decimals below 10, one below 100 and none above: `0.81`,
  /// `12.3`, `1530`.
  static func format(_ microseconds: Double) -> String {
    guard microseconds.isFinite else { return "-" }
    if microseconds >= 100 { return String(Int(microseconds.rounded())) }
    if microseconds >= 10 { return String((microseconds * 10).rounded() / 10) }
    return String((microseconds * 100).rounded() / 100)
  }
}
