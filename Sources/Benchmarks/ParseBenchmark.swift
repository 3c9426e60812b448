import Foundation
import JSONSyntax

/// `Benchmarks parse [megabytes]`: parses a generated header spec (10 MB unless told) with
/// `SyntaxTree`, with Foundation's `JSONSerialization`, and builds a `LineIndex`; prints MB/s
/// for each, the ratio, and peak memory relative to the document size. Run in release:
///
///     swift run -c release Benchmarks parse
///
/// `--only-parse` runs just the parser, many times, for a profiler (`perf record`).
func runParseBenchmark(arguments: [String]) {
  let megabytes = arguments.first.flatMap(Double.init) ?? 10
  let document = makeHeaderSpecDocument(bytes: Int(megabytes * 1_000_000))
  if arguments.contains("--only-parse") {
    let seconds = measure(runs: 30) { _ = SyntaxTree(bytes: document).nodeCount }
    print(String(format: "SyntaxTree: %.1f MB/s", Double(document.count) / seconds / 1_000_000))
    return
  }
  let size = Double(document.count)
  let data = Data(document)
  print(
    "document: \(String(format: "%.1f", size / 1_000_000)) MB header spec, \(lineCount(document)) lines"
  )

  // Memory first, on a clean peak: the growth of the peak while one tree is built.
  resetPeakMemory()
  let residentBefore = memoryStatus("VmRSS")
  var tree: SyntaxTree? = SyntaxTree(bytes: document)
  let peakDuringParse = memoryStatus("VmHWM")
  let nodes = tree?.nodeCount ?? 0
  let errors = tree?.errors.count ?? -1
  tree = nil
  let parserExtra = Double(max(0, peakDuringParse - residentBefore))

  let parse = measure { _ = SyntaxTree(bytes: document).nodeCount }
  let foundation = measure(runs: 3) { _ = try? JSONSerialization.jsonObject(with: data) }
  let lines = measure { _ = LineIndex(bytes: document).lineCount }
  let printer = measure { _ = (try? JSONPrinter.printedBytes(SyntaxTree(bytes: document)))?.count }

  func rate(_ seconds: Double) -> String {
    String(format: "%7.1f MB/s", size / seconds / 1_000_000)
  }
  print("SyntaxTree (full tree, every range): \(rate(parse))  (\(nodes) nodes, \(errors) errors)")
  print("JSONSerialization:                   \(rate(foundation))")
  print("LineIndex construction:              \(rate(lines))")
  print("parse + print (JSONPrinter):         \(rate(printer))")
  print(String(format: "ratio SyntaxTree / JSONSerialization: %.2fx", foundation / parse))
  print(
    String(
      format: "peak memory while parsing: +%.1f MB = %.2fx the document (tree alone: %.2fx)",
      parserExtra / 1_000_000, parserExtra / size, Double(nodes * 20) / size))
}

/// The best of several runs, in seconds (best, not mean: the machine may be shared).
private func measure(runs: Int = 15, _ body: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<runs {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    best = min(best, seconds)
  }
  return best
}

/// A field of /proc/self/status in bytes (Linux); 0 elsewhere.
private func memoryStatus(_ field: String) -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return 0
  }
  for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
    let number = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
    return (number.flatMap { Int($0) } ?? 0) * 1024
  }
  return 0
}

/// Resets the kernel's peak-RSS counter (Linux 4.0+), so that VmHWM measures from now.
private func resetPeakMemory() {
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

private func lineCount(_ bytes: [UInt8]) -> Int { bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } }

/// A pretty-printed header spec of about `bytes` bytes: many subviews with keyframes, CJK
/// titles, emoji, escapes and numbers.
func makeHeaderSpecDocument(bytes target: Int) -> [UInt8] {
  var out = """
    {
      "$schema": "../Schemas/header-spec.schema.json",
      "version": 1,
      "name": "大标题 Benchmark 😀",
      "width": 375,
      "bar": { "maxHeight": 200, "minHeight": 65, "clipsToBounds": true },
      "behavior": {
        "kind": "squareCash",
        "elastic": true,
        "snapping": [
          { "target": 0, "from": 0, "to": 0.5 },
          { "target": 1, "from": 0.5, "to": 1 }
        ]
      },
      "subviews": [

    """
  let titles = ["标题", "設定", "메뉴", "Profile", "Élan", "プロフィール", "검색 🔍", "Tab \\u00e9\\n"]
  let kinds = ["label", "image", "button", "searchBar", "view"]
  var index = 0
  while out.utf8.count < target {
    if index > 0 { out += ",\n" }
    let title = titles[index % titles.count]
    let x = Double(index % 300) + 0.5
    out += """
          {
            "id": "view-\(index)",
            "kind": "\(kinds[index % kinds.count])",
            "text": "\(title) \(index) 🎉",
            "font": { "size": \(12 + index % 20), "weight": "semibold" },
            "cornerRadius": \(index % 40),
            "keyframes": [
              { "progress": 0, "frame": [\(x), 20, 343.5, 44], "alpha": 1, "transform": { "scale": 1.25, "rotation": 0 } },
              { "progress": 0.25, "center": [187.5, \(90 - index % 50)], "size": [120, 30] },
              { "progress": 0.5, "center": [187.5, 41.4], "alpha": 0.5, "zIndex": -\(index % 3) },
              { "progress": 1, "frame": [16, 8.25, \(x * 2), 2.5e1], "alpha": 0, "hidden": true }
            ]
          }
      """
    index += 1
  }
  out += "\n  ]\n}\n"
  return Array(out.utf8)
}
