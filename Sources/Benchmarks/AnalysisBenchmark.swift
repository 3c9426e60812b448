import Foundation
import HeaderGeometry
import HeaderSpecLoading
import JSONSyntax

/// Times `SpecDocument` (parse, lower, schema check, geometry and every diagnostic) on a 1 MB
/// and a 10 MB spec built in memory: many subviews of every kind with three keyframes each,
/// clean, so the time is the full analysis and not an early exit. Goal: at most 10 ms per MB.
/// An edit in an editor costs the same: the server analyses each version afresh.
/// `--phases` also times the parts the analysis builds on: the parse alone and the geometry
/// core's problem search alone. `--megabytes N` runs one size only.
///
/// `--file PATH` times that file instead (another shape of spec, for profilers).
///
///     swift run -c release Benchmarks analysis [--repeat N] [--phases] [--megabytes N]
///       [--file PATH]
func runAnalysisBenchmark(arguments: [String]) {
  var repeats = 5
  if let index = arguments.firstIndex(of: "--repeat"), index + 1 < arguments.count {
    repeats = max(1, Int(arguments[index + 1]) ?? repeats)
  }
  var sizes = [1, 10]
  if let index = arguments.firstIndex(of: "--megabytes"), index + 1 < arguments.count,
    let megabytes = Int(arguments[index + 1]), megabytes > 0
  {
    sizes = [megabytes]
  }
  var file: [UInt8]?
  if let index = arguments.firstIndex(of: "--file"), index + 1 < arguments.count {
    guard let text = try? String(contentsOfFile: arguments[index + 1], encoding: .utf8) else {
      print("cannot read \(arguments[index + 1])")
      return
    }
    file = Array(text.utf8)
    sizes = [0]
  }
  for megabytes in sizes {
    let bytes = file ?? benchmarkSpec(bytes: megabytes * 1_000_000)
    var diagnostics = 0
    let size = Double(bytes.count) / 1_000_000
    let fresh = bestTime(of: repeats) {
      let document = SpecDocument(bytes: bytes)
      diagnostics = document.diagnostics.count
    }
    if arguments.contains("--phases") {
      let parse = bestTime(of: repeats) { _ = SyntaxTree(bytes: bytes) }
      let resolved = ResolvedHeader(SpecDocument(bytes: bytes).spec!)
      let problems = bestTime(of: repeats) { _ = resolved.problems }
      print(
        "  of which parse \(format(parse.wall / size)) ms/MB (CPU \(format(parse.cpu / size))); "
          + "geometry problems \(format(problems.wall / size)) ms/MB "
          + "(CPU \(format(problems.cpu / size)))")
    }
    let name = file == nil ? "\(megabytes) MB" : "file"
    print(
      "analysis \(name) (\(bytes.count) bytes, \(diagnostics) diagnostics), best of \(repeats): "
        + "\(format(fresh.wall)) ms = \(format(fresh.wall / size)) ms/MB; "
        + "CPU \(format(fresh.cpu / size)) ms/MB")
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

/// A clean spec of about `size` bytes.
func benchmarkSpec(bytes size: Int) -> [UInt8] {
  var text = #"""
    {
      "$schema": "../Schemas/header-spec.schema.json",
      "version": 1,
      "name": "Benchmark",
      "bar": { "maxHeight": 200, "minHeight": 65, "clipsToBounds": true },
      "behavior": {
        "kind": "squareCash", "elastic": true,
        "snapping": [ { "target": 0, "from": 0, "to": 0.5 }, { "target": 1, "from": 0.5, "to": 1 } ]
      },
      "subviews": [
    """#
  var index = 0
  while text.utf8.count < size {
    if index > 0 { text += ",\n" }
    text += subview(index)
    index += 1
  }
  text += "\n  ]\n}\n"
  return Array(text.utf8)
}

private func subview(_ index: Int) -> String {
  let x = 40 + Double(index % 200)
  switch index % 4 {
  case 0:
    return #"""
          { "id": "label_\#(index)", "kind": "label", "text": "Name \#(index)", "font": { "size": 17, "weight": "bold" },
            "keyframes": [
              { "progress": 0, "size": [60, 20], "center": [\#(x), 150] },
              { "progress": 0.5, "center": [\#(x), 90], "alpha": 0.5 },
              { "progress": 1, "center": [\#(x), 40], "alpha": 0 } ] }
      """#
  case 1:
    return #"""
          { "id": "image_\#(index)", "kind": "image", "image": "avatar", "cornerRadius": 10,
            "keyframes": [
              { "progress": 0, "frame": [\#(x), 20, 20, 20] },
              { "progress": 0.4, "frame": [\#(x), 10, 20, 20], "cornerRadius": 4 },
              { "progress": 1, "frame": [\#(x), 5, 20, 20], "hidden": true } ] }
      """#
  case 2:
    return #"""
          { "id": "view_\#(index)", "backgroundColor": "#FF8800",
            "keyframes": [
              { "progress": 0, "anchor": { "leading": 16, "bottom": 6 }, "size": [30, 30] },
              { "progress": 0.5, "anchor": { "bottom": 12 }, "transform": { "scale": 0.8 } },
              { "progress": 1, "zIndex": 2 } ] }
      """#
  default:
    return #"""
          { "id": "button_\#(index)", "kind": "button", "title": "Go",
            "keyframes": [
              { "progress": 0, "center": [\#(x), 100], "size": [40, 24] },
              { "progress": 0.6, "center": [\#(x), 60], "transform": { "translate": [0, -4] } },
              { "progress": 1, "center": [\#(x), 32], "alpha": 0.2 } ] }
      """#
  }
}

private func format(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return String(rounded)
}
