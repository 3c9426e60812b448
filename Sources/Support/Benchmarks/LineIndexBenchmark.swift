import Foundation
import JSONSyntax

/// `Benchmarks lines`: the line index on realistic specs (1 and 30 KB and 1 MB, ASCII and with CJK and
/// emoji in their strings) and, with `--long`, on one 6.3 MB line: building it, UTF-16 positions of offsets and
/// offsets of positions (ns per lookup), and single-character edits (µs per edit). Best of
/// several runs. Run in release:
///
///     swift run -c release Benchmarks lines [--long]
func runLineIndexBenchmark(arguments: [String]) {
  for kilobytes in [1, 30, 1_000] {
    let ascii = benchmarkSpec(bytes: kilobytes * 1_000)
    report("\(kilobytes) KB spec, ASCII", ascii)
    report("\(kilobytes) KB spec, CJK and emoji", withWideText(ascii))
  }
  guard arguments.contains("--long") else { return }
  let oneLine = ascii(line: 6_300_000)
  report("6.3 MB on one line", oneLine, lookups: 100_001)
}

/// The spec with every `"title"` value's first letter replaced by CJK text and an emoji.
private func withWideText(_ bytes: [UInt8]) -> [UInt8] {
  var text = String(decoding: bytes, as: UTF8.self)
  text = text.replacingOccurrences(of: "\": \"", with: "\": \"中文😀")
  return Array(text.utf8)
}

/// One line of `count` bytes: `{"a":1,"a":1,...}` without a break.
private func ascii(line count: Int) -> [UInt8] {
  var bytes: [UInt8] = [UInt8(ascii: "[")]
  bytes.reserveCapacity(count + 8)
  while bytes.count < count { bytes += Array("{\"a\":1},".utf8) }
  bytes[bytes.count - 1] = UInt8(ascii: "]")
  return bytes
}

private func report(_ name: String, _ bytes: [UInt8], lookups: Int = 20_000) {
  let build = best { _ = LineIndex(bytes: bytes).lineCount }
  let index = LineIndex(bytes: bytes)
  let step = max(1, bytes.count / lookups)
  let offsets = Array(stride(from: 0, through: bytes.count, by: step))
  var checksum = 0
  let positions = best {
    for offset in offsets { checksum &+= index.position(ofUTF8Offset: offset, in: .utf16).column }
  }
  let targets = offsets.map { index.position(ofUTF8Offset: $0, in: .utf16) }
  let backwards = best {
    for position in targets { checksum &+= index.utf8Offset(of: position, in: .utf16) }
  }
  var edited = index
  let edits = 200
  let editing = best(runs: 3) {
    for number in 0..<edits {
      let offset = (number * 7_919) % max(1, edited.bytes.count)
      edited.replace(ByteRange(start: offset, end: min(edited.bytes.count, offset + 1)), with: "x")
    }
  }
  print(
    name.padding(toLength: 28, withPad: " ", startingAt: 0)
      + " build \(format(build * 1e9 / Double(bytes.count))) ns/byte,"
      + " position \(format(positions * 1e9 / Double(offsets.count))) ns,"
      + " offset \(format(backwards * 1e9 / Double(offsets.count))) ns,"
      + " edit \(format(editing * 1e6 / Double(edits))) µs  (\(checksum % 10))")
}

private func format(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return "\(rounded)"
}

/// The best of several runs, in seconds.
private func best(runs: Int = 7, _ body: () -> Void) -> Double {
  var fastest = Double.infinity
  for _ in 0..<runs {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    fastest = min(
      fastest,
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  return fastest
}
