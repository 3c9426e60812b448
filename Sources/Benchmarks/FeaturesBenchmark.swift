import HeaderSpecLoading
import JSONSyntax
import LanguageService

/// Latency of the editor features on a 1 MB spec (`benchmarkSpec` with every `"bold"` font
/// weight misspelt `"bolt"`, so that a quarter of the subviews has a diagnostic with a quick
/// fix), built once: completion, hover, document symbols and inlay hints (a 4 KB window, about
/// a screen) at 100 positions spread evenly through the document, code actions on 100 of the
/// diagnostics spread likewise; p50 and p95 of each. Goal: p95 <= 2 ms.
///
///     swift run -c release Benchmarks features [megabytes]
func runFeaturesBenchmark(arguments: [String]) {
  let megabytes = arguments.first.flatMap(Int.init) ?? 1
  let bytes = misspelt(benchmarkSpec(bytes: megabytes * 1_000_000))
  let document = SpecDocument(bytes: bytes)
  let positions = (0..<100).map { bytes.count * $0 / 100 + 7 }
  let diagnostics = document.diagnostics
  print(
    "features on \(bytes.count) bytes, \(positions.count) positions, "
      + "\(diagnostics.count) diagnostics")
  measure("completion", positions) { offset in
    completions(in: document, at: offset).items.count
  }
  measure("hover", positions) { offset in
    hover(in: document, at: offset)?.markdown.utf8.count ?? 0
  }
  let fixable = (0..<100).map { diagnostics[diagnostics.count * $0 / 100].range.start }
  measure("code actions", fixable) { offset in
    codeActions(
      in: document, range: ByteRange(start: offset, end: offset), diagnostics: diagnostics
    ).count
  }
  measure("symbols", positions) { _ in documentSymbols(in: document).count }
  measure("inlay hints", positions) { offset in
    inlayHints(in: document, range: ByteRange(start: offset, end: offset + 4_000)).count
  }
}

/// Runs `body` once per position (after one warm-up call) and prints p50 and p95 in ms.
private func measure(_ name: String, _ positions: [Int], _ body: (Int) -> Int) {
  let clock = ContinuousClock()
  var checksum = body(positions[0])
  var times: [Double] = []
  for offset in positions {
    let elapsed = clock.measure { checksum &+= body(offset) }
    times.append(
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
  }
  times.sort()
  func percentile(_ p: Double) -> String {
    let value = times[min(times.count - 1, Int((Double(times.count) * p).rounded(.up)) - 1)]
    return String((value * 1000).rounded() / 1000)
  }
  print("  \(name): p50 \(percentile(0.5)) ms, p95 \(percentile(0.95)) ms (checksum \(checksum))")
}

/// `bytes` with every `"bold"` replaced by `"bolt"` (same length).
private func misspelt(_ bytes: [UInt8]) -> [UInt8] {
  var result = bytes
  let word = Array(#""bold""#.utf8)
  var index = 0
  while index + word.count <= result.count {
    if result[index] == word[0], Array(result[index..<(index + word.count)]) == word {
      result[index + 4] = UInt8(ascii: "t")
      index += word.count
    } else {
      index += 1
    }
  }
  return result
}
