import Foundation
import HeaderGeometry
import JSONSyntax
import SpecAnalysis

/// Times `SpecDocument` (parse, lowering, schema check, geometry and every diagnostic: what the
/// server does for each version of a document before its diagnostics go out) on one file, the
/// realistic spec unless `--file` names another (for profilers: callgrind, `perf`); prints the
/// best of `--repeat` runs (20 unless told), wall and this thread's CPU time. `--phases` also
/// times the parse alone and the geometry core's problem search alone.
///
///     swift run -c release Benchmarks analysis [--file PATH] [--repeat N] [--phases]
func runAnalysisBenchmark(arguments: [String]) {
  var repeats = 20
  if let index = arguments.firstIndex(of: "--repeat"), index + 1 < arguments.count {
    repeats = max(1, Int(arguments[index + 1]) ?? repeats)
  }
  var path = BenchmarkInputs.realisticPath
  if let index = arguments.firstIndex(of: "--file"), index + 1 < arguments.count {
    path = arguments[index + 1]
  }
  guard let bytes = BenchmarkInputs.read(path) else { return }
  var diagnostics = 0
  let fresh = bestTime(of: repeats) {
    let document = SpecDocument(bytes: bytes)
    diagnostics = document.diagnostics.count
  }
  print(
    "analysis \(path) (\(bytes.count) bytes, \(diagnostics) diagnostics), best of \(repeats): "
      + "\(format(fresh.wall)) ms; CPU \(format(fresh.cpu)) ms")
  if arguments.contains("--phases") {
    let parse = bestTime(of: repeats) { _ = SyntaxTree(bytes: bytes) }
    if let spec = SpecDocument(bytes: bytes).spec {
      let resolved = ResolvedHeader(spec)
      let problems = bestTime(of: repeats) { _ = resolved.problems }
      print(
        "  of which parse \(format(parse.wall)) ms (CPU \(format(parse.cpu))); geometry "
          + "problems \(format(problems.wall)) ms (CPU \(format(problems.cpu)))")
    } else {
      print("  of which parse \(format(parse.wall)) ms (CPU \(format(parse.cpu))); no spec")
    }
  }
}

/// The best time of `repeats` runs of `body`, in milliseconds: wall time, and this thread's CPU
/// time (the analysis runs on one thread), which other work on the cores does not stretch.
private func bestTime(of repeats: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
  let clock = ContinuousClock()
  var best = (wall: Double.infinity, cpu: Double.infinity)
  for _ in 0..<repeats {
    let cpuStart = threadCPUMilliseconds()
    let elapsed = clock.measure(body)
    best.cpu = min(best.cpu, threadCPUMilliseconds() - cpuStart)
    best.wall = min(
      best.wall,
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
  }
  return best
}

/// The CPU time this thread has used, in milliseconds.
private func threadCPUMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

private func format(_ value: Double) -> String {
  let rounded = (value * 1000).rounded() / 1000
  return String(rounded)
}
